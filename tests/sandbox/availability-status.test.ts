import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { type Harness, type Json, startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-availability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The product's status as the filter and the facet of `inventory.availabilityStatus` see it. */
async function statusSeen(h: Harness, productId: string) {
  const reply = await h.call('/stores/v3/products/search', {
    token: h.sandbox.apiKey,
    body: {
      search: {
        filter: { id: productId },
        aggregations: [{ name: 'status', type: 'VALUE', fieldPath: 'inventory.availabilityStatus' }],
      },
    },
  });
  expect(reply.status, reply.text).toBe(200);
  const [facet] = reply.body.aggregationData.results as Json[];
  const values = (facet.values.results as Json[]).map((bucket) => bucket.value as string);
  expect(values).toHaveLength(1);
  const filtered = await h.call('/stores/v3/products/search', {
    token: h.sandbox.apiKey,
    body: { search: { filter: { id: productId, 'inventory.availabilityStatus': values[0] } } },
  });
  expect(filtered.body.products.map((p: Json) => p.id)).toEqual([productId]);
  return values[0];
}

async function setQuantity(h: Harness, productId: string, quantities: number[]) {
  const items = await h.call('/stores/v3/inventory-items/query', {
    token: h.sandbox.apiKey,
    body: { query: { filter: { productId } } },
  });
  for (const [i, item] of (items.body.inventoryItems as Json[]).entries()) {
    const reply = await h.call(`/stores/v3/inventory-items/${item.id}`, {
      token: h.sandbox.apiKey,
      method: 'PATCH',
      body: { inventoryItem: { id: item.id, revision: item.revision, quantity: quantities[i] } },
    });
    expect(reply.status, reply.text).toBe(200);
  }
}

it("filters and facets by a product's stock status as its inventory items change", async () => {
  const h = await startHarness({ catalog: 'v3' });
  try {
    const product = (
      await h.call('/stores/v3/products', { token: h.sandbox.apiKey, body: { product: shirtV3('Stocked Shirt') } })
    ).body.product;
    expect(await statusSeen(h, product.id)).toBe('IN_STOCK');
    await setQuantity(h, product.id, [0, 5]);
    expect(await statusSeen(h, product.id)).toBe('PARTIALLY_OUT_OF_STOCK');
    await setQuantity(h, product.id, [0, 0]);
    expect(await statusSeen(h, product.id)).toBe('OUT_OF_STOCK');
  } finally {
    await h.close();
  }
});

it('fills the stock status of products written before migration 41', async () => {
  const path = join(dir, 'site.db');
  const first = await startHarness({ catalog: 'v3', db: path });
  const product = (
    await first.call('/stores/v3/products', { token: first.sandbox.apiKey, body: { product: shirtV3('Old Shirt') } })
  ).body.product;
  await setQuantity(first, product.id, [0, 0]);
  await first.close();

  // Back to the schema before this step: no status column, listing index or status triggers, step 41 not recorded.
  const before = openDatabase(path);
  const triggers = before.all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%availability_status%'`,
  );
  for (const { name } of triggers) before.raw.exec(`DROP TRIGGER ${name}`);
  before.raw.exec(`DROP INDEX v3_products_listing; ALTER TABLE v3_products DROP COLUMN availability_status;
    DELETE FROM schema_migrations WHERE version = 41;`);
  before.close();

  const h = await startHarness({ catalog: 'v3', db: path });
  try {
    expect(await statusSeen(h, product.id)).toBe('OUT_OF_STOCK');
  } finally {
    await h.close();
  }
});
