import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-migration-30-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('turns the brands and ribbons of products written before migration 30 into entities', async () => {
  const path = join(dir, 'site.db');
  const h = await startHarness({ catalog: 'v3', db: path });
  const body = { product: { ...shirtV3('Old Shirt'), ribbon: { name: 'Old' } } };
  const product = (await h.call('/stores/v3/products', { token: h.sandbox.apiKey, body })).body.product;
  await h.close();

  // Back to the schema before this step: no label table, step 30 not recorded.
  const before = openDatabase(path);
  before.raw.exec(`DROP TABLE v3_labels; DROP INDEX v3_products_by_brand; DROP INDEX v3_products_by_ribbon;
    DELETE FROM schema_migrations WHERE version = 30;`);
  before.close();

  const after = openDatabase(path);
  try {
    const labels = after.all('SELECT kind, id, name, revision FROM v3_labels ORDER BY kind');
    expect(labels).toEqual([
      { kind: 'brand', id: product.brand.id, name: 'Northbound Linen', revision: 1 },
      { kind: 'ribbon', id: product.ribbon.id, name: 'Old', revision: 1 },
    ]);
  } finally {
    after.close();
  }
});
