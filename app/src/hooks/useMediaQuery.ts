import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, following it as the window changes. A server render, which knows no
 * window, says `onServer`, and so does the browser while it hydrates that render; the window's answer follows.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
