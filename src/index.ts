export {
  createSiteClient,
  getSiteContext,
  type SiteClient,
  type SiteClientOptions,
  type AuthStrategy,
  type AuthFor,
} from './site-client.js';
export { DEFAULT_BASE_URL } from './core/base-url.js';
export type { SiteContext } from './core/site-context.js';
export { systemClock, type Clock } from './core/clock.js';
export * from './auth/index.js';
export * from './errors/index.js';
export * from './storage/index.js';
export type {
  AuthenticationModule,
  RecoveryModule,
  VerificationModule,
  RegisterV2Options,
  LoginV2Options,
  SignOnOptions,
  LogoutOptions,
  VerifyFactorOptions,
  SendRecoveryEmailOptions,
  SendActivationEmailOptions,
  RecoverOptions,
  VerifyDuringAuthenticationOptions,
} from './identity/index.js';
export type { RedirectsModule } from './redirects/index.js';
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
  QueryFilter,
} from './catalog/index.js';
export { ProductsQueryBuilder, ProductsQueryResult, DEFAULT_PAGE_SIZE } from './catalog/index.js';
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
export type {
  CatalogV3,
  CatalogVersioningModule,
  ProductsV3Module,
  InventoryItemsV3Module,
  ReadOnlyVariantsV3Module,
  ProductsV3QueryBuilder,
  ProductsV3SearchBuilder,
  InventoryItemsQueryBuilder,
  InventoryItemsSearchBuilder,
  VariantsQueryBuilder,
  VariantsSearchBuilder,
  ProductV3QueryField,
  InventoryItemQueryField,
  VariantQueryField,
  NewProductV3,
  ProductV3Update,
  ProductWithInventoryInput,
  ProductUpdateElement,
  ProductWithInventoryUpdateElement,
  ProductRevision,
  ProductCount,
  SingleProductFieldsOptions,
  ProductFieldsOptions,
  WithInventoryOptions,
  BulkProductOptions,
  InfoSectionsOptions,
  CategoriesByFilter,
  TagAssignments,
  VariantAdjustments,
  VariantChanges,
  SearchOption,
  NewInventoryItem,
  InventoryItemUpdate,
  InventoryItemUpdateElement,
  InventoryItemUpsertElement,
  InventoryItemsCount,
  ReturnEntityOption,
  ReasonOption,
  DecrementOptions,
  IncrementOptions,
  AdjustByFilterOptions,
  CreateByVariantFilterOptions,
  VariantFieldsOptions,
  VariantSearchOptions,
  CursorPage,
  CursorContinuation,
  CursorPageSource,
  AggregationKind,
  AggregationRequests,
  AggregationResultOf,
  AggregationResults,
  AggregationSettings,
  NoAggregations,
  MaskedUpdate,
  BrandsV3Module,
  BrandsV3QueryBuilder,
  BrandQueryField,
  RibbonsV3Module,
  RibbonsV3QueryBuilder,
  RibbonQueryField,
  InfoSectionsV3Module,
  InfoSectionsV3QueryBuilder,
  InfoSectionQueryField,
  GetOrCreateInfoSectionOptions,
  BulkGetOrCreateInfoSectionsOptions,
  CustomizationsV3Module,
  CustomizationsV3QueryBuilder,
  CustomizationQueryField,
  CustomizationFieldsOptions,
  CustomizationChoices,
  CustomizationChoicesAnswer,
  CustomizationChoiceUpdateElement,
  RemoveChoicesOptions,
  SharedEntityCallsV3,
  BulkDeleteCallV3,
  GetOrCreateByNameCallsV3,
  EntityTypesV3,
  RequestedFieldsOption,
  BulkEntityOptions,
  CountFilter,
} from './catalog-v3/index.js';
export { CursorQueryBuilder, CursorSearchBuilder, CursorResult } from './catalog-v3/index.js';
export type * from './catalog-v3/categories.js';
export { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from './catalog-v3/index.js';
export type * from './wire-types.js';
export { createSiteClientBase, addSiteModules, type SiteClientBase } from './site-client-base.js';
export { createCatalog } from './catalog/index.js';
export { createCatalogV3 } from './catalog-v3/index.js';
export { createProducts } from './catalog/products.js';
export { createCollections } from './catalog/collections.js';
export { createProductsV3 } from './catalog-v3/products-v3.js';
export { createCategories } from './catalog-v3/categories.js';
