import { describe, expect, it } from 'vitest';
import type { StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { invalidatedReads, siteContextAt } from './support/invalidation.js';

const here = siteContextAt('https://one.example');

const KEYS = {
  version: catalogQueryKeys.getCatalogVersion(here),
  productA: catalogQueryKeys.getProductV3(here, 'A'),
  productB: catalogQueryKeys.getProductV3(here, 'B'),
  slugA: catalogQueryKeys.getProductBySlugV3(here, 'shirt-a'),
  slugB: catalogQueryKeys.getProductBySlugV3(here, 'shirt-b'),
  list: catalogQueryKeys.queryProductsV3(here, { query: {} }),
  infinite: catalogQueryKeys.searchProductsV3(here, { search: {} }, true),
  count: catalogQueryKeys.countProductsV3(here),
  variants: catalogQueryKeys.queryVariantsV3(here, { query: {} }, true),
  stock: catalogQueryKeys.getInventoryItemV3(here, 'I1'),
  stockList: catalogQueryKeys.queryInventoryItemsV3(here, { query: {} }),
  v1Product: catalogQueryKeys.getProduct(here, 'A'),
};
const PRODUCTS_BY_SLUG = { slugA: { product: { id: 'A' } }, slugB: { product: { id: 'B' } } };

const invalidatedBy = (stale: StaleData[]) => invalidatedReads(here, KEYS, stale, PRODUCTS_BY_SLUG);

/** What shows every v3 product besides its own reads: lists, counts, variants and stock. */
const V3_VIEWS = ['list', 'infinite', 'count', 'variants', 'stock', 'stockList'];

describe('invalidateStaleData for catalog v3', () => {
  it('one v3 product: its reads by id and slug, every list, variant and stock read; not another product', async () => {
    expect(await invalidatedBy([{ kind: 'productV3', id: 'A' }])).toEqual(['productA', 'slugA', ...V3_VIEWS]);
  });

  it('every v3 product: all v3 catalog reads, not the catalog version nor v1 reads', async () => {
    const everyProductRead = ['productA', 'productB', 'slugA', 'slugB', ...V3_VIEWS];
    expect(await invalidatedBy([{ kind: 'allProductsV3' }])).toEqual(everyProductRead);
  });
});
