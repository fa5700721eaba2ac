// Derived by scripts/lib/declared-reads.ts from the contract's `x-sitekit` (openapi/README.md): the reads of
// `call: read`, which the contract describes whole. Each method's arguments are its path parameters (repeated in the
// query where the query has one of the same name, or spread into the query's `<argument>.<member>` parameters), its
// options go in the query (in the body, for a POST that reads or a GET whose `.r` carries its POST form's body:
// `body` lists its arguments there), and it answers the response body (or the key of it that `unwraps` names).
// src/query-language/declared-reads.ts builds the methods from `declaredReads`, src/react/declared-read-keys.ts their keys
// (docs/decisions.md#48).
import type {
  CountCategoriesData,
  CountCategoriesResponse,
  CountInventoryItemsV3ByPostData,
  CountInventoryItemsV3Data,
  CountInventoryItemsV3Response,
  CountProductsV3ByPostData,
  CountProductsV3Data,
  CountProductsV3Response,
  GetAbandonedCartData,
  GetAbandonedCartResponse,
  GetAllProductsCategoryV3Data,
  GetAllProductsCategoryV3Response,
  GetArrangedItemsData,
  GetArrangedItemsResponse,
  GetCatalogVersionData,
  GetCatalogVersionResponse,
  GetCategoryBySlugData,
  GetCategoryBySlugResponse,
  GetCategoryData,
  GetCategoryResponse,
  GetCollectionBySlugData,
  GetCollectionBySlugResponse,
  GetCollectionData,
  GetCollectionResponse,
  GetInventoryItemV3Data,
  GetInventoryItemV3Response,
  GetInventoryVariantsData,
  GetInventoryVariantsResponse,
  GetProductBySlugV3Data,
  GetProductBySlugV3Response,
  GetProductData,
  GetProductOptionsAvailabilityData,
  GetProductOptionsAvailabilityResponse,
  GetProductResponse,
  GetProductV3Data,
  GetProductV3Response,
  GetStoreVariantData,
  GetStoreVariantResponse,
  ListTreesData,
  ListTreesResponse,
  QueryProductVariantsData,
  QueryProductVariantsResponse,
} from './types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from './operations.gen.js';

/**
 * The methods of `site.products` that the contract declares whole (`call: read`).
 */
export interface ProductsDeclaredReads<CallOptions> {
  /** Get a product: sends {@link operations.getProduct}. */
  getProduct(id: GetProductData['path']['id'], options?: { includeMerchantSpecificData?: NonNullable<GetProductData['query']>['includeMerchantSpecificData'] }, call?: CallOptions): Promise<GetProductResponse>;
  /** Get the availability of a product's options: sends {@link operations.getProductOptionsAvailability}. */
  getProductOptionsAvailability(id: GetProductOptionsAvailabilityData['path']['id'], options: NonNullable<GetProductOptionsAvailabilityData['body']>['options'], call?: CallOptions): Promise<GetProductOptionsAvailabilityResponse>;
  /** Query a product's variants: sends {@link operations.queryProductVariants}. */
  queryProductVariants(id: QueryProductVariantsData['path']['id'], options?: { choices?: NonNullable<QueryProductVariantsData['body']>['choices']; variantIds?: NonNullable<QueryProductVariantsData['body']>['variantIds']; paging?: NonNullable<QueryProductVariantsData['body']>['paging']; includeMerchantSpecificData?: NonNullable<QueryProductVariantsData['body']>['includeMerchantSpecificData'] }, call?: CallOptions): Promise<QueryProductVariantsResponse>;
  /** Get a store variant: sends {@link operations.getStoreVariant}. */
  getStoreVariant(id: GetStoreVariantData['path']['id'], call?: CallOptions): Promise<GetStoreVariantResponse>;
}

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
 * The methods of `site.inventory` that the contract declares whole (`call: read`).
 */
export interface InventoryDeclaredReads<CallOptions> {
  /** Get the stock of an inventory item's variants: sends {@link operations.getInventoryVariants}. */
  getInventoryVariants(inventoryId: GetInventoryVariantsData['path']['inventoryId'], options?: { productId?: NonNullable<GetInventoryVariantsData['body']>['productId']; variantIds?: NonNullable<GetInventoryVariantsData['body']>['variantIds'] }, call?: CallOptions): Promise<GetInventoryVariantsResponse>;
}

/**
 * The methods of `site.abandonedCarts` that the contract declares whole (`call: read`).
 */
export interface AbandonedCartsDeclaredReads<CallOptions> {
  /** Get an abandoned cart: sends {@link operations.getAbandonedCart}. */
  getAbandonedCart(id: GetAbandonedCartData['path']['id'], call?: CallOptions): Promise<GetAbandonedCartResponse>;
}

/**
 * The methods of `site.catalogVersioning` that the contract declares whole (`call: read`).
 */
export interface CatalogVersioningDeclaredReads<CallOptions> {
  /** Get the catalog version: sends {@link operations.getCatalogVersion}. */
  getCatalogVersion(call?: CallOptions): Promise<GetCatalogVersionResponse>;
}

/**
 * The methods of `site.productsV3` that the contract declares whole (`call: read`).
 */
export interface ProductsV3DeclaredReads<CallOptions> {
  /** Get a product: sends {@link operations.getProductV3}. */
  getProduct(productId: GetProductV3Data['path']['productId'], options?: { fields?: NonNullable<GetProductV3Data['query']>['fields'] }, call?: CallOptions): Promise<NonNullable<GetProductV3Response['product']>>;
  /** Get a product by slug: sends {@link operations.getProductBySlugV3}. */
  getProductBySlug(slug: GetProductBySlugV3Data['path']['slug'], options?: { fields?: NonNullable<GetProductBySlugV3Data['query']>['fields'] }, call?: CallOptions): Promise<GetProductBySlugV3Response>;
  /** Count products: sends {@link operations.countProductsV3}. */
  countProducts(options?: { filter?: NonNullable<CountProductsV3ByPostData['body']>['filter']; search?: NonNullable<CountProductsV3ByPostData['body']>['search']; returnNonVisibleProducts?: NonNullable<CountProductsV3ByPostData['body']>['returnNonVisibleProducts'] }, call?: CallOptions): Promise<CountProductsV3Response>;
  /** Get the All Products category: sends {@link operations.getAllProductsCategoryV3}. */
  getAllProductsCategory(call?: CallOptions): Promise<GetAllProductsCategoryV3Response>;
}

/**
 * The methods of `site.inventoryItemsV3` that the contract declares whole (`call: read`).
 */
export interface InventoryItemsV3DeclaredReads<CallOptions> {
  /** Get an inventory item: sends {@link operations.getInventoryItemV3}. */
  getInventoryItem(inventoryItemId: GetInventoryItemV3Data['path']['inventoryItemId'], call?: CallOptions): Promise<NonNullable<GetInventoryItemV3Response['inventoryItem']>>;
  /** Count inventory items: sends {@link operations.countInventoryItemsV3}. */
  countInventoryItems(options?: { filter?: NonNullable<CountInventoryItemsV3ByPostData['body']>['filter']; search?: NonNullable<CountInventoryItemsV3ByPostData['body']>['search'] }, call?: CallOptions): Promise<CountInventoryItemsV3Response>;
}

/**
 * The methods of `site.categories` that the contract declares whole (`call: read`).
 */
export interface CategoriesDeclaredReads<CallOptions> {
  /** Get a category: sends {@link operations.getCategory}. */
  getCategory(categoryId: GetCategoryData['path']['categoryId'], treeReference: { appNamespace: NonNullable<GetCategoryData['query']>['treeReference.appNamespace']; treeKey?: NonNullable<GetCategoryData['query']>['treeReference.treeKey'] | null }, options?: { fields?: NonNullable<GetCategoryData['query']>['fields'] }, call?: CallOptions): Promise<NonNullable<GetCategoryResponse['category']>>;
  /** Get a category by slug: sends {@link operations.getCategoryBySlug}. */
  getCategoryBySlug(slug: GetCategoryBySlugData['path']['slug'], treeReference: { appNamespace: NonNullable<GetCategoryBySlugData['query']>['treeReference.appNamespace']; treeKey?: NonNullable<GetCategoryBySlugData['query']>['treeReference.treeKey'] | null }, options?: { fields?: NonNullable<GetCategoryBySlugData['query']>['fields'] }, call?: CallOptions): Promise<GetCategoryBySlugResponse>;
  /** Count categories: sends {@link operations.countCategories}. */
  countCategories(options: { filter?: NonNullable<CountCategoriesData['body']>['filter']; search?: NonNullable<CountCategoriesData['body']>['search']; treeReference: NonNullable<CountCategoriesData['body']>['treeReference']; returnNonVisibleCategories?: NonNullable<CountCategoriesData['body']>['returnNonVisibleCategories'] }, call?: CallOptions): Promise<CountCategoriesResponse>;
  /** List the category trees: sends {@link operations.listTrees}. */
  listTrees(call?: CallOptions): Promise<ListTreesResponse>;
  /** Get the arranged items of a category: sends {@link operations.getArrangedItems}. */
  getArrangedItems(categoryId: GetArrangedItemsData['path']['categoryId'], treeReference: { appNamespace: NonNullable<GetArrangedItemsData['query']>['treeReference.appNamespace']; treeKey?: NonNullable<GetArrangedItemsData['query']>['treeReference.treeKey'] | null }, call?: CallOptions): Promise<GetArrangedItemsResponse>;
}

/** Each module's declared reads, under its key in the site client. */
export interface DeclaredReadModules<CallOptions> {
  products: ProductsDeclaredReads<CallOptions>;
  collections: CollectionsDeclaredReads<CallOptions>;
  inventory: InventoryDeclaredReads<CallOptions>;
  abandonedCarts: AbandonedCartsDeclaredReads<CallOptions>;
  catalogVersioning: CatalogVersioningDeclaredReads<CallOptions>;
  productsV3: ProductsV3DeclaredReads<CallOptions>;
  inventoryItemsV3: InventoryItemsV3DeclaredReads<CallOptions>;
  categories: CategoriesDeclaredReads<CallOptions>;
}

/** The declared reads of `site.products`: each one's operation, and where its arguments and options go. */
export const productsDeclaredReadSpecs = {
  getProduct: { operation: 'getProduct', arguments: ['id'], path: ['id'], query: ['id'], options: ['includeMerchantSpecificData'] },
  getProductOptionsAvailability: { operation: 'getProductOptionsAvailability', arguments: ['id', 'options'], path: ['id'], body: ['id', 'options'], options: [] },
  queryProductVariants: { operation: 'queryProductVariants', arguments: ['id'], path: ['id'], body: ['id'], options: ['choices', 'variantIds', 'paging', 'includeMerchantSpecificData'] },
  getStoreVariant: { operation: 'getStoreVariant', arguments: ['id'], path: ['id'], query: ['id'], options: [] },
} as const;

/** The declared reads of `site.collections`: each one's operation, and where its arguments and options go. */
export const collectionsDeclaredReadSpecs = {
  getCollectionBySlug: { operation: 'getCollectionBySlug', arguments: ['slug'], path: ['slug'], query: ['slug'], options: [] },
  getCollection: { operation: 'getCollection', arguments: ['id'], path: ['id'], query: ['id'], options: [] },
} as const;

/** The declared reads of `site.inventory`: each one's operation, and where its arguments and options go. */
export const inventoryDeclaredReadSpecs = {
  getInventoryVariants: { operation: 'getInventoryVariants', arguments: ['inventoryId'], path: ['inventoryId'], body: ['inventoryId'], options: ['productId', 'variantIds'] },
} as const;

/** The declared reads of `site.abandonedCarts`: each one's operation, and where its arguments and options go. */
export const abandonedCartsDeclaredReadSpecs = {
  getAbandonedCart: { operation: 'getAbandonedCart', arguments: ['id'], path: ['id'], query: ['id'], options: [] },
} as const;

/** The declared reads of `site.catalogVersioning`: each one's operation, and where its arguments and options go. */
export const catalogVersioningDeclaredReadSpecs = {
  getCatalogVersion: { operation: 'getCatalogVersion', arguments: [], path: [], query: [], options: [] },
} as const;

/** The declared reads of `site.productsV3`: each one's operation, and where its arguments and options go. */
export const productsV3DeclaredReadSpecs = {
  getProduct: { operation: 'getProductV3', arguments: ['productId'], path: ['productId'], query: ['productId'], options: ['fields'], unwraps: 'product' },
  getProductBySlug: { operation: 'getProductBySlugV3', arguments: ['slug'], path: ['slug'], query: ['slug'], options: ['fields'] },
  countProducts: { operation: 'countProductsV3', arguments: [], path: [], body: [], options: ['filter', 'search', 'returnNonVisibleProducts'], dotR: true },
  getAllProductsCategory: { operation: 'getAllProductsCategoryV3', arguments: [], path: [], query: [], options: [] },
} as const;

/** The declared reads of `site.inventoryItemsV3`: each one's operation, and where its arguments and options go. */
export const inventoryItemsV3DeclaredReadSpecs = {
  getInventoryItem: { operation: 'getInventoryItemV3', arguments: ['inventoryItemId'], path: ['inventoryItemId'], query: ['inventoryItemId'], options: [], unwraps: 'inventoryItem' },
  countInventoryItems: { operation: 'countInventoryItemsV3', arguments: [], path: [], body: [], options: ['filter', 'search'], dotR: true },
} as const;

/** The declared reads of `site.categories`: each one's operation, and where its arguments and options go. */
export const categoriesDeclaredReadSpecs = {
  getCategory: { operation: 'getCategory', arguments: ['categoryId', 'treeReference'], path: ['categoryId'], query: ['categoryId'], options: ['fields'], spread: { treeReference: ['appNamespace', 'treeKey'] }, unwraps: 'category' },
  getCategoryBySlug: { operation: 'getCategoryBySlug', arguments: ['slug', 'treeReference'], path: ['slug'], query: ['slug'], options: ['fields'], spread: { treeReference: ['appNamespace', 'treeKey'] } },
  countCategories: { operation: 'countCategories', arguments: [], path: [], body: [], options: ['filter', 'search', 'treeReference', 'returnNonVisibleCategories'] },
  listTrees: { operation: 'listTrees', arguments: [], path: [], query: [], options: [] },
  getArrangedItems: { operation: 'getArrangedItems', arguments: ['categoryId', 'treeReference'], path: ['categoryId'], query: ['categoryId'], options: [], spread: { treeReference: ['appNamespace', 'treeKey'] } },
} as const;

/** Every module's declared reads, under its key in the site client (a module takes its own, so bundles keep only it). */
export const declaredReads = {
  products: productsDeclaredReadSpecs,
  collections: collectionsDeclaredReadSpecs,
  inventory: inventoryDeclaredReadSpecs,
  abandonedCarts: abandonedCartsDeclaredReadSpecs,
  catalogVersioning: catalogVersioningDeclaredReadSpecs,
  productsV3: productsV3DeclaredReadSpecs,
  inventoryItemsV3: inventoryItemsV3DeclaredReadSpecs,
  categories: categoriesDeclaredReadSpecs,
} as const;
