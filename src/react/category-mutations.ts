import type { StaleData } from './invalidation.js';
import { v3Write } from './v3-write.js';

const CATEGORIES: StaleData = { kind: 'categories' };
const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };
const EVERY_ITEM_LIST: StaleData = { kind: 'categoryItems' };
const itemsOf = (id: string): StaleData => ({ kind: 'categoryItems', id });

/** The tree changed: every category read, and the v3 products, which show their categories and breadcrumbs. */
const treeChanged = (): StaleData[] => [CATEGORIES, ALL_PRODUCTS_V3];
/** A category's items changed: its listings, its item counter, and the products' categories. */
const itemsChanged = ([categoryId]: readonly [string, ...unknown[]]): StaleData[] => [
  itemsOf(categoryId),
  CATEGORIES,
  ALL_PRODUCTS_V3,
];
/** One item changed categories: the listings of those categories (all of them: the removed ones are unknown here). */
const itemMoved = (): StaleData[] => [EVERY_ITEM_LIST, CATEGORIES, ALL_PRODUCTS_V3];

/*
 * The categories writes. Every one makes the category reads stale (names, counters, order, visibility); membership
 * and arrangement writes also refresh the item listings they change, and every write refreshes the v3 product reads,
 * which show their direct categories, all categories and breadcrumbs. A deleted category takes its subtree along, so
 * it refreshes every listing.
 */
export const useCreateCategory = /* @__PURE__ */ v3Write('categories', 'createCategory', treeChanged);
export const useUpdateCategory = /* @__PURE__ */ v3Write('categories', 'updateCategory', treeChanged);
export const useDeleteCategory = /* @__PURE__ */ v3Write('categories', 'deleteCategory', itemMoved);
export const useMoveCategory = /* @__PURE__ */ v3Write('categories', 'moveCategory', treeChanged);
export const useBulkUpdateCategories = /* @__PURE__ */ v3Write('categories', 'bulkUpdateCategories', treeChanged);
export const useUpdateCategoryVisibility = /* @__PURE__ */ v3Write(
  'categories',
  'updateCategoryVisibility',
  treeChanged,
);
export const useBulkShowCategories = /* @__PURE__ */ v3Write('categories', 'bulkShowCategories', treeChanged);
export const useBulkAddItemsToCategory = /* @__PURE__ */ v3Write('categories', 'bulkAddItemsToCategory', itemsChanged);
export const useBulkRemoveItemsFromCategory = /* @__PURE__ */ v3Write(
  'categories',
  'bulkRemoveItemsFromCategory',
  itemsChanged,
);
export const useBulkAddItemToCategories = /* @__PURE__ */ v3Write('categories', 'bulkAddItemToCategories', itemMoved);
export const useBulkRemoveItemFromCategories = /* @__PURE__ */ v3Write(
  'categories',
  'bulkRemoveItemFromCategories',
  itemMoved,
);
export const useBulkSetItemCategories = /* @__PURE__ */ v3Write('categories', 'bulkSetItemCategories', itemMoved);
export const useSetArrangedItems = /* @__PURE__ */ v3Write('categories', 'setArrangedItems', itemsChanged);
