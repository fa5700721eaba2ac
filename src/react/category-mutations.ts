import type { StaleData } from './invalidation.js';
import { v3Writes } from './v3-write.js';

const CATEGORIES: StaleData = { kind: 'categories' };
const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };
const EVERY_ITEM_LIST: StaleData = { kind: 'categoryItems' };
const itemsOf = (id: string): StaleData => ({ kind: 'categoryItems', id });

/** The tree changed: every category read, and the v3 products, which show their categories and breadcrumbs. */
const treeWrite = /* @__PURE__ */ v3Writes((): StaleData[] => [CATEGORIES, ALL_PRODUCTS_V3]);
/** A category's items changed: its listings, its item counter, and the products' categories. */
const itemsWrite = /* @__PURE__ */ v3Writes(([categoryId]: readonly [string, ...unknown[]]): StaleData[] => [
  itemsOf(categoryId),
  CATEGORIES,
  ALL_PRODUCTS_V3,
]);
/** One item changed categories: the listings of those categories (all of them: the removed ones are unknown here). */
const moveWrite = /* @__PURE__ */ v3Writes((): StaleData[] => [EVERY_ITEM_LIST, CATEGORIES, ALL_PRODUCTS_V3]);

/*
 * The categories writes. Every one makes the category reads stale (names, counters, order, visibility); membership
 * and arrangement writes also refresh the item listings they change, and every write refreshes the v3 product reads,
 * which show their direct categories, all categories and breadcrumbs. A deleted category takes its subtree along, so
 * it refreshes every listing.
 */
export const useCreateCategory = /* @__PURE__ */ treeWrite((site) => site.categories.createCategory);
export const useUpdateCategory = /* @__PURE__ */ treeWrite((site) => site.categories.updateCategory);
export const useDeleteCategory = /* @__PURE__ */ moveWrite((site) => site.categories.deleteCategory);
export const useMoveCategory = /* @__PURE__ */ treeWrite((site) => site.categories.moveCategory);
export const useBulkUpdateCategories = /* @__PURE__ */ treeWrite((site) => site.categories.bulkUpdateCategories);
export const useUpdateCategoryVisibility = /* @__PURE__ */ treeWrite(
  (site) => site.categories.updateCategoryVisibility,
);
export const useBulkShowCategories = /* @__PURE__ */ treeWrite((site) => site.categories.bulkShowCategories);
export const useBulkAddItemsToCategory = /* @__PURE__ */ itemsWrite((site) => site.categories.bulkAddItemsToCategory);
export const useBulkRemoveItemsFromCategory = /* @__PURE__ */ itemsWrite(
  (site) => site.categories.bulkRemoveItemsFromCategory,
);
export const useBulkAddItemToCategories = /* @__PURE__ */ moveWrite((site) => site.categories.bulkAddItemToCategories);
export const useBulkRemoveItemFromCategories = /* @__PURE__ */ moveWrite(
  (site) => site.categories.bulkRemoveItemFromCategories,
);
export const useBulkSetItemCategories = /* @__PURE__ */ moveWrite((site) => site.categories.bulkSetItemCategories);
export const useSetArrangedItems = /* @__PURE__ */ itemsWrite((site) => site.categories.setArrangedItems);
