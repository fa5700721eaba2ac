export {
  createSiteClient,
  getSiteContext,
  type SiteClient,
  type SiteClientOptions,
  type AuthStrategy,
  type AuthFor,
  type SiteModuleFactories,
  type SiteModules,
} from './site-client.js';
export { DEFAULT_BASE_URL } from './core/base-url.js';
export type { SiteContext } from './core/site-context.js';
export { systemClock, type Clock } from './core/clock.js';
export * from './auth/index.js';
export * from './errors/index.js';
export * from './storage/index.js';
export type { AuthenticationModule, RecoveryModule, VerificationModule } from './identity/index.js';
export type * from './identity/identity-options.js';
export type { RedirectsModule } from './redirects/index.js';
export type { CheckoutModule } from './checkout/index.js';
export type { FileUploadUrlOptions, FilesModule } from './media/files.js';
export type { ResponseCheck } from './http/response-check.js';
export {
  DEFAULT_RETRY,
  DEFAULT_TIMEOUT_MS,
  type RetryOptions,
  type CallOptions,
  type SiteRequestMeta,
} from './http/index.js';
export type {
  Catalog,
  ProductsModule,
  CollectionsModule,
  NewProduct,
  NewCollection,
  GetProductOptions,
  ProductVariantsQueryOptions,
  ProductMediaInput,
  ChoiceMedia,
  ProductQueryField,
} from './catalog/index.js';
export type { QueryFilter } from './query-language/query-filter.js';
export { ProductsQueryBuilder, ProductsQueryResult } from './catalog/index.js';
export { DEFAULT_PAGE_SIZE } from './query-language/query-paging.js';
export { CollectionsQueryBuilder, CollectionsQueryResult } from './catalog/index.js';
export type {
  CollectionQueryField,
  InventoryModule,
  InventoryItemInput,
  InventoryQueryOptions,
  InventoryVariantsOptions,
  AbandonedCartsModule,
  AbandonedCartsQueryOptions,
} from './catalog/index.js';
export * from './catalog-v3/index.js';
export type * from './wire-types.js';
export { addSiteModules, type SiteClientBase } from './site-client-base.js';
export { createCatalog } from './catalog/index.js';
export { createProducts } from './catalog/products.js';
export { createCollections } from './catalog/collections.js';
export { createProductsV3 } from './catalog-v3/products-v3.js';
export { createInventoryItemsV3 } from './catalog-v3/inventory-items-v3.js';
export { createCategories } from './catalog-v3/categories.js';
export { createFiles } from './media/files.js';
