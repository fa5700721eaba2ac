import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../../src/auth/index.js';
import { invalidateStaleData, isSameSite, type StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { createSiteClient, getSiteContext } from '../../../src/site-client.js';

const contextFor = (baseURL: string) =>
  getSiteContext(createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL }));

const here = contextFor('https://one.example');
const there = contextFor('https://two.example');

function seededCache() {
  const queryClient = new QueryClient();
  const keys = {
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
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  queryClient.setQueryData(keys.summer, { collection: { id: 'C1' } });
  queryClient.setQueryData(keys.winter, { collection: { id: 'C2' } });
  return { queryClient, keys };
}

async function invalidatedBy(stale: StaleData[]): Promise<string[]> {
  const { queryClient, keys } = seededCache();
  await invalidateStaleData(queryClient, here, stale);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateStaleData', () => {
  it('product lists: every product and store-variant query of this site', async () => {
    expect(await invalidatedBy([{ kind: 'productLists' }])).toEqual(['list', 'infinite', 'storeVariants']);
  });

  it("one product: its reads and its store variants, not another product's", async () => {
    expect(await invalidatedBy([{ kind: 'product', id: 'A' }])).toEqual([
      'productA',
      'variantsA',
      'availabilityA',
      'storeVariantA',
    ]);
  });

  it('one collection: the slug queries that show it', async () => {
    expect(await invalidatedBy([{ kind: 'collection', id: 'C1' }])).toEqual(['summer']);
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
