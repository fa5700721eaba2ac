export { SiteProvider, createSiteQueryClient, useSite, type SiteProviderProps } from './site-provider.js';
export type { ReactSiteClient } from './site-binding.js';
export {
  useQueryStoreVariants,
  useQueryProducts,
  useQueryProductsInfinite,
  type ReadOptions,
  type InfiniteReadOptions,
} from './catalog-queries.js';
export * from './catalog-mutations.js';
export {
  useQueryCollections,
  useQueryInventory,
  useQueryAbandonedCarts,
  type CollectionsPage,
} from './store-queries.js';
export { useUpdateInventoryVariants, useIncrementInventory, useDecrementInventory } from './stock-mutations.js';
export {
  useLoginStatus,
  useAuth,
  useGenerateVisitorTokens,
  useRenewToken,
  useSetTokens,
  useRegister,
  useLogin,
  useProcessVerification,
  useSendPasswordResetEmail,
  useGetMemberTokens,
  useGetMemberTokensForDirectLogin,
  useGetMemberTokensForExternalLogin,
  useLogout,
} from './auth-hooks.js';
export * from './identity-hooks.js';
export * from './catalog-v3-queries.js';
export * from './category-queries.js';
export * from './hooks.gen.js';
export type { NamedEntityReadHooks } from './named-entity-read-hooks.js';
export type {
  CursorReadInput,
  CursorPageParam,
  CursorInfiniteData,
  CursorInfiniteOptions,
} from './cursor-read-hooks.js';
export { useSiteMutation, type ActionOptions } from './site-mutation.js';
export type { LoginStatus } from './login-status.js';
export { catalogQueryKeys, categoryQueryKeys } from './query-keys.js';
export type { CatalogKeyParts } from './read-key.js';
export { invalidateStaleData, type StaleData, type NamedEntityV3 } from './invalidation.js';
export type { ProductsPage, OffsetPageData } from '../catalog/products-page.js';
