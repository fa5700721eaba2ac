import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../../src/auth/index.js';
import { invalidateStaleData, type StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { createSiteClient, getSiteContext } from '../../../src/site-client.js';

const here = getSiteContext(
  createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL: 'https://one.example' }),
);

async function invalidatedBy(stale: StaleData[]): Promise<string[]> {
  const queryClient = new QueryClient();
  const keys = {
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
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  queryClient.setQueryData(keys.slugA, { product: { id: 'A' } });
  queryClient.setQueryData(keys.slugB, { product: { id: 'B' } });
  await invalidateStaleData(queryClient, here, stale);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateStaleData for catalogue v3', () => {
  it('one v3 product: its reads by id and slug, every list, variant and stock read; not another product', async () => {
    expect(await invalidatedBy([{ kind: 'productV3', id: 'A' }])).toEqual([
      'productA',
      'slugA',
      'list',
      'infinite',
      'count',
      'variants',
      'stock',
      'stockList',
    ]);
  });

  it('every v3 product: all v3 catalogue reads, not the catalogue version nor v1 reads', async () => {
    expect(await invalidatedBy([{ kind: 'allProductsV3' }])).toEqual([
      'productA',
      'productB',
      'slugA',
      'slugB',
      'list',
      'infinite',
      'count',
      'variants',
      'stock',
      'stockList',
    ]);
  });
});
