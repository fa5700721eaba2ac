import { CATALOG_V3_ARGUMENTS } from '../catalog-v3/argument-names-v3.js';
import type { ArgumentPaths } from './argument-names.js';

const ID: ArgumentPaths = [['id', 'id']];
const QUERY: ArgumentPaths = [['query', 'query']];
const idAnd = (argument: string): ArgumentPaths => [...ID, [argument, argument]];

/** Argument paths of every catalogue call, keyed by its method name. */
export const CATALOG_ARGUMENTS = {
  getProduct: [...ID, ['includeMerchantSpecificData', 'options.includeMerchantSpecificData']],
  getCollectionBySlug: [['slug', 'slug']],
  getProductOptionsAvailability: idAnd('options'),
  queryProductVariants: [
    ...ID,
    ['choices', 'options.choices'],
    ['variantIds', 'options.variantIds'],
    ['paging', 'options.paging'],
    ['includeMerchantSpecificData', 'options.includeMerchantSpecificData'],
  ],
  queryStoreVariants: QUERY,
  getStoreVariant: ID,
  queryProducts: QUERY,
  createProduct: [['product', 'product']],
  updateProduct: [...ID, ['product.id', 'id'], ['product', 'product']],
  deleteProduct: ID,
  updateProductVariants: idAnd('variants'),
  resetAllProductVariantData: ID,
  addProductMedia: idAnd('media'),
  removeProductMedia: idAnd('mediaIds'),
  addProductMediaToChoices: idAnd('media'),
  removeProductMediaFromChoices: idAnd('media'),
  deleteProductOptions: ID,
  removeBrand: ID,
  removeRibbon: ID,
  createCollection: [['collection', 'collection']],
  updateCollection: [...ID, ['collection.id', 'id'], ['collection', 'collection']],
  deleteCollection: ID,
  addProductsToCollection: idAnd('productIds'),
  removeProductsFromCollection: idAnd('productIds'),
  bulkUpdateProductsProperty: [
    ['ids', 'ids'],
    ['set', 'set'],
  ],
  bulkAdjustProductProperty: [
    ['adjust', 'adjust'],
    ['ids', 'ids'],
  ],
  queryCollections: QUERY,
  getCollection: ID,
  queryInventory: [['query', 'options.query']],
  getInventoryVariants: [
    ['inventoryId', 'inventoryId'],
    ['productId', 'options.productId'],
    ['variantIds', 'options.variantIds'],
  ],
  updateInventoryVariants: [
    ['productId', 'productId'],
    ['inventoryItem.productId', 'productId'],
    ['inventoryItem', 'inventoryItem'],
  ],
  incrementInventory: [['incrementData', 'incrementData']],
  decrementInventory: [['decrementData', 'decrementData']],
  getAbandonedCart: ID,
  queryAbandonedCarts: [['query', 'options.query']],
  ...CATALOG_V3_ARGUMENTS,
} satisfies Record<string, ArgumentPaths>;

export type CatalogCallName = keyof typeof CATALOG_ARGUMENTS;
