import { useLocation as useWouterLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

export { navigate };

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

export interface AppLocation {
  pathname: string;
  /** The query string with its `?`, or '' when there is none. */
  search: string;
}

/** The current path and query string; the component re-renders when either changes. */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** Goes to an absolute in-app address (`/products/p1?x=1`) without reloading the page. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useWouterLocation()[1];
}
