import type { StaleData } from './invalidation.js';
import { v3Write } from './v3-write.js';

const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };
const everyProduct = (): StaleData[] => [ALL_PRODUCTS_V3];
const oneProduct = ({ productId }: { productId: string }): StaleData[] => [{ kind: 'productV3', id: productId }];

/** The product an update names first. */
const updated = (args: readonly [string, ...unknown[]]) => oneProduct({ productId: args[0] });

/*
 * Every v3 write makes the v3 product, variant and inventory-item reads it can change stale. A single-product update
 * refreshes that product's reads by id and slug and every list, variant and stock read (they show its prices and
 * stock); creates, deletes, bulk, by-filter and stock writes refresh every v3 read of the catalogue.
 */
export const useCreateProductV3 = /* @__PURE__ */ v3Write('productsV3', 'createProduct', everyProduct);
export const useCreateProductWithInventoryV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'createProductWithInventory',
  everyProduct,
);
export const useUpdateProductV3 = /* @__PURE__ */ v3Write('productsV3', 'updateProduct', updated);
export const useUpdateProductWithInventoryV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'updateProductWithInventory',
  updated,
);
export const useDeleteProductV3 = /* @__PURE__ */ v3Write('productsV3', 'deleteProduct', everyProduct);
export const useBulkCreateProductsV3 = /* @__PURE__ */ v3Write('productsV3', 'bulkCreateProducts', everyProduct);
export const useBulkCreateProductsWithInventoryV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkCreateProductsWithInventory',
  everyProduct,
);
export const useBulkUpdateProductsV3 = /* @__PURE__ */ v3Write('productsV3', 'bulkUpdateProducts', everyProduct);
export const useBulkUpdateProductsWithInventoryV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkUpdateProductsWithInventory',
  everyProduct,
);
export const useBulkUpdateProductsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkUpdateProductsByFilter',
  everyProduct,
);
export const useBulkDeleteProductsV3 = /* @__PURE__ */ v3Write('productsV3', 'bulkDeleteProducts', everyProduct);
export const useBulkDeleteProductsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkDeleteProductsByFilter',
  everyProduct,
);
export const useBulkUpdateProductVariantsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkUpdateProductVariantsByFilter',
  everyProduct,
);
export const useBulkAdjustProductVariantsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkAdjustProductVariantsByFilter',
  everyProduct,
);
export const useBulkAddInfoSectionsToProductsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkAddInfoSectionsToProductsByFilter',
  everyProduct,
);
export const useBulkAddInfoSectionsToProductsV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkAddInfoSectionsToProducts',
  everyProduct,
);
export const useBulkRemoveInfoSectionsFromProductsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkRemoveInfoSectionsFromProductsByFilter',
  everyProduct,
);
export const useBulkRemoveInfoSectionsFromProductsV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkRemoveInfoSectionsFromProducts',
  everyProduct,
);
export const useBulkAddProductsToCategoriesByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkAddProductsToCategoriesByFilter',
  everyProduct,
);
export const useBulkRemoveProductsFromCategoriesByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkRemoveProductsFromCategoriesByFilter',
  everyProduct,
);
export const useBulkUpdateProductTagsV3 = /* @__PURE__ */ v3Write('productsV3', 'bulkUpdateProductTags', everyProduct);
export const useBulkUpdateProductTagsByFilterV3 = /* @__PURE__ */ v3Write(
  'productsV3',
  'bulkUpdateProductTagsByFilter',
  everyProduct,
);

export const useCreateInventoryItemV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'createInventoryItem',
  everyProduct,
);
export const useBulkCreateInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkCreateInventoryItems',
  everyProduct,
);
export const useUpdateInventoryItemV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'updateInventoryItem',
  everyProduct,
);
export const useBulkUpdateInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkUpdateInventoryItems',
  everyProduct,
);
export const useBulkUpsertInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkUpsertInventoryItems',
  everyProduct,
);
export const useBulkUpdateInventoryItemsByFilterV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkUpdateInventoryItemsByFilter',
  everyProduct,
);
export const useDeleteInventoryItemV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'deleteInventoryItem',
  everyProduct,
);
export const useBulkDeleteInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkDeleteInventoryItems',
  everyProduct,
);
export const useBulkDeleteInventoryItemsByFilterV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkDeleteInventoryItemsByFilter',
  everyProduct,
);
export const useBulkDecrementInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkDecrementInventoryItems',
  everyProduct,
);
export const useBulkIncrementInventoryItemsV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkIncrementInventoryItems',
  everyProduct,
);
export const useBulkDecrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkDecrementInventoryItemsByVariantAndLocation',
  everyProduct,
);
export const useBulkIncrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkIncrementInventoryItemsByVariantAndLocation',
  everyProduct,
);
export const useBulkSetOrAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkSetOrAdjustInventoryItemsByFilter',
  everyProduct,
);
export const useBulkAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkAdjustInventoryItemsByFilter',
  everyProduct,
);
export const useBulkCreateInventoryItemsByVariantFilterV3 = /* @__PURE__ */ v3Write(
  'inventoryItemsV3',
  'bulkCreateInventoryItemsByVariantFilter',
  everyProduct,
);
