import { CATALOG_V3_ARGUMENTS } from '../catalog-v3/argument-names-v3.js';
import type { ArgumentPaths } from './argument-names.js';
import { args, optionsOnly, update } from './argument-paths.js';

/** `f(id, argument)`. */
const idAnd = (argument: string): ArgumentPaths => args(['id', argument]);

/** `createX(entity)`, `updateX(id, entity)` and `deleteX(id)` of a v1 entity: `entity` is its wire key (`product`). */
function entityArguments<N extends string>(entity: string, name: N) {
  return {
    [`create${name}`]: args([entity]),
    [`update${name}`]: update('id', entity),
    [`delete${name}`]: args(['id']),
  } as Record<`create${N}` | `update${N}` | `delete${N}`, ArgumentPaths>;
}

/** Argument paths of every catalogue call, keyed by its method name. */
export const CATALOG_ARGUMENTS = {
  getProduct: args(['id'], ['includeMerchantSpecificData']),
  getCollectionBySlug: args(['slug']),
  getProductOptionsAvailability: idAnd('options'),
  queryProductVariants: args(['id'], ['choices', 'variantIds', 'paging', 'includeMerchantSpecificData']),
  queryStoreVariants: args(['query']),
  getStoreVariant: args(['id']),
  queryProducts: args(['query']),
  queryProductsWithTextQuery: optionsOnly([
    'query',
    'includeVariants',
    'includeHiddenProducts',
    'includeMerchantSpecificData',
  ]),
  ...entityArguments('product', 'Product'),
  updateProductVariants: idAnd('variants'),
  resetAllProductVariantData: args(['id']),
  addProductMedia: idAnd('media'),
  removeProductMedia: idAnd('mediaIds'),
  addProductMediaToChoices: idAnd('media'),
  removeProductMediaFromChoices: idAnd('media'),
  deleteProductOptions: args(['id']),
  removeBrand: args(['id']),
  removeRibbon: args(['id']),
  ...entityArguments('collection', 'Collection'),
  addProductsToCollection: idAnd('productIds'),
  removeProductsFromCollection: idAnd('productIds'),
  bulkUpdateProductsProperty: args(['ids', 'set']),
  bulkAdjustProductProperty: args(['adjust', 'ids']),
  queryCollections: args(['query']),
  queryCollectionsWithTextQuery: optionsOnly(['query', 'includeNumberOfProducts', 'includeDescription']),
  getCollection: args(['id']),
  queryInventory: optionsOnly(['query']),
  getInventoryVariants: args(['inventoryId'], ['productId', 'variantIds']),
  // `updateInventoryVariants(productId, inventoryItem)`: the item's own product id is the first argument.
  updateInventoryVariants: [...args(['productId', 'inventoryItem']), ['inventoryItem.productId', 'productId']],
  // `updateInventoryItemVariants(inventoryItemId, inventoryItem)`.
  updateInventoryItemVariants: args(['inventoryItemId', 'inventoryItem']),
  incrementInventory: args(['incrementData']),
  decrementInventory: args(['decrementData']),
  getAbandonedCart: args(['id']),
  queryAbandonedCarts: optionsOnly(['query']),
  ...CATALOG_V3_ARGUMENTS,
} satisfies Record<string, ArgumentPaths>;

export type CatalogCallName = keyof typeof CATALOG_ARGUMENTS;
