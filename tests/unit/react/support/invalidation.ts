import { QueryClient } from '@tanstack/react-query';
import { ApiKeyStrategy } from '../../../../src/auth/index.js';
import type { SiteContext } from '../../../../src/core/site-context.js';
import { invalidateStaleData, type StaleData } from '../../../../src/react/invalidation.js';
import { createSiteClient, getSiteContext } from '../../../../src/site-client.js';

/** The context of an API-key site client whose API host is `baseURL`. */
export const siteContextAt = (baseURL: string): SiteContext =>
  getSiteContext(createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'key' }), baseURL }));

/**
 * Caches every read of `keys` (its entry in `data`, or `{}`), invalidates `stale` for `context`'s site and answers
 * the names of the reads that went stale, in the order of `keys`.
 */
export async function invalidatedReads(
  context: SiteContext,
  keys: Record<string, readonly unknown[]>,
  stale: StaleData[],
  data: Record<string, unknown> = {},
): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const [name, key] of Object.entries(keys)) queryClient.setQueryData(key, data[name] ?? {});
  await invalidateStaleData(queryClient, context, stale);
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}
