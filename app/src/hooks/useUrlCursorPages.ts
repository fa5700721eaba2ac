import { useSearchParams } from '../lib/router';
import { numberOrUndefined } from './useUrlFilters';

/**
 * Prev/next paging over cursors with the page shown in the address bar (`page`, one-based, and its `cursor`), so Back
 * from a product and a reload return to it. Each page turn adds a history entry; a filter change, which writes the
 * address without them, starts again at the first page. Going back a page follows the answer's `prev` cursor.
 */
export function useUrlCursorPages() {
  const [params, setParams] = useSearchParams();
  const { page, cursor } = cursorPageOf(params);
  const go = (toPage: number, toCursor: string | undefined, replace = false) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    next.delete('cursor');
    if (toPage > 0 && toCursor) {
      next.set('page', String(toPage + 1));
      next.set('cursor', toCursor);
    }
    setParams(next, { replace });
  };
  return {
    /** Zero-based. */
    page,
    /** The cursor of the page shown, or undefined on the first page. */
    cursor,
    next: (nextCursor: string) => go(page + 1, nextCursor),
    previous: (prevCursor?: string) => go(page - 1, prevCursor),
    /** Back to the first page in place of the page shown (a cursor the platform no longer takes). */
    restart: () => go(0, undefined, true),
  };
}

/** The page an address shows (zero-based) and its cursor: without a cursor, the first page whatever its number. */
export function cursorPageOf(params: URLSearchParams): { page: number; cursor: string | undefined } {
  const cursor = params.get('cursor') || undefined;
  return { page: cursor ? Math.max(1, Math.floor(numberOrUndefined(params.get('page')) ?? 2) - 1) : 0, cursor };
}
