import { QueryClient } from '@tanstack/react-query';
import { renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiKeyStrategy, OAuthStrategy, type OAuthAuth } from '../../../../src/auth/index.js';
import { SiteProvider } from '../../../../src/react/index.js';
import { createSiteClient, type SiteClient } from '../../../../src/site-client.js';
import { API } from '../../catalog/support/catalog-server.js';

/** A site client with an API key, pointed at the test server; node's http adapter so that msw sees every request. */
export function apiKeySite(): SiteClient {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: 'key', siteId: 'site' }),
    baseURL: API,
    adapter: 'http',
    retry: false,
  });
}

export function oauthSite(): SiteClient<OAuthAuth> {
  return createSiteClient({ auth: OAuthStrategy({ clientId: 'client' }), baseURL: API, adapter: 'http', retry: false });
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
