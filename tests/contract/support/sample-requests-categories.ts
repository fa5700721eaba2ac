import type { Client } from '../../../generated/client/index.js';
import { exampleString } from './contract-examples.js';
import { sampleCalls } from './sample-calls.js';
import { admin } from './sample-headers.js';

const categoryId = exampleString('Category', 'id');
const treeReference = { appNamespace: '@wix/stores' };
const tree = { 'treeReference.appNamespace': '@wix/stores' };
const item = {
  catalogItemId: exampleString('ItemReference', 'catalogItemId'),
  appId: exampleString('ItemReference', 'appId'),
};

/** One realistic, valid request per categories operation, sent through the generated SDK. */
export function sampleRequestsCategories(client: Client): Record<string, () => Promise<unknown>> {
  const path = { categoryId };
  return sampleCalls(
    client,
    { headers: admin },
    {
      createCategory: {
        body: { category: { name: 'Summer linen', parentCategory: { id: categoryId } }, treeReference },
      },
      getCategory: { path, query: { categoryId, ...tree, fields: ['BREADCRUMBS_INFO'] } },
      getCategoryBySlug: { path: { slug: 'summer-linen' }, query: { slug: 'summer-linen', ...tree } },
      updateCategory: {
        path,
        body: { category: { id: categoryId, revision: '2', name: 'Linen' }, treeReference, fields: ['DESCRIPTION'] },
      },
      deleteCategory: { path, query: { categoryId, ...tree } },
      queryCategories: { body: { query: { filter: { visible: true }, cursorPaging: { limit: 100 } }, treeReference } },
      searchCategories: {
        body: { search: { search: { expression: 'linen' } }, treeReference, returnNonVisibleCategories: true },
      },
      countCategories: { body: { filter: { visible: false }, treeReference } },
      moveCategory: { path, body: { categoryId, treeReference, position: 'FIRST' } },
      bulkUpdateCategories: {
        body: {
          categories: [{ category: { id: categoryId, revision: '2', name: 'Linen' }, fieldMask: 'name' }],
          treeReference,
          returnEntity: true,
        },
      },
      updateCategoryVisibility: { body: { categoryId, visible: false, treeReference, revision: '4' } },
      bulkShowCategories: { body: { categoryIds: [categoryId], treeReference, returnEntity: true } },
      bulkAddItemsToCategory: { path, body: { categoryId, items: [item], treeReference } },
      bulkAddItemToCategories: { body: { item, categoryIds: [categoryId], treeReference } },
      bulkRemoveItemsFromCategory: { path, body: { categoryId, items: [item], treeReference } },
      bulkRemoveItemFromCategories: { body: { item, categoryIds: [categoryId], treeReference } },
      bulkSetItemCategories: { body: { item, categoryIds: [categoryId], treeReference } },
      listItemsInCategory: {
        path,
        query: { categoryId, ...tree, useCategoryArrangement: true, 'cursorPaging.limit': 100 },
      },
      listItemsInCategoryByPost: {
        path,
        body: { categoryId, treeReference, includeItemsFromSubcategories: true, cursorPaging: { limit: 50 } },
      },
      listCategoriesForItem: { query: { 'item.catalogItemId': item.catalogItemId, 'item.appId': item.appId, ...tree } },
      listCategoriesForItemByPost: { body: { item, treeReference } },
      listCategoriesForItems: { query: tree },
      listCategoriesForItemsByPost: { body: { items: [item], treeReference } },
      listTrees: {},
      setArrangedItems: { path, body: { categoryId, treeReference, items: [item] } },
      moveItemInCategory: { path, body: { categoryId, treeReference, item, position: 'BEFORE', beforeItem: item } },
      getArrangedItems: { path, query: { categoryId, ...tree } },
    },
  );
}
