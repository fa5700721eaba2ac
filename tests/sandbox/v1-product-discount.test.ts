import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { sampleShirt } from '../support/sample-products.js';
import { dotR, startHarness, type Harness, type Json } from './support/harness.js';

const NONE = { type: 'NONE', value: 0 };
const dir = mkdtempSync(join(tmpdir(), 'sitekit-v1-discount-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function create(h: Harness, product: Record<string, unknown>): Promise<Json> {
  const reply = await h.call('/stores/v1/products', { token: h.sandbox.apiKey, body: { product } });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.product;
}

const read = async (h: Harness, id: string) =>
  (await h.call(`/stores-reader/v1/products/${id}`, { token: await h.visitorToken() })).body.product;

describe('the discount of a v1 product', () => {
  it('is {type: NONE, value: 0} when the product has none, in every answer', async () => {
    const h = await startHarness();
    try {
      const created = await create(h, { name: 'Plain Mug', priceData: { price: 12 } });
      expect(created.discount).toEqual(NONE);
      expect((await read(h, created.id)).discount).toEqual(NONE);
      const page = await h.call(`/stores-reader/v1/products/query-platformized?.r=${dotR({ query: {} })}`, {
        token: h.sandbox.apiKey,
      });
      expect(page.body.products.find((p: Json) => p.id === created.id).discount).toEqual(NONE);
    } finally {
      await h.close();
    }
  });

  it('keeps a discount that was set, and is NONE again once it is removed', async () => {
    const h = await startHarness();
    try {
      const created = await create(h, sampleShirt('Sale Shirt', 'SS'));
      expect(created.discount).toEqual({ type: 'PERCENT', value: 25 });
      const updated = await h.call(`/stores/v1/products/${created.id}`, {
        method: 'PATCH',
        token: h.sandbox.apiKey,
        body: { product: { discount: NONE } },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.product.discount).toEqual(NONE);
      expect(updated.body.product.priceData.discountedPrice).toBe(updated.body.product.priceData.price);
    } finally {
      await h.close();
    }
  });

  it('is filled in for products stored before the sandbox answered it', async () => {
    const path = join(dir, 'site.db');
    const first = await startHarness({ db: path });
    const created = await create(first, { name: 'Old Mug', priceData: { price: 9 } });
    await first.close();

    // Back to a document without the field, and the step that fills it not recorded.
    const before = openDatabase(path);
    before.raw.exec(`UPDATE product_docs SET doc = json_remove(doc, '$.discount');
      DELETE FROM schema_migrations WHERE version = 8;`);
    before.close();

    const h = await startHarness({ db: path });
    try {
      expect((await read(h, created.id)).discount).toEqual(NONE);
    } finally {
      await h.close();
    }
  });
});
