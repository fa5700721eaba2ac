import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleShirt } from '../support/sample-products.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { type Harness, type Json, startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-one-file-'));
let first: Harness;
let second: Harness;
let firstV1: Harness;
let secondV1: Harness;
beforeAll(async () => {
  const db = join(dir, 'site.db');
  first = await startHarness({ catalog: 'v3', db });
  second = await startHarness({ catalog: 'v3', db });
  const v1 = join(dir, 'v1.db');
  firstV1 = await startHarness({ db: v1 });
  secondV1 = await startHarness({ db: v1 });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close(), firstV1.close(), secondV1.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const admin = (h: Harness, path: string, body: unknown, method?: string) =>
  h.call(path, { token: h.sandbox.apiKey, body, ...(method ? { method } : {}) });

it('answers a query with what another sandbox on the same file wrote since the last one', async () => {
  const created = (await admin(first, '/stores/v3/products', { product: shirtV3('Before rename') })).body
    .product as Json;
  const names = async () => {
    const reply = await admin(second, '/stores/v3/products/query', { query: { filter: { id: created.id } } });
    return reply.body.products.map((p: Json) => p.name);
  };
  expect(await names()).toEqual(['Before rename']);
  const renamed = await admin(
    first,
    `/stores/v3/products/${created.id}`,
    { product: { id: created.id, revision: created.revision, name: 'After rename' } },
    'PATCH',
  );
  expect(renamed.status).toBe(200);
  expect(await names()).toEqual(['After rename']);
});

it('counts what another sandbox on the same file created since the last count', async () => {
  const total = async () => {
    const reply = await admin(secondV1, '/stores-reader/v1/products/query-platformized', {
      query: { paging: { limit: 1 } },
    });
    return reply.body.metadata.total as number;
  };
  const before = await total();
  const created = await admin(firstV1, '/stores/v1/products', { product: sampleShirt('Counted shirt', 'CS') });
  expect(created.status).toBe(200);
  expect(await total()).toBe(before + 1);
});
