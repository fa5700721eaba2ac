import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { CursorPagingV3, CursorQueryV3, CursorSearchV3, PagingMetadataV3 } from '../../generated/types.gen.js';
import { CursorQueryBuilder } from '../catalog-v3/cursor-query-builder.js';
import { nextPageRequest } from '../catalog-v3/next-page-request.js';
import type { SiteContext } from '../core/site-context.js';
import type { ReadOptions } from './catalog-queries.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';
import { useSiteRead } from './site-read.js';

/** A v3 query or search: a builder (`site.productsV3.queryProducts()…`) or the plain request object. */
export type CursorReadInput = CursorQueryBuilder<string, unknown> | CursorQueryV3 | CursorSearchV3;

type CursorResponse = { pagingMetadata?: PagingMetadataV3 };

/** The page parameter of an infinite v3 read: `null` for the first page, then the `next` cursor. */
export type CursorPageParam = string | null;

export type CursorInfiniteData<TResponse> = InfiniteData<TResponse, CursorPageParam>;

/** TanStack infinite-query options a cursor hook accepts; key, function and page parameters are its own. */
export type CursorInfiniteOptions<TResponse> = Omit<
  UseInfiniteQueryOptions<TResponse, Error, CursorInfiniteData<TResponse>, QueryKey, CursorPageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

function requestOf(input: CursorReadInput): CursorSearchV3 {
  return input instanceof CursorQueryBuilder ? input.toRequest() : input;
}

/**
 * The first page's request (or listing options), or only the cursor and page size of a following one: the cursor
 * carries the rest.
 */
export function pageRequest<T extends { cursorPaging?: CursorPagingV3 }>(first: T, cursor: CursorPageParam): T {
  if (cursor === null) return first;
  return nextPageRequest(cursor, first.cursorPaging?.limit) as T;
}

/** The `next` cursor, unless the server hands out one it already answered (paging would never end). */
export function nextCursor(last: CursorResponse, pageParams: readonly CursorPageParam[]): string | undefined {
  const cursor = last.pagingMetadata?.cursors?.next;
  return cursor && !pageParams.includes(cursor) ? cursor : undefined;
}

/** A v3 query or search of one module: where its request goes, its key, and the site client's call. */
export interface CursorReadSpec<TResponse, TOptions> {
  /** Where the request goes in the body: `query` or `search`. */
  kind: 'query' | 'search';
  key: (context: SiteContext, request: Record<string, unknown>, infinite?: boolean) => QueryKey;
  run: (
    site: ReactSiteClient,
    request: CursorSearchV3,
    options: TOptions | undefined,
    signal: AbortSignal,
  ) => Promise<TResponse>;
}

/** The options of a v3 query or search that takes none besides the request. */
export type NoOptions = Record<never, never>;

type Call = (...args: never[]) => Promise<unknown>;
/** A call takes options when it has three parameters: the request, the options and the transport options. */
type TakesOptions<F extends Call> = Parameters<F>['length'] extends 1 | 2 ? false : true;
type OptionsOf<F extends Call> = TakesOptions<F> extends true ? NonNullable<Parameters<F>[1]> : NoOptions;
type Run = (request: CursorSearchV3, ...rest: unknown[]) => Promise<never>;

/**
 * The spec of a query or search, named directly: `cursorSpec((site) => site.productsV3.queryProducts)('query',
 * keys.queryProductsV3, true)`, cached under the key; `takesOptions` says whether the call takes options (`fields`,
 * …) between the request and the transport options.
 */
export const cursorSpec =
  <F extends Call>(call: (site: ReactSiteClient) => F) =>
  (
    kind: 'query' | 'search',
    key: CursorReadSpec<unknown, unknown>['key'],
    takesOptions: TakesOptions<F>,
  ): CursorReadSpec<Awaited<ReturnType<F>>, OptionsOf<F>> => ({
    kind,
    key,
    run: (site, request, options, signal) => {
      const read = call(site) as unknown as Run;
      return takesOptions ? read(request, options, { signal }) : read(request, { signal });
    },
  });

const keyRequest = (kind: 'query' | 'search', request: CursorSearchV3, options: object | undefined) => ({
  [kind]: request,
  ...options,
});

/** One page of a v3 query or search: the raw response. The options (`fields`, `locationIds`) are part of the key. */
export function useCursorRead<TResponse extends CursorResponse, TOptions extends object>(
  spec: CursorReadSpec<TResponse, TOptions>,
  input: CursorReadInput,
  options?: TOptions,
  query?: ReadOptions<TResponse>,
) {
  const request = requestOf(input);
  return useSiteRead(
    (context) => spec.key(context, keyRequest(spec.kind, request, options)),
    (site, signal) => spec.run(site, request, options, signal),
    query,
  );
}

/** Every page of a v3 query or search: `fetchNextPage()` follows `cursors.next`, sending only the cursor. */
export function useCursorInfinite<TResponse extends CursorResponse, TOptions extends object>(
  spec: CursorReadSpec<TResponse, TOptions>,
  input: CursorReadInput,
  options?: TOptions,
  query?: CursorInfiniteOptions<TResponse>,
) {
  const { site, context } = useSiteValue();
  const first = requestOf(input);
  return useInfiniteQuery<TResponse, Error, CursorInfiniteData<TResponse>, QueryKey, CursorPageParam>({
    ...query,
    queryKey: spec.key(context, keyRequest(spec.kind, first, options), true),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => spec.run(site, pageRequest(first, pageParam), options, signal),
    getNextPageParam: (last, _pages, _lastParam, pageParams) => nextCursor(last, pageParams),
  });
}
