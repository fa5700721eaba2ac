import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import type { ReadOptions } from './catalog-queries.js';
import type { ReactSiteClient } from './site-binding.js';
import { useSiteValue } from './site-provider.js';

type SiteValue = ReturnType<typeof useSiteValue>;

/**
 * A single read of the site in scope: the key from the query-key builders, for this site's context; the function the
 * site client's own call, so the hook answers and fails exactly like the call.
 */
export function useSiteRead<TData>(
  queryKey: (context: SiteValue['context']) => QueryKey,
  run: (site: ReactSiteClient, signal: AbortSignal) => Promise<TData>,
  query?: ReadOptions<TData>,
) {
  const { site, context } = useSiteValue();
  return useQuery({ ...query, queryKey: queryKey(context), queryFn: ({ signal }) => run(site, signal) });
}

/** A read hook: the read's own arguments, then the TanStack options. */
export type SiteReadHook<A extends unknown[], TData> = (
  ...args: [...A, query?: ReadOptions<TData>]
) => UseQueryResult<TData, Error>;

/**
 * The read hook of any call: `run` makes the call with the hook's arguments and `key` builds its key from them. There
 * are `arity` arguments before the TanStack options; the missing ones are `undefined`, so that an argument left out
 * never moves the options into its place.
 */
export function siteReadHook<A extends unknown[], TData>(
  arity: Required<A>['length'],
  key: (context: SiteContext, ...args: NoInfer<A>) => QueryKey,
  run: (site: ReactSiteClient, signal: AbortSignal, ...args: A) => Promise<TData>,
): SiteReadHook<A, TData> {
  return (...args) => {
    const own = Array.from({ length: arity }, (_, index) => args[index]) as A;
    const query = args[arity] as ReadOptions<TData> | undefined;
    return useSiteRead(
      (context) => key(context, ...own),
      (site, signal) => run(site, signal, ...own),
      query,
    );
  };
}

type Module = { [M in keyof ReactSiteClient]: ReactSiteClient[M] extends object ? M : never }[keyof ReactSiteClient];
type Call = (...args: never[]) => Promise<unknown>;
type CallOf<M extends Module, K> = Extract<ReactSiteClient[M][K & keyof ReactSiteClient[M]], Call>;
/** A call's own arguments: all but the transport options it takes last. */
type ReadArgs<M extends Module, K> = Parameters<CallOf<M, K>> extends [...infer A, CallOptions?] ? A : never;
type Answer<M extends Module, K> = Awaited<ReturnType<CallOf<M, K>>>;
type KeyOf<A extends unknown[]> = (context: SiteContext, ...args: A) => QueryKey;
/** The calls of `site[M]` with a key builder of their own arguments in `Keys`, named the call's name and `S`. */
type KeyedRead<M extends Module, Keys, S extends string> = {
  [K in keyof ReactSiteClient[M] & string]: Keys extends Record<`${K}${S}`, KeyOf<ReadArgs<M, K>>> ? K : never;
}[keyof ReactSiteClient[M] & string];

/**
 * The read hooks of `site[module]`, each cached under the builder in `keys` named after its call and `suffix`:
 * `const products = siteReads('productsV3', keys, 'V3')`, and `products('getProduct', 2)` is
 * `useGetProductV3(productId, options?, query?)`, cached under `keys.getProductV3`. `arity` counts the call's own
 * arguments.
 */
export function siteReads<M extends Module, Keys extends object, S extends string = ''>(
  module: M,
  keys: Keys,
  suffix?: S,
) {
  return <K extends KeyedRead<M, Keys, S>>(
    method: K,
    arity: Required<ReadArgs<M, K>>['length'],
  ): SiteReadHook<ReadArgs<M, K>, Answer<M, K>> => {
    const key = (keys as Record<string, KeyOf<ReadArgs<M, K>>>)[`${method}${suffix ?? ''}`]!;
    const run = (site: ReactSiteClient, signal: AbortSignal, ...args: ReadArgs<M, K>) =>
      (site[module] as unknown as Record<K, (...args: unknown[]) => Promise<Answer<M, K>>>)[method](...args, {
        signal,
      });
    return siteReadHook(arity, key, run);
  };
}
