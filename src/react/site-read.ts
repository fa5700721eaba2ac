import { useQuery, type QueryKey } from '@tanstack/react-query';
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
