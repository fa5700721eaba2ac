import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ProductQuery } from '../../generated/types.gen.js';
import { toProductsPage, type ProductsPage } from '../catalog/products-page.js';
import { ProductsQueryBuilder } from '../catalog/query-builder.js';
import { DEFAULT_PAGE_SIZE, nextPage, previousPage, type PageRequest } from '../query-language/query-paging.js';
import { MAX_CONSECUTIVE_EMPTY_PAGES } from '../query-language/page-of-items.js';
import { catalogQueryKeys } from './query-keys.js';
import { siteRead, useSiteRead } from './site-read.js';
import { useSiteValue } from './site-provider.js';

/** TanStack query options a read hook accepts (`enabled`, `staleTime`, `select`, …); key and function are its own. */
export type ReadOptions<TData> = Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn'>;

/*
 * Keys come from one place, `catalogQueryKeys` (the generated key builders, with this site's generated client, so keys
 * carry its API host); the query functions run the site client's own calls, so a hook answers and fails exactly like
 * `site.products.*`: argument-named errors, the GET/POST switch of product queries, the same unwrapped data.
 */

const keys = catalogQueryKeys;
/** A read although the contract sends it as a POST: cached under its request. */
export const useQueryStoreVariants = /* @__PURE__ */ siteRead((site) => site.products.queryStoreVariants)(
  1,
  keys.queryStoreVariants,
);

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
