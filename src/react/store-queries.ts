import { useQuery } from '@tanstack/react-query';
import type { Collection, CollectionQuery } from '../../generated/types.gen.js';
import type { AbandonedCartsModule, AbandonedCartsQueryOptions } from '../catalog/abandoned-carts.js';
import type { CollectionsModule } from '../catalog/collections.js';
import { CollectionsQueryBuilder } from '../catalog/collections-query.js';
import type { InventoryModule, InventoryQueryOptions, InventoryVariantsOptions } from '../catalog/inventory.js';
import { toOffsetPageData, type OffsetPageData } from '../catalog/products-page.js';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../catalog/query-paging.js';
import type { ReadOptions } from './catalog-queries.js';
import { catalogQueryKeys } from './query-keys.js';
import { useSiteValue } from './site-provider.js';

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
  const { site, context } = useSiteValue();
  const plain = collectionQuery instanceof CollectionsQueryBuilder ? collectionQuery.toQuery() : collectionQuery;
  const paging = { offset: plain.paging?.offset ?? 0, limit: plain.paging?.limit ?? DEFAULT_PAGE_SIZE };
  const request = { ...plain, paging };
  const page: PageRequest = { ...paging, pageSize: paging.limit };
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.queryCollections(context, request),
    queryFn: async ({ signal }) => {
      const response = await site.collections.queryCollections(request, { signal });
      return toOffsetPageData(page, response.collections ?? [], response.metadata);
    },
  });
}

export function useGetCollection(id: string, query?: ReadOptions<Answer<CollectionsModule, 'getCollection'>>) {
  const { site, context } = useSiteValue();
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.getCollection(context, id),
    queryFn: ({ signal }) => site.collections.getCollection(id, { signal }),
  });
}

/** Reads although the contract sends them as POSTs: cached under their requests. */
export function useQueryInventory(
  options?: InventoryQueryOptions,
  query?: ReadOptions<Answer<InventoryModule, 'queryInventory'>>,
) {
  const { site, context } = useSiteValue();
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.queryInventory(context, options),
    queryFn: ({ signal }) => site.inventory.queryInventory(options, { signal }),
  });
}

export function useGetInventoryVariants(
  inventoryId: string,
  options?: InventoryVariantsOptions,
  query?: ReadOptions<Answer<InventoryModule, 'getInventoryVariants'>>,
) {
  const { site, context } = useSiteValue();
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.getInventoryVariants(context, inventoryId, options),
    queryFn: ({ signal }) => site.inventory.getInventoryVariants(inventoryId, options, { signal }),
  });
}

export function useGetAbandonedCart(id: string, query?: ReadOptions<Answer<AbandonedCartsModule, 'getAbandonedCart'>>) {
  const { site, context } = useSiteValue();
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.getAbandonedCart(context, id),
    queryFn: ({ signal }) => site.abandonedCarts.getAbandonedCart(id, { signal }),
  });
}

export function useQueryAbandonedCarts(
  options?: AbandonedCartsQueryOptions,
  query?: ReadOptions<Answer<AbandonedCartsModule, 'queryAbandonedCarts'>>,
) {
  const { site, context } = useSiteValue();
  return useQuery({
    ...query,
    queryKey: catalogQueryKeys.queryAbandonedCarts(context, options),
    queryFn: ({ signal }) => site.abandonedCarts.queryAbandonedCarts(options, { signal }),
  });
}
