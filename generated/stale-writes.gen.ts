// Derived by scripts/lib/stale-writes.ts from the contract's `x-sitekit` `makesStale` (openapi/README.md): what
// each write whose hook src/react/ writes by hand makes stale (src/react/write-stale-data.ts).

/** What each write makes stale: kinds of stale data, each narrowed to the items at `item` in its arguments. */
export const staleAfterWrites = {
  createProduct: [{ kind: 'productLists' }, { kind: 'allCollections' }],
  deleteProduct: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }, { kind: 'allCollections' }],
  updateProduct: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  updateProductVariants: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  resetAllProductVariantData: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  addProductMedia: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  removeProductMedia: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  addProductMediaToChoices: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  removeProductMediaFromChoices: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  deleteProductOptions: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  removeBrand: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  removeRibbon: [{ kind: 'product', item: 'id' }, { kind: 'productLists' }],
  createCollection: [{ kind: 'allCollections' }],
  deleteCollection: [{ kind: 'collection', item: 'id' }, { kind: 'allProducts' }],
  updateCollection: [{ kind: 'collection', item: 'id' }],
  addProductsToCollection: [{ kind: 'collection', item: 'id' }, { kind: 'product', item: 'productIds' }, { kind: 'productLists' }],
  removeProductsFromCollection: [{ kind: 'collection', item: 'id' }, { kind: 'product', item: 'productIds' }, { kind: 'productLists' }],
  bulkUpdateProductsProperty: [{ kind: 'product', item: 'ids' }, { kind: 'productLists' }],
  bulkAdjustProductProperty: [{ kind: 'product', item: 'ids' }, { kind: 'productLists' }],
  updateInventoryVariants: [{ kind: 'inventory' }, { kind: 'product', item: 'productId' }, { kind: 'productLists' }],
  incrementInventory: [{ kind: 'inventory' }, { kind: 'product', item: 'incrementData.productId' }, { kind: 'productLists' }],
  decrementInventory: [{ kind: 'inventory' }, { kind: 'product', item: 'decrementData.productId' }, { kind: 'productLists' }],
} as const;
