import type { CursorPagingV3 } from '../../generated/types.gen.js';

/**
 * The request of a page after the first of a v3 query, search or listing: only the cursor and the page size, since the
 * cursor carries the filter, sort and free text. The client's `next()`, the React hooks and an app's paging all build
 * it here.
 */
export function nextPageRequest(cursor: string, limit?: number): { cursorPaging: CursorPagingV3 } {
  return { cursorPaging: limit === undefined ? { cursor } : { cursor, limit } };
}
