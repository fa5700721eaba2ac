import type { Client } from '../../../generated/client/index.js';
import { sampleCalls } from './sample-calls.js';
import { admin } from './sample-headers.js';

const categoryId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const treeReference = { appNamespace: '@wix/stores' };
const tree = { 'treeReference.appNamespace': '@wix/stores' };
const item = { catalogItemId: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' };

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
      getArrangedItems: { path, query: { categoryId, ...tree } },
    },
  );
}
