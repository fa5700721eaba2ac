import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { navigate, useLocation } from './location';
import { matchRoute, type RouteParams } from './match-route';
import { OutletContext, ParamsContext } from './route-context';
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

function findRoute(routes: readonly Route[], pathname: string): { route?: Route; params: RouteParams } {
  for (const route of routes) {
    const params = matchRoute(route.path, pathname);
    if (params) return { route, params };
  }
  return { params: {} };
}

/** A small router over the History API (docs/decisions.md#19): the first route whose pattern matches is rendered. */
export function Router({ layout: Layout, routes, notFound: NotFound, errorPage, loading }: RouterProps) {
  const { pathname } = useLocation();
  const { route, params } = findRoute(routes, pathname);
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
  return (
    <RouteErrorBoundary pathname={pathname} errorPage={errorPage}>
      <ParamsContext.Provider value={params}>
        <OutletContext.Provider value={content}>
          <Layout />
        </OutletContext.Provider>
      </ParamsContext.Provider>
    </RouteErrorBoundary>
  );
}

/** Goes to `to` once rendered, e.g. from an area's index to its first page. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}
