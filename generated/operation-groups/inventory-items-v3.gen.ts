// Derived by scripts/lib/operation-groups.ts from the bundled contract: the rows of operations.gen.ts that carry
// this tag. A module factory loads the groups it calls on its first call (src/modules/), so that an app holds the
// rows, SDK functions and request schemas of the modules it builds, and loads them after its first page.
export {
  createInventoryItemV3,
  getInventoryItemV3,
  deleteInventoryItemV3,
  updateInventoryItemV3,
  queryInventoryItemsV3,
  queryInventoryItemsV3ByPost,
  searchInventoryItemsV3,
  searchInventoryItemsV3ByPost,
  countInventoryItemsV3,
  countInventoryItemsV3ByPost,
  bulkCreateInventoryItemsV3,
  bulkUpdateInventoryItemsV3,
  bulkUpsertInventoryItemsV3,
  bulkUpdateInventoryItemsByFilterV3,
  bulkDeleteInventoryItemsV3,
  bulkDeleteInventoryItemsByFilterV3,
  bulkDecrementInventoryItemsV3,
  bulkIncrementInventoryItemsV3,
  bulkDecrementInventoryItemsByVariantAndLocationV3,
  bulkIncrementInventoryItemsByVariantAndLocationV3,
  bulkSetOrAdjustInventoryItemsByFilterV3,
  bulkAdjustInventoryItemsByFilterV3,
  bulkCreateInventoryItemsByVariantFilterV3,
} from '../operations.gen.js';
