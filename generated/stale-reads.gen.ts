// Derived by scripts/lib/stale-reads.ts from the contract's `x-sitekit` `shows` (openapi/README.md): the reads
// that show each kind of data, which a write's `makesStale` makes stale (src/react/invalidation.ts).

/**
 * The reads that show each kind of data, by their operation (the `_id` of their keys): `path` narrows a read to the
 * item its path parameter names, `pathPrefix` to the item whose id, then `-`, starts it, `answer` to the item its
 * answer holds under that key.
 */
export const readsThatShow = {
  product: [
    { _id: 'getProduct', path: 'id' },
    { _id: 'getProductOptionsAvailability', path: 'id' },
    { _id: 'queryProductVariants', path: 'id' },
    { _id: 'getStoreVariant', pathPrefix: 'id' },
  ],
  allProducts: [
    { _id: 'getProduct' },
    { _id: 'getProductOptionsAvailability' },
    { _id: 'queryProductVariants' },
    { _id: 'queryStoreVariants' },
    { _id: 'getStoreVariant' },
    { _id: 'queryProducts' },
    { _id: 'queryProductsWithTextQuery' },
  ],
  collection: [
    { _id: 'getCollectionBySlug', answer: 'collection' },
    { _id: 'queryCollections' },
    { _id: 'queryCollectionsWithTextQuery' },
    { _id: 'getCollection', answer: 'collection' },
  ],
  allCollections: [
    { _id: 'getCollectionBySlug' },
    { _id: 'queryCollections' },
    { _id: 'queryCollectionsWithTextQuery' },
    { _id: 'getCollection' },
  ],
  productLists: [
    { _id: 'queryStoreVariants' },
    { _id: 'queryProducts' },
    { _id: 'queryProductsWithTextQuery' },
  ],
  inventory: [
    { _id: 'queryInventory' },
    { _id: 'getInventoryVariants' },
  ],
  productV3: [
    { _id: 'getProductV3', path: 'productId' },
    { _id: 'getProductBySlugV3', answer: 'product' },
    { _id: 'queryProductsV3' },
    { _id: 'searchProductsV3' },
    { _id: 'countProductsV3' },
    { _id: 'getInventoryItemV3' },
    { _id: 'queryInventoryItemsV3' },
    { _id: 'searchInventoryItemsV3' },
    { _id: 'countInventoryItemsV3' },
    { _id: 'queryVariantsV3' },
    { _id: 'searchVariantsV3' },
  ],
  allProductsV3: [
    { _id: 'getProductV3' },
    { _id: 'getProductBySlugV3' },
    { _id: 'queryProductsV3' },
    { _id: 'searchProductsV3' },
    { _id: 'countProductsV3' },
    { _id: 'getInventoryItemV3' },
    { _id: 'queryInventoryItemsV3' },
    { _id: 'searchInventoryItemsV3' },
    { _id: 'countInventoryItemsV3' },
    { _id: 'queryVariantsV3' },
    { _id: 'searchVariantsV3' },
  ],
  categories: [
    { _id: 'getCategory' },
    { _id: 'getCategoryBySlug' },
    { _id: 'queryCategories' },
    { _id: 'searchCategories' },
    { _id: 'countCategories' },
    { _id: 'listTrees' },
  ],
  categoryItems: [
    { _id: 'listItemsInCategory', path: 'categoryId' },
    { _id: 'listCategoriesForItem' },
    { _id: 'listCategoriesForItems' },
    { _id: 'getArrangedItems', path: 'categoryId' },
  ],
} as const;
