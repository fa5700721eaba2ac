import type { AggregationDataV3, PagingMetadataV3 } from '../../generated/types.gen.js';
import { MAX_CONSECUTIVE_EMPTY_PAGES, PageOfItems } from '../query-language/page-of-items.js';
import type { CallOptions } from '../http/call-options.js';
import { CursorLoopGuard } from './cursor-loop-guard.js';
import {
  aggregationsByName,
  type AggregationRequests,
  type AggregationResults,
  type NoAggregations,
} from './aggregation-results.js';

/** The paging part of a request that continues a query or search: only the cursor and the page size. */
export interface CursorContinuation {
  cursor: string;
  limit: number;
}

/** One answer of a cursor query or search, with its items already taken out of the entity's list. */
export interface CursorPage<TItem> {
  items: TItem[];
  pagingMetadata?: PagingMetadataV3;
  aggregationData?: AggregationDataV3;
}

/** Fetches the page a cursor points to and wraps it as a result. */
export type CursorFetch<TItem, A extends AggregationRequests> = (
  paging: CursorContinuation,
  call: CallOptions | undefined,
) => Promise<CursorResult<TItem, A>>;

export interface CursorResultInit<TItem, A extends AggregationRequests> {
  page: CursorPage<TItem>;
  /** The page size the builder asked for; continuations ask for it again. */
  limit: number;
  /** The cursor whose page this is; `undefined` for a first page. */
  cursor: string | undefined;
  call: CallOptions | undefined;
  fetch: CursorFetch<TItem, A>;
}

/**
 * One page of a v3 query or search. `hasNext()` follows `cursors.next` alone (the server's `hasNext` flag is not
 * trusted); `next()` sends only `cursorPaging` with that cursor, because the cursor holds the filter and sort.
 * `for await (const item of result)` yields the items of this page and every page after it, and fails instead of
 * looping when the server hands out a cursor it already answered. `aggregations` holds a search's aggregation
 * results by name, typed by what the search asked for.
 */
export class CursorResult<TItem, A extends AggregationRequests = NoAggregations> extends PageOfItems<TItem> {
  readonly pagingMetadata: PagingMetadataV3 | undefined;
  /** A search's aggregation results as the server sent them. */
  readonly aggregationData: AggregationDataV3 | undefined;
  readonly aggregations: AggregationResults<A>;
  /** The cursor this page was fetched with; `undefined` for the first page of a query. */
  readonly cursor: string | undefined;
  readonly #limit: number;
  readonly #call: CallOptions | undefined;
  readonly #fetch: CursorFetch<TItem, A>;

  constructor(init: CursorResultInit<TItem, A>) {
    super(init.page.items);
    this.pagingMetadata = init.page.pagingMetadata;
    this.aggregationData = init.page.aggregationData;
    this.aggregations = aggregationsByName<A>(init.page.aggregationData);
    this.cursor = init.cursor;
    this.#limit = init.limit;
    this.#call = init.call;
    this.#fetch = init.fetch;
  }

  get pageSize(): number {
    return this.#limit;
  }

  /** The cursors of the neighbouring pages (`{}` when the server sent none). */
  get cursors(): { next?: string; prev?: string } {
    return this.pagingMetadata?.cursors ?? {};
  }

  hasNext(): boolean {
    return Boolean(this.cursors.next);
  }

  hasPrev(): boolean {
    return Boolean(this.cursors.prev);
  }

  /** The next page; `call` defaults to the transport options this page was fetched with. */
  next(call: CallOptions | undefined = this.#call): Promise<CursorResult<TItem, A>> {
    return this.#follow(this.cursors.next, 'next', call);
  }

  prev(call: CallOptions | undefined = this.#call): Promise<CursorResult<TItem, A>> {
    return this.#follow(this.cursors.prev, 'previous', call);
  }

  /** This page, then every following page, until a page has no `next` cursor. */
  pages(): AsyncGenerator<CursorResult<TItem, A>, void, undefined> {
    return pagesFrom(this);
  }

  #follow(
    cursor: string | undefined,
    direction: string,
    call: CallOptions | undefined,
  ): Promise<CursorResult<TItem, A>> {
    if (!cursor) return Promise.reject(new Error(`No ${direction} page to fetch`));
    return this.#fetch({ cursor, limit: this.#limit }, call);
  }
}

async function* pagesFrom<TItem, A extends AggregationRequests>(
  first: CursorResult<TItem, A>,
): AsyncGenerator<CursorResult<TItem, A>, void, undefined> {
  let page = first;
  const loop = new CursorLoopGuard();
  if (first.cursor !== undefined) await loop.follow(first.cursor);
  let emptyPagesInARow = page.length === 0 ? 1 : 0;
  yield page;
  while (page.hasNext() && emptyPagesInARow < MAX_CONSECUTIVE_EMPTY_PAGES) {
    await loop.follow(page.cursors.next as string);
    page = await page.next();
    emptyPagesInARow = page.length === 0 ? emptyPagesInARow + 1 : 0;
    yield page;
  }
}
