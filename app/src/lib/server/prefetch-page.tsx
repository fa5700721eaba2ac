import { dehydrate, skipToken, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteProvider } from 'sitekit/react';
import { StoreContext, type StoreContextValue } from '../../store-context';
import { shopQueryClient } from '../shop-query-client';

/** Rounds of rendering and fetching: a query that waits for another's answer (a collection's id) asks in the next. */
const MAX_ROUNDS = 3;

export interface PrefetchedPage {
  dehydratedState: DehydratedState;
  queryClient: QueryClient;
}

/**
 * Fetches what a page's queries ask for on the server, for the page to render with its data (docs/decisions.md#19).
 * The page is rendered once per round at `location` (path and query) under its route `pattern`: each query its hooks open is fetched, then
 * the page renders again, until no query is left waiting. The queries are the page's own (the same keys, functions
 * and options as in the browser), so the page renders from the dehydrated cache without asking again.
 */
export async function prefetchPage(
  store: StoreContextValue,
  location: string,
  pattern: string,
  page: ReactElement,
): Promise<PrefetchedPage> {
  const queryClient = shopQueryClient();
  // A data router, as the page has in the app: its hooks may ask for the navigation under way (none, here).
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [location] });
  const tree = (
    <StoreContext.Provider value={store}>
      <SiteProvider client={store.shopper} queryClient={queryClient}>
        <RouterProvider router={router} />
      </SiteProvider>
    </StoreContext.Provider>
  );
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    renderToString(tree);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        // The hook's own options, `enabled` among them, are the query's.
        const { enabled, queryFn } = query.options as typeof query.options & { enabled?: unknown };
        const on = typeof enabled === 'function' ? (enabled as (q: typeof query) => boolean)(query) : enabled;
        const waits = query.state.status === 'pending' && query.state.fetchStatus === 'idle';
        return waits && on !== false && queryFn !== undefined && queryFn !== skipToken;
      });
    if (waiting.length === 0) break;
    // A failed read is left to the page, which shows its error or "not found" as in the browser.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return { dehydratedState: dehydrate(queryClient), queryClient };
}
