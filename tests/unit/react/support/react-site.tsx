import { QueryClient } from '@tanstack/react-query';
import { act, configure, renderHook, waitFor, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, type OAuthAuth } from '../../../../src/auth/index.js';
import { SiteProvider } from '../../../../src/react/index.js';
import {
  createSiteClient,
  type AuthStrategy,
  type SiteClient,
  type SiteClientOptions,
} from '../../../../src/site-client.js';
import { API, type useCatalogServer } from '../../catalog/support/catalog-server.js';

// A hook's first call loads its operation rows and schemas (docs/decisions.md#31), which takes over the default 1 s of
// `waitFor` when other suites share the cores.
configure({ asyncUtilTimeout: 5_000 });

/** A site client with `auth` on the test server, without retries; node's http adapter so that msw sees every request. */
export function testServerSite<S extends AuthStrategy>(auth: S, options: Partial<SiteClientOptions<S>> = {}) {
  return createSiteClient<S>({ auth, baseURL: API, adapter: 'http', retry: false, ...options });
}

/** A site client with an API key, pointed at the test server. */
export function apiKeySite(): SiteClient {
  return testServerSite(ApiKeyStrategy({ apiKey: 'key', siteId: 'site' }));
}

export function oauthSite(): SiteClient<OAuthAuth> {
  return testServerSite(OAuthStrategy({ clientId: 'client' }));
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders a hook below a SiteProvider for `site`, caching in `queryClient`. */
export function renderSiteHook<T>(
  hook: () => T,
  site: SiteClient,
  queryClient: QueryClient = testQueryClient(),
): RenderHookResult<T, unknown> & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider client={site} queryClient={queryClient}>
      {children}
    </SiteProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

type CatalogServer = ReturnType<typeof useCatalogServer>;

/** Answers the test server's requests with `reply`, and renders `hook` (given the site) for a new API-key site. */
export function renderAnsweredHook<T>(
  server: CatalogServer,
  reply: Parameters<CatalogServer['answer']>[0],
  hook: (site: SiteClient) => T,
) {
  server.answer(reply);
  const site = apiKeySite();
  return { site, ...renderSiteHook(() => hook(site), site) };
}

interface InfiniteRead {
  hasNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
  data?: { pages: unknown[] };
}

/** Renders an infinite read whose requests are answered by `pages` in turn, and waits until it holds two pages. */
export async function renderTwoPages<T extends InfiniteRead>(
  server: CatalogServer,
  pages: object[],
  hook: (site: SiteClient) => T,
) {
  const { result } = renderAnsweredHook(server, () => pages.shift() ?? {}, hook);
  await waitFor(() => expect(result.current.hasNextPage).toBe(true));
  await act(() => result.current.fetchNextPage());
  await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
  return result;
}
