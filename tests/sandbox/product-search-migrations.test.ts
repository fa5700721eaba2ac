import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { type Harness, startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-migration-40-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const search = async (h: Harness, search: Record<string, unknown>) => {
  const reply = await h.call('/stores/v3/products/search', { token: h.sandbox.apiKey, body: { search } });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};

it('fills the list values, category lineage and free-text index for products written before migration 40', async () => {
  const path = join(dir, 'site.db');
  const first = await startHarness({ catalog: 'v3', db: path });
  const token = first.sandbox.apiKey;
  const parent = await first.call('/categories/v1/categories', {
    token,
    body: { category: { name: 'Tops' }, treeReference: { appNamespace: '@wix/stores' } },
  });
  const child = await first.call('/categories/v1/categories', {
    token,
    body: {
      category: { name: 'Shirts', parentCategory: { id: parent.body.category.id } },
      treeReference: { appNamespace: '@wix/stores' },
    },
  });
  expect(child.status, child.text).toBe(200);
  const product = (await first.call('/stores/v3/products', { token, body: { product: shirtV3('Archived Shirt') } }))
    .body.product;
  const added = await first.call(`/categories/v1/bulk/categories/${child.body.category.id}/add-items`, {
    token,
    body: {
      items: [{ catalogItemId: product.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }],
      treeReference: { appNamespace: '@wix/stores' },
    },
  });
  expect(added.status, added.text).toBe(200);
  await first.close();

  // Back to the schema before this step: none of its tables or triggers, step 40 not recorded.
  const before = openDatabase(path);
  const triggers = before.all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('v3_products', 'v3_categories')`,
  );
  expect(triggers).toHaveLength(6);
  for (const { name } of triggers) before.raw.exec(`DROP TRIGGER ${name}`);
  before.raw.exec(`DROP TABLE v3_product_values; DROP TABLE v3_category_lineage; DROP TABLE v3_products_fts;
    DELETE FROM schema_migrations WHERE version = 40;`);
  before.close();

  const h = await startHarness({ catalog: 'v3', db: path });
  try {
    expect((await search(h, { search: { expression: 'archived' } })).products.map((p: { id: string }) => p.id)).toEqual(
      [product.id],
    );
    const tops = await search(h, {
      filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: parent.body.category.id }] } },
    });
    expect(tops.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const facets = await search(h, { aggregations: [{ type: 'VALUE', fieldPath: 'options.name' }] });
    expect(facets.aggregationData.results[0].values.results).toEqual([{ value: 'Size', count: 1 }]);
  } finally {
    await h.close();
  }
});
