// Derived by scripts/lib/declared-reads.ts from the contract's `x-sitekit` (openapi/README.md): the reads of
// `call: read`, which the contract describes whole. Each method's arguments are its path parameters (repeated in the
// query where the query has one of the same name), its options go in the query, and it answers the response body
// (or the key of it that `unwraps` names).
// src/http/declared-reads.ts builds the methods from `declaredReads`, src/react/declared-read-keys.ts their keys
// (docs/decisions.md#48).
import type {
  GetAbandonedCartData,
  GetAbandonedCartResponse,
  GetCollectionBySlugData,
  GetCollectionBySlugResponse,
  GetCollectionData,
  GetCollectionResponse,
  GetInventoryItemV3Data,
  GetInventoryItemV3Response,
  GetProductBySlugV3Data,
  GetProductBySlugV3Response,
  GetProductV3Data,
  GetProductV3Response,
} from './types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from './operations.gen.js';

/**
 * The methods of `site.collections` that the contract declares whole (`call: read`).
 */
export interface CollectionsDeclaredReads<CallOptions> {
  /** Get a collection by slug: sends {@link operations.getCollectionBySlug}. */
  getCollectionBySlug(slug: GetCollectionBySlugData['path']['slug'], call?: CallOptions): Promise<GetCollectionBySlugResponse>;
  /** Get a collection: sends {@link operations.getCollection}. */
  getCollection(id: GetCollectionData['path']['id'], call?: CallOptions): Promise<GetCollectionResponse>;
}

/**
 * The methods of `site.abandonedCarts` that the contract declares whole (`call: read`).
 */
export interface AbandonedCartsDeclaredReads<CallOptions> {
  /** Get an abandoned cart: sends {@link operations.getAbandonedCart}. */
  getAbandonedCart(id: GetAbandonedCartData['path']['id'], call?: CallOptions): Promise<GetAbandonedCartResponse>;
}

/**
 * The methods of `site.productsV3` that the contract declares whole (`call: read`).
 */
export interface ProductsV3DeclaredReads<CallOptions> {
  /** Get a product: sends {@link operations.getProductV3}. */
  getProduct(productId: GetProductV3Data['path']['productId'], options?: { fields?: NonNullable<GetProductV3Data['query']>['fields'] }, call?: CallOptions): Promise<NonNullable<GetProductV3Response['product']>>;
  /** Get a product by slug: sends {@link operations.getProductBySlugV3}. */
  getProductBySlug(slug: GetProductBySlugV3Data['path']['slug'], options?: { fields?: NonNullable<GetProductBySlugV3Data['query']>['fields'] }, call?: CallOptions): Promise<GetProductBySlugV3Response>;
}

/**
 * The methods of `site.inventoryItemsV3` that the contract declares whole (`call: read`).
 */
export interface InventoryItemsV3DeclaredReads<CallOptions> {
  /** Get an inventory item: sends {@link operations.getInventoryItemV3}. */
  getInventoryItem(inventoryItemId: GetInventoryItemV3Data['path']['inventoryItemId'], call?: CallOptions): Promise<NonNullable<GetInventoryItemV3Response['inventoryItem']>>;
}

/** Each module's declared reads, under its key in the site client. */
export interface DeclaredReadModules<CallOptions> {
  collections: CollectionsDeclaredReads<CallOptions>;
  abandonedCarts: AbandonedCartsDeclaredReads<CallOptions>;
  productsV3: ProductsV3DeclaredReads<CallOptions>;
  inventoryItemsV3: InventoryItemsV3DeclaredReads<CallOptions>;
}

/** Each declared read's operation, and where its arguments and options go, by module and method. */
export const declaredReads = {
  collections: {
    getCollectionBySlug: { operation: 'getCollectionBySlug', arguments: ['slug'], path: ['slug'], query: ['slug'], options: [] },
    getCollection: { operation: 'getCollection', arguments: ['id'], path: ['id'], query: ['id'], options: [] },
  },
  abandonedCarts: {
    getAbandonedCart: { operation: 'getAbandonedCart', arguments: ['id'], path: ['id'], query: ['id'], options: [] },
  },
  productsV3: {
    getProduct: { operation: 'getProductV3', arguments: ['productId'], path: ['productId'], query: ['productId'], options: ['fields'], unwraps: 'product' },
    getProductBySlug: { operation: 'getProductBySlugV3', arguments: ['slug'], path: ['slug'], query: ['slug'], options: ['fields'] },
  },
  inventoryItemsV3: {
    getInventoryItem: { operation: 'getInventoryItemV3', arguments: ['inventoryItemId'], path: ['inventoryItemId'], query: ['inventoryItemId'], options: [], unwraps: 'inventoryItem' },
  },
} as const;
