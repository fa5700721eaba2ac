import {
  getAbandonedCartQueryKey,
  getCollectionBySlugQueryKey,
  getCollectionQueryKey,
  queryCollectionsQueryKey,
  getProductQueryKey,
  getStoreVariantQueryKey,
  queryProductsQueryKey,
} from '../../generated/@tanstack/react-query.gen.js';
import type { CollectionQuery, ProductQuery, StoreVariantsQuery } from '../../generated/types.gen.js';
import type { AbandonedCartsModule, AbandonedCartsQueryOptions } from '../catalog/abandoned-carts.js';
import type { CollectionsModule } from '../catalog/collections.js';
import type { InventoryModule, InventoryQueryOptions, InventoryVariantsOptions } from '../catalog/inventory.js';
import type { GetProductOptions, ProductsModule, ProductVariantsQueryOptions } from '../catalog/products.js';
import type { SiteContext } from '../core/site-context.js';
import { catalogV3QueryKeys } from './query-keys-v3.js';
import { categoryQueryKeys } from './query-keys-categories.js';
import type { CategoriesModule } from '../catalog-v3/categories.js';

/**
 * The generated key shape: one object naming the operation (`_id`), the API host and the request's parts. Keys of
 * the same request are equal, keys of two sites differ by `baseURL`.
 */
export interface CatalogKeyParts {
  _id: string;
  baseURL?: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  _infinite?: boolean;
}

export type CatalogQueryKey = [CatalogKeyParts];

/** A key in the generated shape for the reads the contract sends as POST (the generated code has no key for them). */
export function postReadKey(
  id: string,
  context: SiteContext,
  parts: Pick<CatalogKeyParts, 'path' | 'body'>,
): CatalogQueryKey {
  return [{ _id: id, baseURL: context.client.getConfig().baseURL, ...parts }];
}

/** A key builder is named after the catalogue call it caches; a name that is no call fails to compile. */
type CatalogCallName =
  | keyof ProductsModule
  | keyof CollectionsModule
  | keyof InventoryModule
  | keyof AbandonedCartsModule
  | keyof typeof catalogV3QueryKeys
  | keyof CategoriesModule;

export const catalogQueryKeys = {
  getProduct: (context: SiteContext, id: string, options: GetProductOptions = {}) =>
    getProductQueryKey({
      client: context.client,
      path: { id },
      query: { id, includeMerchantSpecificData: options.includeMerchantSpecificData },
    }),
  getCollectionBySlug: (context: SiteContext, slug: string) =>
    getCollectionBySlugQueryKey({ client: context.client, path: { slug }, query: { slug } }),
  getStoreVariant: (context: SiteContext, id: string) =>
    getStoreVariantQueryKey({ client: context.client, path: { id }, query: { id } }),
  getProductOptionsAvailability: (context: SiteContext, id: string, options: Record<string, string>) =>
    postReadKey('getProductOptionsAvailability', context, { path: { id }, body: { id, options } }),
  queryProductVariants: (context: SiteContext, id: string, selection: ProductVariantsQueryOptions = {}) =>
    postReadKey('queryProductVariants', context, { path: { id }, body: { id, ...selection } }),
  queryStoreVariants: (context: SiteContext, query: StoreVariantsQuery) =>
    postReadKey('queryStoreVariants', context, { body: { query } }),
  /** The request as a readable body (`{query}`), rather than the opaque `.r` value it travels in. */
  queryProducts: (context: SiteContext, query: ProductQuery) => [
    { ...queryProductsQueryKey({ client: context.client })[0], body: { query } },
  ],
  queryProductsInfinite: (context: SiteContext, query: ProductQuery) => [
    { ...queryProductsQueryKey({ client: context.client })[0], body: { query }, _infinite: true },
  ],
  /** As for products: the request as a readable body rather than its `.r` value. */
  queryCollections: (context: SiteContext, query: CollectionQuery) => [
    { ...queryCollectionsQueryKey({ client: context.client })[0], body: { query } },
  ],
  getCollection: (context: SiteContext, id: string) =>
    getCollectionQueryKey({ client: context.client, path: { id }, query: { id } }),
  queryInventory: (context: SiteContext, options: InventoryQueryOptions = {}) =>
    postReadKey('queryInventory', context, { body: { query: options.query } }),
  getInventoryVariants: (context: SiteContext, inventoryId: string, options: InventoryVariantsOptions = {}) =>
    postReadKey('getInventoryVariants', context, { path: { inventoryId }, body: { inventoryId, ...options } }),
  getAbandonedCart: (context: SiteContext, id: string) =>
    getAbandonedCartQueryKey({ client: context.client, path: { id }, query: { id } }),
  queryAbandonedCarts: (context: SiteContext, options: AbandonedCartsQueryOptions = {}) =>
    postReadKey('queryAbandonedCarts', context, { body: { query: options.query } }),
  ...catalogV3QueryKeys,
  ...categoryQueryKeys,
} satisfies Partial<Record<CatalogCallName | 'queryProductsInfinite', unknown>>;

/** The key's parts, when the key has the generated shape. */
export function keyParts(queryKey: readonly unknown[]): CatalogKeyParts | undefined {
  const [first] = queryKey;
  if (typeof first !== 'object' || first === null) return undefined;
  return typeof (first as { _id?: unknown })._id === 'string' ? (first as CatalogKeyParts) : undefined;
}
