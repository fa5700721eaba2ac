import type { Collection, CollectionQuery } from '../../generated/types.gen.js';
import type { AbandonedCartsModule, AbandonedCartsQueryOptions } from '../catalog/abandoned-carts.js';
import type { CollectionsModule } from '../catalog/collections.js';
import { CollectionsQueryBuilder } from '../catalog/collections-query.js';
import type { InventoryModule, InventoryQueryOptions, InventoryVariantsOptions } from '../catalog/inventory.js';
import { toOffsetPageData, type OffsetPageData } from '../catalog/products-page.js';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../catalog/query-paging.js';
import type { ReadOptions } from './catalog-queries.js';
import { catalogQueryKeys } from './query-keys.js';
import { useSiteRead } from './site-read.js';

type Answer<M, K extends keyof M> = M[K] extends (...args: never[]) => Promise<infer R> ? R : never;

export type CollectionsPage = OffsetPageData<Collection>;

/**
 * One page of a collection query (a builder from `site.collections.queryCollections()` or a plain
 * `{filter, sort, paging}`) as plain data: `items`, `totalCount`, `hasNext`, … To page, change `skip()`.
 */
export function useQueryCollections(
  collectionQuery: CollectionsQueryBuilder | CollectionQuery,
  query?: ReadOptions<CollectionsPage>,
) {
  const plain = collectionQuery instanceof CollectionsQueryBuilder ? collectionQuery.toQuery() : collectionQuery;
  const paging = { offset: plain.paging?.offset ?? 0, limit: plain.paging?.limit ?? DEFAULT_PAGE_SIZE };
  const request = { ...plain, paging };
  const page: PageRequest = { ...paging, pageSize: paging.limit };
  return useSiteRead(
    (context) => catalogQueryKeys.queryCollections(context, request),
    async (site, signal) => {
      const response = await site.collections.queryCollections(request, { signal });
      return toOffsetPageData(page, response.collections ?? [], response.metadata);
    },
    query,
  );
}

export function useGetCollection(id: string, query?: ReadOptions<Answer<CollectionsModule, 'getCollection'>>) {
  return useSiteRead(
    (context) => catalogQueryKeys.getCollection(context, id),
    (site, signal) => site.collections.getCollection(id, { signal }),
    query,
  );
}

/** Reads although the contract sends them as POSTs: cached under their requests. */
export function useQueryInventory(
  options?: InventoryQueryOptions,
  query?: ReadOptions<Answer<InventoryModule, 'queryInventory'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.queryInventory(context, options),
    (site, signal) => site.inventory.queryInventory(options, { signal }),
    query,
  );
}

export function useGetInventoryVariants(
  inventoryId: string,
  options?: InventoryVariantsOptions,
  query?: ReadOptions<Answer<InventoryModule, 'getInventoryVariants'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.getInventoryVariants(context, inventoryId, options),
    (site, signal) => site.inventory.getInventoryVariants(inventoryId, options, { signal }),
    query,
  );
}

export function useGetAbandonedCart(id: string, query?: ReadOptions<Answer<AbandonedCartsModule, 'getAbandonedCart'>>) {
  return useSiteRead(
    (context) => catalogQueryKeys.getAbandonedCart(context, id),
    (site, signal) => site.abandonedCarts.getAbandonedCart(id, { signal }),
    query,
  );
}

export function useQueryAbandonedCarts(
  options?: AbandonedCartsQueryOptions,
  query?: ReadOptions<Answer<AbandonedCartsModule, 'queryAbandonedCarts'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.queryAbandonedCarts(context, options),
    (site, signal) => site.abandonedCarts.queryAbandonedCarts(options, { signal }),
    query,
  );
}
