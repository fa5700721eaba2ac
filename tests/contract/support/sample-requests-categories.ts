import * as sdk from '../../../generated/sdk.gen.js';
import type { Client } from '../../../generated/client/index.js';
import { admin } from './sample-headers.js';

const categoryId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const treeReference = { appNamespace: '@wix/stores' };
const tree = { 'treeReference.appNamespace': '@wix/stores' };
const item = { catalogItemId: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' };

/** One realistic, valid request per categories operation, sent through the generated SDK. */
export function sampleRequestsCategories(client: Client): Record<string, () => Promise<unknown>> {
  const common = { client, throwOnError: true as const, headers: admin };
  const path = { categoryId };
  return {
    createCategory: () =>
      sdk.createCategory({
        ...common,
        body: { category: { name: 'Summer linen', parentCategory: { id: categoryId } }, treeReference },
      }),
    getCategory: () =>
      sdk.getCategory({ ...common, path, query: { categoryId, ...tree, fields: ['BREADCRUMBS_INFO'] } }),
    getCategoryBySlug: () =>
      sdk.getCategoryBySlug({ ...common, path: { slug: 'summer-linen' }, query: { slug: 'summer-linen', ...tree } }),
    updateCategory: () =>
      sdk.updateCategory({
        ...common,
        path,
        body: { category: { id: categoryId, revision: '2', name: 'Linen' }, treeReference, fields: ['DESCRIPTION'] },
      }),
    deleteCategory: () => sdk.deleteCategory({ ...common, path, query: { categoryId, ...tree } }),
    queryCategories: () =>
      sdk.queryCategories({
        ...common,
        body: { query: { filter: { visible: true }, cursorPaging: { limit: 100 } }, treeReference },
      }),
    searchCategories: () =>
      sdk.searchCategories({
        ...common,
        body: { search: { search: { expression: 'linen' } }, treeReference, returnNonVisibleCategories: true },
      }),
    countCategories: () => sdk.countCategories({ ...common, body: { filter: { visible: false }, treeReference } }),
    moveCategory: () => sdk.moveCategory({ ...common, path, body: { categoryId, treeReference, position: 'FIRST' } }),
    bulkUpdateCategories: () =>
      sdk.bulkUpdateCategories({
        ...common,
        body: {
          categories: [{ category: { id: categoryId, revision: '2', name: 'Linen' }, fieldMask: 'name' }],
          treeReference,
          returnEntity: true,
        },
      }),
    updateCategoryVisibility: () =>
      sdk.updateCategoryVisibility({
        ...common,
        body: { categoryId, visible: false, treeReference, revision: '4' },
      }),
    bulkShowCategories: () =>
      sdk.bulkShowCategories({ ...common, body: { categoryIds: [categoryId], treeReference, returnEntity: true } }),
    bulkAddItemsToCategory: () =>
      sdk.bulkAddItemsToCategory({ ...common, path, body: { categoryId, items: [item], treeReference } }),
    bulkAddItemToCategories: () =>
      sdk.bulkAddItemToCategories({ ...common, body: { item, categoryIds: [categoryId], treeReference } }),
    bulkRemoveItemsFromCategory: () =>
      sdk.bulkRemoveItemsFromCategory({ ...common, path, body: { categoryId, items: [item], treeReference } }),
    bulkRemoveItemFromCategories: () =>
      sdk.bulkRemoveItemFromCategories({ ...common, body: { item, categoryIds: [categoryId], treeReference } }),
    bulkSetItemCategories: () =>
      sdk.bulkSetItemCategories({ ...common, body: { item, categoryIds: [categoryId], treeReference } }),
    listItemsInCategory: () =>
      sdk.listItemsInCategory({
        ...common,
        path,
        query: { categoryId, ...tree, useCategoryArrangement: true, 'cursorPaging.limit': 100 },
      }),
    listItemsInCategoryByPost: () =>
      sdk.listItemsInCategoryByPost({
        ...common,
        path,
        body: { categoryId, treeReference, includeItemsFromSubcategories: true, cursorPaging: { limit: 50 } },
      }),
    listCategoriesForItem: () =>
      sdk.listCategoriesForItem({
        ...common,
        query: { 'item.catalogItemId': item.catalogItemId, 'item.appId': item.appId, ...tree },
      }),
    listCategoriesForItemByPost: () => sdk.listCategoriesForItemByPost({ ...common, body: { item, treeReference } }),
    listCategoriesForItems: () => sdk.listCategoriesForItems({ ...common, query: tree }),
    listCategoriesForItemsByPost: () =>
      sdk.listCategoriesForItemsByPost({ ...common, body: { items: [item], treeReference } }),
    listTrees: () => sdk.listTrees({ ...common }),
    setArrangedItems: () =>
      sdk.setArrangedItems({ ...common, path, body: { categoryId, treeReference, items: [item] } }),
    getArrangedItems: () => sdk.getArrangedItems({ ...common, path, query: { categoryId, ...tree } }),
  };
}
