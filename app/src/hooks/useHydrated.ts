import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after: what needs the page's scripts
 * (e.g. a filter that applies as it changes) shows once hydrated, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
