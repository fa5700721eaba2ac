import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { navigate, useLocation, type NavigateOptions } from './location';
import type { RouteParams } from './match-route';

export const ParamsContext = createContext<RouteParams>({});
/** What an `<Outlet />` renders: the page inside a layout. */
export const OutletContext = createContext<ReactNode>(null);

/** The `:name` parameters of the matched route. */
export function useParams(): RouteParams {
  return useContext(ParamsContext);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigate;
}

/** The query string's parameters, and a setter that replaces them (keeping the path). */
export function useSearchParams() {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [pathname],
  );
  return [params, setParams] as const;
}

export function Outlet() {
  return useContext(OutletContext);
}
