import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../../src/auth/index.js';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import { invalidateStaleData, type StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { createSiteClient, getSiteContext } from '../../../src/site-client.js';

const TREE = STORES_CATEGORY_TREE;
const ITEM = { catalogItemId: 'P1', appId: STORES_CATALOG_APP_ID };
const siteAt = (baseURL: string) =>
  getSiteContext(createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL }));
const here = siteAt('https://one.example');
const elsewhere = siteAt('https://two.example');

/** Which of a set of cached reads (every kind of categories read, a v3 product, another site's read) go stale. */
async function invalidatedBy(stale: StaleData[]): Promise<string[]> {
  const queryClient = new QueryClient();
  const keys = {
    category: catalogQueryKeys.getCategory(here, 'C1', TREE),
    bySlug: catalogQueryKeys.getCategoryBySlug(here, 'shirts', TREE),
    query: catalogQueryKeys.queryCategories(here, { query: {}, treeReference: TREE }, true),
    search: catalogQueryKeys.searchCategories(here, { search: {}, treeReference: TREE }),
    count: catalogQueryKeys.countCategories(here, { treeReference: TREE }),
    trees: catalogQueryKeys.listTrees(here),
    itemsC1: catalogQueryKeys.listItemsInCategory(here, 'C1', TREE, {}, true),
    itemsC2: catalogQueryKeys.listItemsInCategory(here, 'C2', TREE),
    arrangedC1: catalogQueryKeys.getArrangedItems(here, 'C1', TREE),
    forItem: catalogQueryKeys.listCategoriesForItem(here, ITEM, TREE),
    forItems: catalogQueryKeys.listCategoriesForItems(here, [ITEM], TREE),
    product: catalogQueryKeys.getProductV3(here, 'P1'),
    otherSite: catalogQueryKeys.listItemsInCategory(elsewhere, 'C1', TREE),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  await invalidateStaleData(queryClient, here, stale);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('invalidateStaleData for categories', () => {
  it('categories: every category read of this site, no listing and no product', async () => {
    expect(await invalidatedBy([{ kind: 'categories' }])).toEqual([
      'category',
      'bySlug',
      'query',
      'search',
      'count',
      'trees',
    ]);
  });

  it('one category’s items: its listings and arrangement, and every item’s categories; not another category', async () => {
    expect(await invalidatedBy([{ kind: 'categoryItems', id: 'C1' }])).toEqual([
      'itemsC1',
      'arrangedC1',
      'forItem',
      'forItems',
    ]);
  });

  it('every category’s items without an id', async () => {
    expect(await invalidatedBy([{ kind: 'categoryItems' }])).toEqual([
      'itemsC1',
      'itemsC2',
      'arrangedC1',
      'forItem',
      'forItems',
    ]);
  });

  it('v3 products do not reach the categories reads', async () => {
    expect(await invalidatedBy([{ kind: 'allProductsV3' }])).toEqual(['product']);
  });
});
