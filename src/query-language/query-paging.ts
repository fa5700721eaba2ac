import type { PagingMetadata } from '../../generated/types.gen.js';

/**
 * Where a page request sits. `limit` is what the request asks for; `pageSize` is the page size the caller chose,
 * which differs from `limit` only for the short page that `prev()` fetches before a page that does not start on a
 * page boundary (see {@link previousPage}).
 */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
  readonly pageSize: number;
}

/** The builder's page size when neither `limit()` nor `skip()` says otherwise, as in the official client. */
export const DEFAULT_PAGE_SIZE = 50;

/** The number of matches when the server counted them exactly; `undefined` when it omits `total` or gave up. */
export function exactTotal(metadata: PagingMetadata | undefined): number | undefined {
  return metadata?.tooManyToCount ? undefined : metadata?.total;
}

/**
 * Zero-based page number. Pages are counted from the start of the results in steps of `pageSize`; a page that
 * starts inside a page (after `skip(5)` with page size 10) is page 1, because a short page 0 comes before it.
 * `undefined` for a page size of 0.
 */
export function currentPage(request: PageRequest): number | undefined {
  return request.pageSize > 0 ? Math.ceil(request.offset / request.pageSize) : undefined;
}

/**
 * Whether results may follow this page. An exact `total` decides alone, so an empty page in the middle of the
 * results still has a next page. Without one (no `total`, or `tooManyToCount`), a `total` beyond this page is read
 * as a lower bound, and otherwise a full page means there may be more: the next page can turn out empty, but
 * nothing is ever skipped. A short page without a total is the end.
 */
export function hasNextPage(request: PageRequest, itemCount: number, metadata: PagingMetadata | undefined): boolean {
  if (request.limit <= 0) return false;
  const end = request.offset + request.limit;
  const total = metadata?.total;
  if (typeof total === 'number' && !metadata?.tooManyToCount) return end < total;
  if (typeof total === 'number' && end < total) return true;
  return itemCount >= request.limit;
}

export function hasPreviousPage(request: PageRequest): boolean {
  return request.pageSize > 0 && request.offset > 0;
}

/** The page after this one: it starts where this request ended and has the chosen page size again. */
export function nextPage(request: PageRequest): PageRequest {
  return { offset: request.offset + request.limit, limit: request.pageSize, pageSize: request.pageSize };
}

/**
 * The items just before this page, at most `pageSize` of them, never below offset 0 and never overlapping this
 * page: before offset 5 with page size 10 that is offset 0 with limit 5. `nextPage` of the result comes back here.
 */
export function previousPage(request: PageRequest): PageRequest {
  const offset = Math.max(0, request.offset - request.pageSize);
  return { offset, limit: request.offset - offset, pageSize: request.pageSize };
}
