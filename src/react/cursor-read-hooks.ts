import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { CursorQueryV3, CursorSearchV3, PagingMetadataV3 } from '../../generated/types.gen.js';
import { CursorQueryBuilder } from '../catalog-v3/cursor-query-builder.js';
import type { SiteContext } from '../core/site-context.js';
import type { ReadOptions } from './catalog-queries.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';
import { useSiteRead } from './site-read.js';

/** A v3 query or search: a builder (`site.productsV3.queryProducts()…`) or the plain request object. */
export type CursorReadInput = CursorQueryBuilder<string, unknown> | CursorQueryV3 | CursorSearchV3;

type CursorAnswer = { pagingMetadata?: PagingMetadataV3 };

/** The page parameter of an infinite v3 read: `null` for the first page, then the `next` cursor. */
export type CursorPageParam = string | null;

export type CursorInfiniteData<TAnswer> = InfiniteData<TAnswer, CursorPageParam>;

/** TanStack infinite-query options a cursor hook accepts; key, function and page parameters are its own. */
export type CursorInfiniteOptions<TAnswer> = Omit<
  UseInfiniteQueryOptions<TAnswer, Error, CursorInfiniteData<TAnswer>, QueryKey, CursorPageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>;

function requestOf(input: CursorReadInput): CursorSearchV3 {
  return input instanceof CursorQueryBuilder ? input.toRequest() : input;
}

/** The first page's request, or only the cursor and page size of a following one. */
function pageRequest(first: CursorSearchV3, cursor: CursorPageParam): CursorSearchV3 {
  if (cursor === null) return first;
  const limit = first.cursorPaging?.limit;
  return { cursorPaging: limit === undefined ? { cursor } : { cursor, limit } };
}

/** The `next` cursor, unless the server hands out one it already answered (paging would never end). */
export function nextCursor(last: CursorAnswer, pageParams: readonly CursorPageParam[]): string | undefined {
  const cursor = last.pagingMetadata?.cursors?.next;
  return cursor && !pageParams.includes(cursor) ? cursor : undefined;
}

/** A v3 query or search of one module: where its request goes, its key, and the site client's call. */
export interface CursorReadSpec<TAnswer, TOptions> {
  /** Where the request goes in the body: `query` or `search`. */
  kind: 'query' | 'search';
  key: (context: SiteContext, request: Record<string, unknown>, infinite?: boolean) => QueryKey;
  run: (
    site: ReactSiteClient,
    request: CursorSearchV3,
    options: TOptions | undefined,
    signal: AbortSignal,
  ) => Promise<TAnswer>;
}

/** The options of a v3 query or search that takes none besides the request. */
export type NoOptions = Record<never, never>;

type Module = 'productsV3' | 'inventoryItemsV3' | 'readOnlyVariantsV3' | 'categories';
type CursorCall<M extends Module> = Extract<keyof ReactSiteClient[M], `query${string}` | `search${string}`>;
type Read<M extends Module, K extends CursorCall<M>> = Extract<ReactSiteClient[M][K], (...args: never[]) => unknown>;
/** A call takes options when it has three parameters: the request, the options and the transport options. */
type TakesOptions<M extends Module, K extends CursorCall<M>> = Parameters<Read<M, K>>['length'] extends 1 | 2
  ? false
  : true;
type OptionsOf<M extends Module, K extends CursorCall<M>> =
  TakesOptions<M, K> extends true ? NonNullable<Parameters<Read<M, K>>[1]> : NoOptions;

/**
 * The spec of `site[module][method]`, a query or search by its name, cached under `key`; `takesOptions` says whether
 * the call takes options (`fields`, …) between the request and the transport options.
 */
export function cursorSpec<M extends Module, K extends CursorCall<M>>(
  module: M,
  method: K,
  key: CursorReadSpec<unknown, unknown>['key'],
  takesOptions: TakesOptions<M, K>,
): CursorReadSpec<Awaited<ReturnType<Read<M, K>>>, OptionsOf<M, K>> {
  type Call = (...args: unknown[]) => Promise<Awaited<ReturnType<Read<M, K>>>>;
  return {
    kind: method.startsWith('query') ? 'query' : 'search',
    key,
    run: (site, request, options, signal) => {
      const module_ = site[module] as unknown as Record<K, Call>;
      return takesOptions ? module_[method](request, options, { signal }) : module_[method](request, { signal });
    },
  };
}

const keyRequest = (kind: 'query' | 'search', request: CursorSearchV3, options: object | undefined) => ({
  [kind]: request,
  ...options,
});

/** One page of a v3 query or search: the raw answer. The options (`fields`, `locationIds`) are part of the key. */
export function useCursorRead<TAnswer extends CursorAnswer, TOptions extends object>(
  spec: CursorReadSpec<TAnswer, TOptions>,
  input: CursorReadInput,
  options?: TOptions,
  query?: ReadOptions<TAnswer>,
) {
  const request = requestOf(input);
  return useSiteRead(
    (context) => spec.key(context, keyRequest(spec.kind, request, options)),
    (site, signal) => spec.run(site, request, options, signal),
    query,
  );
}

/** Every page of a v3 query or search: `fetchNextPage()` follows `cursors.next`, sending only the cursor. */
export function useCursorInfinite<TAnswer extends CursorAnswer, TOptions extends object>(
  spec: CursorReadSpec<TAnswer, TOptions>,
  input: CursorReadInput,
  options?: TOptions,
  query?: CursorInfiniteOptions<TAnswer>,
) {
  const { site, context } = useSiteValue();
  const first = requestOf(input);
  return useInfiniteQuery<TAnswer, Error, CursorInfiniteData<TAnswer>, QueryKey, CursorPageParam>({
    ...query,
    queryKey: spec.key(context, keyRequest(spec.kind, first, options), true),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => spec.run(site, pageRequest(first, pageParam), options, signal),
    getNextPageParam: (last, _pages, _lastParam, pageParams) => nextCursor(last, pageParams),
  });
}
