import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { SiteProvider, createSiteQueryClient } from 'sitekit/react';
import { serverConfigContext } from './lib/server/app-server-config';
import { readMemberProfile } from './lib/server/member-cookies';
import { memberSessionContext, memberSessionMiddleware } from './lib/server/member-session';
import { pageMeta, STORE_NAME } from './lib/seo/page-head';
import { ERROR_HEAD } from './lib/seo/static-page-heads';
import { storeCatalog } from './lib/server/store-catalog';
import { shopQueryClient } from './lib/shop-query-client';
import { SHOP_API_PATH } from './lib/app-urls';
import { shopperClient } from './lib/site-clients';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { StoreLayout } from './pages/StoreLayout';
import { StoreContext, type StoreContextValue } from './store-context';
import styles from './styles.css?inline';

/** Every request's loaders and actions share its session, from its cookies (lib/server/member-session.ts). */
export const middleware = [memberSessionMiddleware];

/**
 * Where the platform is and which catalog the store runs: what every page's clients are built from; the signed-in
 * member, for the header; and where the app is served, for the pages' absolute addresses (canonical links).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiUrl, clientId, hasManager } = context.get(serverConfigContext);
  const signedIn = context.get(memberSessionContext).loggedIn();
  const member = signedIn ? { profile: (await readMemberProfile(request)) ?? null } : null;
  const { origin } = new URL(request.url);
  const catalog = await storeCatalog({ apiUrl, clientId });
  return { config: { apiUrl, clientId }, catalog, hasManager, member, origin };
}

/** The document around every page, the error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // Says the page is live, the not-found and error pages too: what a reader typed or clicked before this was the
  // server's HTML (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <link rel="icon" href="data:," />
        {/* In the page itself, so that the first paint waits for no stylesheet (docs/decisions.md#45). */}
        <style href="sitekit-store" precedence="default">
          {styles}
        </style>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The store's name; the error page's head when the store itself could not be read. */
export const meta = ({ error }: MetaArgs) => (error ? pageMeta(ERROR_HEAD) : [{ title: STORE_NAME }]);

/**
 * The store's clients, built once per page load in the browser and once per request on the server, around the shop's
 * layout. The shop's cache starts with what the server fetched for the page (each route's HydrationBoundary).
 */
function StoreShell({ children }: { children: ReactNode }) {
  const { config, catalog, hasManager, origin } = useRouteLoaderData<typeof loader>('root')!;
  const [store] = useState<StoreContextValue>(() => ({
    config,
    catalog,
    hasManager,
    shopper: shopperClient(config, catalog, new URL(SHOP_API_PATH, origin).href),
    managerQueryClient: createSiteQueryClient(),
  }));
  const [queryClient] = useState(shopQueryClient);
  return (
    <StoreContext.Provider value={store}>
      <SiteProvider client={store.shopper} queryClient={queryClient}>
        <StoreLayout>{children}</StoreLayout>
      </SiteProvider>
    </StoreContext.Provider>
  );
}

export default function App() {
  return (
    <StoreShell>
      <Outlet />
    </StoreShell>
  );
}

/**
 * The store itself could not be read, or its layout failed (a page's own failure shows inside it: routes/pages.tsx):
 * the error page, without the error's text, which is the server's, for its log.
 */
export function ErrorBoundary() {
  return (
    <main className="page">
      <RouteErrorPage />
    </main>
  );
}
