import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isSameSite } from './invalidation.js';
import { LoginStatusStore, readLoginStatus } from './login-status.js';
import { bindSite, type ReactSiteClient, type SiteBinding } from './site-binding.js';

interface SiteReactValue extends SiteBinding {
  readonly loginStatus: LoginStatusStore;
}

const SiteReactContext = createContext<SiteReactValue | null>(null);

export interface SiteProviderProps {
  /** The site client, from `createSiteClient`. */
  client: ReactSiteClient;
  /**
   * The TanStack QueryClient to cache in. Without one, an enclosing `QueryClientProvider`'s is used, and without
   * that, the provider makes its own (see {@link createSiteQueryClient}).
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * A QueryClient for sitekit: queries are not retried by TanStack Query, because the site client's transport already
 * retries idempotent requests with backoff, and retrying on top would multiply the attempts.
 */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Makes a site client (and a QueryClient) available to the hooks below it. */
export function SiteProvider({ client, queryClient, children }: SiteProviderProps) {
  const enclosing = useContext(QueryClientContext);
  const [ownQueryClient] = useState(createSiteQueryClient);
  const resolvedQueryClient = queryClient ?? enclosing ?? ownQueryClient;
  const value = useMemo<SiteReactValue>(() => {
    const binding = bindSite(client);
    return { ...binding, loginStatus: new LoginStatusStore(() => readLoginStatus(client.auth)) };
  }, [client]);
  useLoginStatusTracking(value, resolvedQueryClient);
  const content = <SiteReactContext.Provider value={value}>{children}</SiteReactContext.Provider>;
  if (resolvedQueryClient === enclosing) return content;
  return <QueryClientProvider client={resolvedQueryClient}>{content}</QueryClientProvider>;
}

/**
 * Re-reads the login status whenever a query or mutation settles, and refreshes this site's queries when the login
 * state changes (a member sees other data than a visitor).
 */
function useLoginStatusTracking(value: SiteReactValue, queryClient: QueryClient): void {
  useEffect(() => {
    const { loginStatus, context } = value;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') loginStatus.refresh();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') loginStatus.refresh();
    });
    let loggedIn = loginStatus.getSnapshot().loggedIn;
    const unsubscribeLogin = loginStatus.subscribe(() => {
      const now = loginStatus.getSnapshot().loggedIn;
      if (now === loggedIn) return;
      loggedIn = now;
      void queryClient.invalidateQueries({ predicate: (query) => isSameSite(query.queryKey, context) });
    });
    loginStatus.refresh();
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      unsubscribeLogin();
    };
  }, [value, queryClient]);
}

/** @internal The site client, its context and its login status, for the hooks. */
export function useSiteValue(): SiteReactValue {
  const value = useContext(SiteReactContext);
  if (!value) throw new Error('sitekit hooks must be used inside a <SiteProvider>');
  return value;
}

/** The site client of the nearest `SiteProvider`. */
export function useSite(): ReactSiteClient {
  return useSiteValue().site;
}
