import { useState } from 'react';
import { nextPageRequest } from 'sitekit';

/**
 * Prev/next paging over cursors for one query: the cursors of the pages visited after the first. A different query
 * (`queryKey`) starts again at its first page.
 */
export function useCursorPages(queryKey: string) {
  const [state, setState] = useState<{ queryKey: string; cursors: string[] }>({ queryKey, cursors: [] });
  const cursors = state.queryKey === queryKey ? state.cursors : [];
  return {
    /** Zero-based. */
    page: cursors.length,
    /** The cursor of the page shown, or undefined on the first page. */
    cursor: cursors.at(-1),
    next: (cursor: string) => setState({ queryKey, cursors: [...cursors, cursor] }),
    /** Back one page; the cursors visited are kept, so the answer's `prev` cursor is not needed. */
    previous: (_prev?: string) => setState({ queryKey, cursors: cursors.slice(0, -1) }),
  };
}

/** The request of the page shown: the query itself first, then only the cursor and the page size. */
export const pageInput = <Q>(first: Q, cursor: string | undefined, limit: number) =>
  cursor === undefined ? first : nextPageRequest(cursor, limit);
