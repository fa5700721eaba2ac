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

type Call = (...args: never[]) => Promise<unknown>;
/** A call's own arguments: all but the transport options it takes last. */
type ReadArgs<F extends Call> = Parameters<F> extends [...infer A, CallOptions?] ? A : never;

/**
 * The read hook of one call of the site client, named directly: `siteRead((site) => site.products.getProduct)(2,
 * keys.getProduct)` is `useGetProduct(id, options?, query?)`, cached under `keys.getProduct` and run with the hook's
 * own arguments and the query's `signal`. `arity` counts the call's own arguments.
 */
export const siteRead =
  <F extends Call>(call: (site: ReactSiteClient) => F) =>
  (
    arity: Required<ReadArgs<F>>['length'],
    key: (context: SiteContext, ...args: ReadArgs<F>) => QueryKey,
  ): SiteReadHook<ReadArgs<F>, Awaited<ReturnType<F>>> => {
    type Run = (...args: [...ReadArgs<F>, CallOptions]) => Promise<Awaited<ReturnType<F>>>;
    return siteReadHook<ReadArgs<F>, Awaited<ReturnType<F>>>(arity, key, (site, signal, ...args) =>
      (call(site) as unknown as Run)(...args, { signal }),
    );
  };
