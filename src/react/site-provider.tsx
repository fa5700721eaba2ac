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
 * Re-reads the login status whenever the site client's tokens change (`auth.onTokensChange`, which also reports
 * renewals in other tabs), and refreshes this site's queries when the login state changes (a member sees other data
 * than a visitor). A client without `onTokensChange` is re-read whenever a query or mutation settles instead.
 */
function useLoginStatusTracking(value: SiteReactValue, queryClient: QueryClient): void {
  useEffect(() => {
    const { loginStatus, context } = value;
    const unsubscribeTokens = watchTokens(value.site.auth, loginStatus.refresh, queryClient);
    let loggedIn = loginStatus.getSnapshot().loggedIn;
    const unsubscribeLogin = loginStatus.subscribe(() => {
      const now = loginStatus.getSnapshot().loggedIn;
      if (now === loggedIn) return;
      loggedIn = now;
      void queryClient.invalidateQueries({ predicate: (query) => isSameSite(query.queryKey, context) });
    });
    loginStatus.refresh();
    return () => {
      unsubscribeTokens();
      unsubscribeLogin();
    };
  }, [value, queryClient]);
}

function watchTokens(auth: object | undefined, onChange: () => void, queryClient: QueryClient): () => void {
  const subscribe = (auth as { onTokensChange?: (listener: () => void) => () => void } | undefined)?.onTokensChange;
  if (typeof subscribe === 'function') return subscribe.call(auth, onChange);
  const onSettled = (event: { type: string }) => {
    if (event.type === 'updated') onChange();
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(onSettled);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(onSettled);
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
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
