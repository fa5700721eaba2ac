import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventProcessor, type SiteEvent } from '../../src/events/index.js';
import { causeCategoryActions } from './support/category-actions.js';
import { type Harness, startHarness } from './support/harness.js';

const treeReference = { appNamespace: '@wix/stores' };
const ACTIONS = [
  'wix.categories.v1.category_category_moved',
  'wix.categories.v1.category_item_added_to_category',
  'wix.categories.v1.category_items_arranged_in_category',
  'wix.categories.v1.category_item_removed_from_category',
];

describe('category action events through sitekit/events', () => {
  let h: Harness;
  let server: Server;
  const processed: SiteEvent[] = [];
  const failures: unknown[] = [];

  beforeAll(async () => {
    h = await startHarness({ catalog: 'v3' });
    const { publicKey } = (await h.call('/_sandbox/webhooks/public-key')).body as { publicKey: string };
    const processor = createEventProcessor({ publicKey });
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        processor.process(Buffer.concat(chunks).toString('utf8')).then(
          (event) => processed.push(event),
          (error: unknown) => failures.push(error),
        );
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await h.call('/_sandbox/webhooks', { body: { url: `http://127.0.0.1:${port}/events`, eventTypes: ACTIONS } });
  });
  afterAll(async () => {
    await h.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('verifies, decodes and validates each one as a typed action event', async () => {
    const { parent, child, item } = await causeCategoryActions(h, { token: h.sandbox.apiKey }, 'Processed');
    const deadline = Date.now() + 5000;
    while (processed.length + failures.length < ACTIONS.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures).toEqual([]);
    expect(processed.map((event) => event.eventType).sort()).toEqual([...ACTIONS].sort());
    for (const event of processed) {
      if (event.eventType === 'wix.categories.v1.category_category_moved')
        expect(event.payload.data).toEqual({
          categoryId: child.id,
          parentCategory: { id: parent.id, index: 0 },
          treeReference,
        });
      if (event.eventType === 'wix.categories.v1.category_item_added_to_category') {
        expect(event.payload.data.item).toEqual(item);
        expect(event.payload.metadata.entityId).toBe(parent.id);
      }
    }
  });
});
