import { describe, expect, it } from 'vitest';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import type { StaleData } from '../../../src/react/invalidation.js';
import { catalogQueryKeys } from '../../../src/react/query-keys.js';
import { invalidatedReads, siteContextAt } from './support/invalidation.js';

const TREE = STORES_CATEGORY_TREE;
const ITEM = { catalogItemId: 'P1', appId: STORES_CATALOG_APP_ID };
const here = siteContextAt('https://one.example');
const elsewhere = siteContextAt('https://two.example');

/** Every kind of categories read, a v3 product, another site's read. */
const KEYS = {
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

/** Which of the cached reads go stale. */
const invalidatedBy = (stale: StaleData[]) => invalidatedReads(here, KEYS, stale);

describe('invalidateStaleData for categories', () => {
  it.each<[string, StaleData, string[]]>([
    [
      'categories: every category read of this site, no listing and no product',
      { kind: 'categories' },
      ['category', 'bySlug', 'query', 'search', 'count', 'trees'],
    ],
    [
      'one category’s items: its listings and arrangement, and every item’s categories; not another category',
      { kind: 'categoryItems', id: 'C1' },
      ['itemsC1', 'arrangedC1', 'forItem', 'forItems'],
    ],
    [
      'every category’s items without an id',
      { kind: 'categoryItems' },
      ['itemsC1', 'itemsC2', 'arrangedC1', 'forItem', 'forItems'],
    ],
    ['v3 products do not reach the categories reads', { kind: 'allProductsV3' }, ['product']],
  ])('%s', async (_title, stale, invalidated) => {
    expect(await invalidatedBy([stale])).toEqual(invalidated);
  });
});
