import type { StaleData } from './invalidation.js';
import { v3Writes } from './v3-write.js';

const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };
/** Writes that may add, remove or recategorise products also change what categories list. */
const everyProduct = (): StaleData[] => [ALL_PRODUCTS_V3, { kind: 'categoryItems' }];
const product = /* @__PURE__ */ v3Writes('productsV3', everyProduct);
/** An update refreshes the product it names first. */
const productUpdate = /* @__PURE__ */ v3Writes(
  'productsV3',
  ([productId]: readonly [string, ...unknown[]]): StaleData[] => [{ kind: 'productV3', id: productId }],
);
const item = /* @__PURE__ */ v3Writes('inventoryItemsV3', everyProduct);

/*
 * Every v3 write makes the v3 product, variant and inventory-item reads it can change stale. A single-product update
 * refreshes that product's reads by id and slug and every list, variant and stock read (they show its prices and
 * stock); creates, deletes, bulk, by-filter and stock writes refresh every v3 read of the catalogue.
 */
export const useCreateProductV3 = /* @__PURE__ */ product('createProduct');
export const useCreateProductWithInventoryV3 = /* @__PURE__ */ product('createProductWithInventory');
export const useUpdateProductV3 = /* @__PURE__ */ productUpdate('updateProduct');
export const useUpdateProductWithInventoryV3 = /* @__PURE__ */ productUpdate('updateProductWithInventory');
export const useDeleteProductV3 = /* @__PURE__ */ product('deleteProduct');
export const useBulkCreateProductsV3 = /* @__PURE__ */ product('bulkCreateProducts');
export const useBulkCreateProductsWithInventoryV3 = /* @__PURE__ */ product('bulkCreateProductsWithInventory');
export const useBulkUpdateProductsV3 = /* @__PURE__ */ product('bulkUpdateProducts');
export const useBulkUpdateProductsWithInventoryV3 = /* @__PURE__ */ product('bulkUpdateProductsWithInventory');
export const useBulkUpdateProductsByFilterV3 = /* @__PURE__ */ product('bulkUpdateProductsByFilter');
export const useBulkDeleteProductsV3 = /* @__PURE__ */ product('bulkDeleteProducts');
export const useBulkDeleteProductsByFilterV3 = /* @__PURE__ */ product('bulkDeleteProductsByFilter');
export const useBulkUpdateProductVariantsByFilterV3 = /* @__PURE__ */ product('bulkUpdateProductVariantsByFilter');
export const useBulkAdjustProductVariantsByFilterV3 = /* @__PURE__ */ product('bulkAdjustProductVariantsByFilter');
// prettier-ignore
export const useBulkAddInfoSectionsToProductsByFilterV3 = /* @__PURE__ */ product('bulkAddInfoSectionsToProductsByFilter');
export const useBulkAddInfoSectionsToProductsV3 = /* @__PURE__ */ product('bulkAddInfoSectionsToProducts');
// prettier-ignore
export const useBulkRemoveInfoSectionsFromProductsByFilterV3 = /* @__PURE__ */ product('bulkRemoveInfoSectionsFromProductsByFilter');
export const useBulkRemoveInfoSectionsFromProductsV3 = /* @__PURE__ */ product('bulkRemoveInfoSectionsFromProducts');
export const useBulkAddProductsToCategoriesByFilterV3 = /* @__PURE__ */ product('bulkAddProductsToCategoriesByFilter');
// prettier-ignore
export const useBulkRemoveProductsFromCategoriesByFilterV3 = /* @__PURE__ */ product('bulkRemoveProductsFromCategoriesByFilter');
export const useBulkUpdateProductTagsV3 = /* @__PURE__ */ product('bulkUpdateProductTags');
export const useBulkUpdateProductTagsByFilterV3 = /* @__PURE__ */ product('bulkUpdateProductTagsByFilter');

export const useCreateInventoryItemV3 = /* @__PURE__ */ item('createInventoryItem');
export const useBulkCreateInventoryItemsV3 = /* @__PURE__ */ item('bulkCreateInventoryItems');
export const useUpdateInventoryItemV3 = /* @__PURE__ */ item('updateInventoryItem');
export const useBulkUpdateInventoryItemsV3 = /* @__PURE__ */ item('bulkUpdateInventoryItems');
export const useBulkUpsertInventoryItemsV3 = /* @__PURE__ */ item('bulkUpsertInventoryItems');
export const useBulkUpdateInventoryItemsByFilterV3 = /* @__PURE__ */ item('bulkUpdateInventoryItemsByFilter');
export const useDeleteInventoryItemV3 = /* @__PURE__ */ item('deleteInventoryItem');
export const useBulkDeleteInventoryItemsV3 = /* @__PURE__ */ item('bulkDeleteInventoryItems');
export const useBulkDeleteInventoryItemsByFilterV3 = /* @__PURE__ */ item('bulkDeleteInventoryItemsByFilter');
export const useBulkDecrementInventoryItemsV3 = /* @__PURE__ */ item('bulkDecrementInventoryItems');
export const useBulkIncrementInventoryItemsV3 = /* @__PURE__ */ item('bulkIncrementInventoryItems');
// prettier-ignore
export const useBulkDecrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ item('bulkDecrementInventoryItemsByVariantAndLocation');
// prettier-ignore
export const useBulkIncrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ item('bulkIncrementInventoryItemsByVariantAndLocation');
export const useBulkSetOrAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ item('bulkSetOrAdjustInventoryItemsByFilter');
export const useBulkAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ item('bulkAdjustInventoryItemsByFilter');
// prettier-ignore
export const useBulkCreateInventoryItemsByVariantFilterV3 = /* @__PURE__ */ item('bulkCreateInventoryItemsByVariantFilter');
