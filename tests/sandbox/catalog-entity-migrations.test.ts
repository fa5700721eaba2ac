import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { startHarness } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sitekit-catalog-entity-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('turns the brands and ribbons of products written before migration 30 into entities', async () => {
  const path = join(dir, 'before-30.db');
  const h = await startHarness({ catalog: 'v3', db: path });
  const body = { product: { ...shirtV3('Old Shirt'), ribbon: { name: 'Old' } } };
  const product = (await h.call('/stores/v3/products', { token: h.sandbox.apiKey, body })).body.product;
  await h.close();

  // Back to the schema before step 30: no brands-and-ribbons table, steps 30 and 34 not recorded.
  const before = openDatabase(path);
  before.raw.exec(`DROP TABLE v3_brands_and_ribbons; DROP INDEX v3_products_by_brand; DROP INDEX v3_products_by_ribbon;
    DELETE FROM schema_migrations WHERE version IN (30, 34);`);
  before.close();

  const after = openDatabase(path);
  try {
    const brandsAndRibbons = after.all('SELECT kind, id, name, revision FROM v3_brands_and_ribbons ORDER BY kind');
    expect(brandsAndRibbons).toEqual([
      { kind: 'brand', id: product.brand.id, name: 'Northbound Linen', revision: 1 },
      { kind: 'ribbon', id: product.ribbon.id, name: 'Old', revision: 1 },
    ]);
  } finally {
    after.close();
  }
});

it('keeps the brands and ribbons of a database whose table still has its old name (before migration 34)', async () => {
  const path = join(dir, 'before-34.db');
  const first = await startHarness({ catalog: 'v3', db: path });
  const admin = { token: first.sandbox.apiKey };
  const brand = (await first.call('/stores/v3/brands', { ...admin, body: { brand: { name: 'Kept' } } })).body.brand;
  const body = { product: { ...shirtV3('Kept Shirt'), ribbon: { name: 'Sale' } } };
  const product = (await first.call('/stores/v3/products', { ...admin, body })).body.product;
  await first.close();

  // The schema before step 34: the table and its index under their first names, step 34 not recorded.
  const before = openDatabase(path);
  before.raw.exec(`ALTER TABLE v3_brands_and_ribbons RENAME TO v3_labels;
    DROP INDEX v3_brands_and_ribbons_by_created;
    CREATE INDEX v3_labels_by_created ON v3_labels (kind, created_date);
    DELETE FROM schema_migrations WHERE version = 34;`);
  before.close();

  const second = await startHarness({ db: path });
  try {
    const again = { token: second.sandbox.apiKey };
    expect((await second.call(`/stores/v3/brands/${brand.id}`, again)).body.brand).toMatchObject({
      name: 'Kept',
      revision: '1',
    });
    expect((await second.call(`/stores/v3/ribbons/${product.ribbon.id}`, again)).body.ribbon.name).toBe('Sale');
    const renamed = await second.call(`/stores/v3/brands/${brand.id}`, {
      ...again,
      method: 'PATCH',
      body: { brand: { revision: '1', name: 'Kept, renamed' } },
    });
    expect(renamed.body.brand).toMatchObject({ name: 'Kept, renamed', revision: '2' });
  } finally {
    await second.close();
  }

  const after = openDatabase(path);
  try {
    const tables = after.all("SELECT name FROM sqlite_master WHERE name LIKE 'v3_labels%'");
    expect(tables).toEqual([]);
  } finally {
    after.close();
  }
});
