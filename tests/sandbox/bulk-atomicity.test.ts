import { describe, expect, it } from 'vitest';
import { runBulk } from '../../sandbox/kernel/entities-v3/bulk-results.js';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { fieldFailure } from '../../sandbox/kernel/errors.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, type Json, violationFields } from './support/harness.js';

describe('ids of the wrong kind of entity', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body: unknown) => v3.h.call(path, { ...v3.admin, body });

  it('a ribbon’s id naming a new brand is a 400 on its field, and one failed element of a bulk stores nothing', async () => {
    const ribbon = (await call('/stores/v3/ribbons', { ribbon: { name: 'Hot' } })).body.ribbon as Json;
    const wrongBrand = { ...shirtV3('Wrong Brand Shirt'), brand: { id: ribbon.id, name: 'Fresh brand' } };
    const single = await call('/stores/v3/products', { product: wrongBrand });
    expectEnvelope(single, 400);
    expect(violationFields(single)).toEqual(['product.brand.id']);

    const bulk = await call('/stores/v3/bulk/products/create', {
      products: [shirtV3('Bulk Good Shirt'), wrongBrand],
      returnEntity: true,
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, false]);
    const stored = await call('/stores/v3/products/query', {
      query: { filter: { name: { $startsWith: 'Bulk Good' } } },
    });
    expect(stored.body.products).toHaveLength(1);
    const brands = await call('/stores/v3/brands/query', { query: { filter: { name: 'Fresh brand' } } });
    expect(brands.body.brands).toEqual([]);
  });
});

describe('a bulk cut short by an unexpected error', () => {
  it('stores nothing of the elements before it, while a refused element leaves the others stored', () => {
    const db = openDatabase(':memory:');
    try {
      db.run('CREATE TABLE written (name TEXT)');
      const write = (name: string) => {
        db.run('INSERT INTO written (name) VALUES (?)', name);
        if (name === 'refused') throw fieldFailure('name', 'is refused', 'FORMAT');
        if (name === 'broken') throw new TypeError('unexpected');
        return { id: name };
      };
      const response = runBulk(db, ['first', 'refused', 'last'], write, false);
      expect(response.results.map((r) => r.itemMetadata.success)).toEqual([true, false, true]);
      expect(db.all('SELECT name FROM written')).toEqual([{ name: 'first' }, { name: 'last' }]);
      db.run('DELETE FROM written');
      expect(() => runBulk(db, ['first', 'broken', 'last'], write, false)).toThrow(TypeError);
      expect(db.all('SELECT name FROM written')).toEqual([]);
    } finally {
      db.close();
    }
  });
});
