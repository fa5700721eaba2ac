import { describe, expect, it } from 'vitest';
import { isSameSite, type StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { invalidatedReads, siteContextAt } from './support/invalidation.js';

const here = siteContextAt('https://one.example');
const there = siteContextAt('https://two.example');

const KEYS = {
  list: catalogQueryKeys.queryProducts(here, { paging: { offset: 0, limit: 10 } }),
  infinite: catalogQueryKeys.queryProductsInfinite(here, { paging: { offset: 0, limit: 10 } }),
  storeVariants: catalogQueryKeys.queryStoreVariants(here, {}),
  productA: catalogQueryKeys.getProduct(here, 'A'),
  productB: catalogQueryKeys.getProduct(here, 'B'),
  variantsA: catalogQueryKeys.queryProductVariants(here, 'A'),
  availabilityA: catalogQueryKeys.getProductOptionsAvailability(here, 'A', {}),
  storeVariantA: catalogQueryKeys.getStoreVariant(here, 'A-V1'),
  summer: catalogQueryKeys.getCollectionBySlug(here, 'summer'),
  winter: catalogQueryKeys.getCollectionBySlug(here, 'winter'),
  otherSiteList: catalogQueryKeys.queryProducts(there, { paging: { offset: 0, limit: 10 } }),
  foreign: ['not', 'a', 'sitekit', 'key'],
};
const COLLECTIONS = { summer: { collection: { id: 'C1' } }, winter: { collection: { id: 'C2' } } };

const invalidatedBy = (stale: StaleData[]) => invalidatedReads(here, KEYS, stale, COLLECTIONS);

describe('invalidateStaleData', () => {
  it.each<[string, StaleData, string[]]>([
    [
      'product lists: every product and store-variant query of this site',
      { kind: 'productLists' },
      ['list', 'infinite', 'storeVariants'],
    ],
    [
      "one product: its reads and its store variants, not another product's",
      { kind: 'product', id: 'A' },
      ['productA', 'variantsA', 'availabilityA', 'storeVariantA'],
    ],
    ['one collection: the slug queries that show it', { kind: 'collection', id: 'C1' }, ['summer']],
  ])('%s', async (_title, stale, invalidated) => {
    expect(await invalidatedBy([stale])).toEqual(invalidated);
  });

  it('everything of a kind, never another site or a foreign key', async () => {
    const all = await invalidatedBy([{ kind: 'allProducts' }, { kind: 'allCollections' }]);
    expect(all).not.toContain('otherSiteList');
    expect(all).not.toContain('foreign');
    expect(all).toHaveLength(10);
  });
});

describe('isSameSite', () => {
  it('compares the API host of generated-shape keys', () => {
    expect(isSameSite(catalogQueryKeys.getProduct(here, 'A'), here)).toBe(true);
    expect(isSameSite(catalogQueryKeys.getProduct(there, 'A'), here)).toBe(false);
    expect(isSameSite(['x'], here)).toBe(false);
  });
});
