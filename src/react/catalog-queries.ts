import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ProductQuery, StoreVariantsQuery } from '../../generated/types.gen.js';
import type { CollectionsModule } from '../catalog/collections.js';
import type { GetProductOptions, ProductsModule, ProductVariantsQueryOptions } from '../catalog/products.js';
import { toProductsPage, type ProductsPage } from '../catalog/products-page.js';
import { ProductsQueryBuilder } from '../catalog/query-builder.js';
import { DEFAULT_PAGE_SIZE, nextPage, previousPage, type PageRequest } from '../catalog/query-paging.js';
import { MAX_CONSECUTIVE_EMPTY_PAGES } from '../catalog/query-result.js';
import { catalogQueryKeys } from './query-keys.js';
import { useSiteRead } from './site-read.js';
import { useSiteValue } from './site-provider.js';

/** TanStack query options a read hook accepts (`enabled`, `staleTime`, `select`, …); key and function are its own. */
export type ReadOptions<TData> = Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn'>;

type Answer<K extends keyof ProductsModule> = Awaited<ReturnType<ProductsModule[K]>>;
type CollectionAnswer = Awaited<ReturnType<CollectionsModule['getCollectionBySlug']>>;

/*
 * Keys come from one place, `catalogQueryKeys` (the generated key builders, with this site's generated client, so keys
 * carry its API host); the query functions run the site client's own calls, so a hook answers and fails exactly like
 * `site.products.*`: argument-named errors, the GET/POST switch of product queries, the same unwrapped data.
 */

export function useGetProduct(id: string, options?: GetProductOptions, query?: ReadOptions<Answer<'getProduct'>>) {
  return useSiteRead(
    (context) => catalogQueryKeys.getProduct(context, id, options),
    (site, signal) => site.products.getProduct(id, options, { signal }),
    query,
  );
}

export function useGetCollectionBySlug(slug: string, query?: ReadOptions<CollectionAnswer>) {
  return useSiteRead(
    (context) => catalogQueryKeys.getCollectionBySlug(context, slug),
    (site, signal) => site.collections.getCollectionBySlug(slug, { signal }),
    query,
  );
}

export function useGetStoreVariant(id: string, query?: ReadOptions<Answer<'getStoreVariant'>>) {
  return useSiteRead(
    (context) => catalogQueryKeys.getStoreVariant(context, id),
    (site, signal) => site.products.getStoreVariant(id, { signal }),
    query,
  );
}

/** A read although the contract sends it as a POST: cached under its request. */
export function useGetProductOptionsAvailability(
  id: string,
  options: Record<string, string>,
  query?: ReadOptions<Answer<'getProductOptionsAvailability'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.getProductOptionsAvailability(context, id, options),
    (site, signal) => site.products.getProductOptionsAvailability(id, options, { signal }),
    query,
  );
}

export function useQueryProductVariants(
  id: string,
  selection?: ProductVariantsQueryOptions,
  query?: ReadOptions<Answer<'queryProductVariants'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.queryProductVariants(context, id, selection),
    (site, signal) => site.products.queryProductVariants(id, selection, { signal }),
    query,
  );
}

export function useQueryStoreVariants(
  storeQuery: StoreVariantsQuery,
  query?: ReadOptions<Answer<'queryStoreVariants'>>,
) {
  return useSiteRead(
    (context) => catalogQueryKeys.queryStoreVariants(context, storeQuery),
    (site, signal) => site.products.queryStoreVariants(storeQuery, { signal }),
    query,
  );
}

/** A product query with explicit paging, so that its pages can be computed (offset 0 and 50 per page by default). */
type PagedProductQuery = ProductQuery & { paging: { offset: number; limit: number } };

function pagedQuery(productQuery: ProductsQueryBuilder | ProductQuery): PagedProductQuery {
  const query = productQuery instanceof ProductsQueryBuilder ? productQuery.toQuery() : productQuery;
  const paging = { offset: query.paging?.offset ?? 0, limit: query.paging?.limit ?? DEFAULT_PAGE_SIZE };
  return { ...query, paging };
}

/**
 * One page of a product query (a builder from `site.products.queryProducts()` or a plain `{filter, sort, paging}`),
 * as plain data: `items`, `totalCount`, `hasNext`, … To page, change the query's `skip()`.
 */
export function useQueryProducts(productQuery: ProductsQueryBuilder | ProductQuery, query?: ReadOptions<ProductsPage>) {
  const request = pagedQuery(productQuery);
  const page: PageRequest = { ...request.paging, pageSize: request.paging.limit };
  return useSiteRead(
    (context) => catalogQueryKeys.queryProducts(context, request),
    async (site, signal) => toProductsPage(page, await site.products.queryProducts(request, { signal })),
    query,
  );
}

type InfiniteProducts = InfiniteData<ProductsPage, PageRequest>;

/** TanStack infinite-query options the hook accepts; key, function and page parameters are its own. */
export type InfiniteReadOptions = Omit<
  UseInfiniteQueryOptions<ProductsPage, Error, InfiniteProducts, QueryKey, PageRequest>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

function endsWithEmptyRun(pages: ProductsPage[]): boolean {
  const tail = pages.slice(-MAX_CONSECUTIVE_EMPTY_PAGES);
  return tail.length === MAX_CONSECUTIVE_EMPTY_PAGES && tail.every((page) => page.items.length === 0);
}

/**
 * A product query as an infinite list: `fetchNextPage()` appends the next page, `fetchPreviousPage()` prepends the
 * one before a query that starts at an offset. The paging rules are those of `ProductsQueryResult`: `hasNextPage`
 * stays true across an empty page while the server reports more, and ends after a run of empty pages.
 */
export function useQueryProductsInfinite(
  productQuery: ProductsQueryBuilder | ProductQuery,
  query?: InfiniteReadOptions,
) {
  const { site, context } = useSiteValue();
  const request = pagedQuery(productQuery);
  return useInfiniteQuery<ProductsPage, Error, InfiniteProducts, QueryKey, PageRequest>({
    ...query,
    queryKey: catalogQueryKeys.queryProductsInfinite(context, request),
    initialPageParam: { ...request.paging, pageSize: request.paging.limit },
    queryFn: async ({ pageParam, signal }) => {
      const paging = { offset: pageParam.offset, limit: pageParam.limit };
      return toProductsPage(pageParam, await site.products.queryProducts({ ...request, paging }, { signal }));
    },
    getNextPageParam: (lastPage, allPages, lastPageParam) =>
      lastPage.hasNext && !endsWithEmptyRun(allPages) ? nextPage(lastPageParam) : undefined,
    getPreviousPageParam: (firstPage, _allPages, firstPageParam) =>
      firstPage.hasPrev ? previousPage(firstPageParam) : undefined,
  });
}
