// Derived by scripts/lib/stale-reads.ts from the contract's `x-sitekit` `shows` (openapi/README.md): the reads
// that show each kind of data, which a write's `makesStale` makes stale (src/react/invalidation.ts).

/**
 * The reads that show each kind of data, by their operation (the `_id` of their keys): `path` narrows a read to the
 * item its path parameter names, `answer` to the item its answer holds under that key.
 */
export const readsThatShow = {
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
} as const;
