import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoute, Redirect, Route as WouterRoute, Router as WouterRouter, useLocation, useRouter } from 'wouter';
import { holdNavigation } from './blocker';
import { OutletContext } from './outlet';
import { RouteErrorBoundary } from './route-error-boundary';

export interface Route {
  /** An absolute pattern; `:name` matches one segment. */
  path: string;
  page: ComponentType;
  /** A layout of its own inside the app's, rendering the page at its `<Outlet />` (e.g. the store manager). */
  area?: ComponentType;
}

export interface RouterProps {
  /** Renders the matched route at its `<Outlet />`. */
  layout: ComponentType;
  routes: readonly Route[];
  notFound: ComponentType;
  /** Replaces the layout when a page throws. */
  errorPage: ComponentType;
  /** Shown while a page's code loads. */
  loading: ReactNode;
}

/** Goes to `to` once rendered, e.g. from an area's index to its first page. */
export const Navigate = Redirect;

/**
 * The first route whose pattern matches, in the layout (docs/decisions.md#19). One wouter `<Route>` at a fixed place
 * in the tree: moving between two routes of the same area or page keeps them mounted, as a `<Switch>` of keyed
 * routes would not. Every in-app navigation inside it passes the page's blocker first (`useBlocker`).
 */
export function Router({ layout: Layout, routes, notFound: NotFound, errorPage, loading }: RouterProps) {
  const { parser } = useRouter();
  const [pathname] = useLocation();
  const route = routes.find(({ path }) => matchRoute(parser, path, pathname)[0]);
  const Page = route?.page ?? NotFound;
  const Area = route?.area;
  const page = (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
  const content = Area ? (
    <OutletContext.Provider value={page}>
      <Suspense fallback={loading}>
        <Area />
      </Suspense>
    </OutletContext.Provider>
  ) : (
    page
  );
  const inLayout = (
    <OutletContext.Provider value={content}>
      <Layout />
    </OutletContext.Provider>
  );
  return (
    <WouterRouter aroundNav={holdNavigation}>
      <RouteErrorBoundary pathname={pathname} errorPage={errorPage}>
        {route ? <WouterRoute path={route.path}>{inLayout}</WouterRoute> : inLayout}
      </RouteErrorBoundary>
    </WouterRouter>
  );
}
