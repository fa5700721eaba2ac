import type { StaleData } from './invalidation.js';
import { v3Writes } from './v3-write.js';

const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };
/** Writes that may add, remove or recategorise products also change what categories list. */
const everyProduct = (): StaleData[] => [ALL_PRODUCTS_V3, { kind: 'categoryItems' }];
const product = /* @__PURE__ */ v3Writes(everyProduct);
/** An update refreshes the product it names first. */
const productUpdate = /* @__PURE__ */ v3Writes(([productId]: readonly [string, ...unknown[]]): StaleData[] => [
  { kind: 'productV3', id: productId },
]);
const item = /* @__PURE__ */ v3Writes(everyProduct);

/*
 * Every v3 write makes the v3 product, variant and inventory-item reads it can change stale. A single-product update
 * refreshes that product's reads by id and slug and every list, variant and stock read (they show its prices and
 * stock); creates, deletes, bulk, by-filter and stock writes refresh every v3 read of the catalogue.
 */
export const useCreateProductV3 = /* @__PURE__ */ product((site) => site.productsV3.createProduct);
export const useCreateProductWithInventoryV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.createProductWithInventory,
);
export const useUpdateProductV3 = /* @__PURE__ */ productUpdate((site) => site.productsV3.updateProduct);
export const useUpdateProductWithInventoryV3 = /* @__PURE__ */ productUpdate(
  (site) => site.productsV3.updateProductWithInventory,
);
export const useDeleteProductV3 = /* @__PURE__ */ product((site) => site.productsV3.deleteProduct);
export const useBulkCreateProductsV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkCreateProducts);
export const useBulkCreateProductsWithInventoryV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkCreateProductsWithInventory,
);
export const useBulkUpdateProductsV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkUpdateProducts);
export const useBulkUpdateProductsWithInventoryV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkUpdateProductsWithInventory,
);
export const useBulkUpdateProductsByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkUpdateProductsByFilter,
);
export const useBulkDeleteProductsV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkDeleteProducts);
export const useBulkDeleteProductsByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkDeleteProductsByFilter,
);
export const useBulkUpdateProductVariantsByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkUpdateProductVariantsByFilter,
);
export const useBulkAdjustProductVariantsByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkAdjustProductVariantsByFilter,
);
// prettier-ignore
export const useBulkAddInfoSectionsToProductsByFilterV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkAddInfoSectionsToProductsByFilter);
export const useBulkAddInfoSectionsToProductsV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkAddInfoSectionsToProducts,
);
// prettier-ignore
export const useBulkRemoveInfoSectionsFromProductsByFilterV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkRemoveInfoSectionsFromProductsByFilter);
export const useBulkRemoveInfoSectionsFromProductsV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkRemoveInfoSectionsFromProducts,
);
export const useBulkAddProductsToCategoriesByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkAddProductsToCategoriesByFilter,
);
// prettier-ignore
export const useBulkRemoveProductsFromCategoriesByFilterV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkRemoveProductsFromCategoriesByFilter);
export const useBulkUpdateProductTagsV3 = /* @__PURE__ */ product((site) => site.productsV3.bulkUpdateProductTags);
export const useBulkUpdateProductTagsByFilterV3 = /* @__PURE__ */ product(
  (site) => site.productsV3.bulkUpdateProductTagsByFilter,
);

export const useCreateInventoryItemV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.createInventoryItem);
export const useBulkCreateInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkCreateInventoryItems,
);
export const useUpdateInventoryItemV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.updateInventoryItem);
export const useBulkUpdateInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkUpdateInventoryItems,
);
export const useBulkUpsertInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkUpsertInventoryItems,
);
export const useBulkUpdateInventoryItemsByFilterV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkUpdateInventoryItemsByFilter,
);
export const useDeleteInventoryItemV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.deleteInventoryItem);
export const useBulkDeleteInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkDeleteInventoryItems,
);
export const useBulkDeleteInventoryItemsByFilterV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkDeleteInventoryItemsByFilter,
);
export const useBulkDecrementInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkDecrementInventoryItems,
);
export const useBulkIncrementInventoryItemsV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkIncrementInventoryItems,
);
// prettier-ignore
export const useBulkDecrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation);
// prettier-ignore
export const useBulkIncrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation);
export const useBulkSetOrAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter,
);
export const useBulkAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ item(
  (site) => site.inventoryItemsV3.bulkAdjustInventoryItemsByFilter,
);
// prettier-ignore
export const useBulkCreateInventoryItemsByVariantFilterV3 = /* @__PURE__ */ item((site) => site.inventoryItemsV3.bulkCreateInventoryItemsByVariantFilter);
