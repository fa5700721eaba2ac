import { useSyncExternalStore } from 'react';

// The address bar is the router's only state: history.pushState changes it, and every subscriber re-reads it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentAddress = () => window.location.pathname + window.location.search;

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/** Goes to an absolute in-app address (`/products/p1?x=1`) without reloading the page. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  if (to === currentAddress()) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export interface AppLocation {
  pathname: string;
  search: string;
}

/** The current path and query string; the component re-renders when either changes. */
export function useLocation(): AppLocation {
  const address = useSyncExternalStore(subscribe, currentAddress);
  const queryStart = address.indexOf('?');
  return queryStart === -1
    ? { pathname: address, search: '' }
    : { pathname: address.slice(0, queryStart), search: address.slice(queryStart) };
}
