import type { PagingMetadata } from '../../generated/types.gen.js';
import { SiteResponseValidationError } from '../errors/transport-errors.js';
import type { CallOptions } from '../http/call-options.js';
import { MAX_CONSECUTIVE_EMPTY_PAGES, PageOfItems } from './page-of-items.js';
import {
  currentPage,
  exactTotal,
  hasNextPage,
  hasPreviousPage,
  nextPage,
  previousPage,
  type PageRequest,
} from './query-paging.js';

/** The code of the error that stops a page iteration whose server answers two offsets with the same items. */
export const REPEATED_PAGE = 'REPEATED_PAGE';

/** Fetches one page of a query with the given paging. */
export type PageFetcher<TQuery, TPage> = (
  query: TQuery,
  request: PageRequest,
  call: CallOptions | undefined,
) => Promise<TPage>;

export interface OffsetPage<TItem, TQuery, TPage> {
  query: TQuery;
  request: PageRequest;
  items: TItem[];
  metadata: PagingMetadata | undefined;
  /** The transport options of the request, reused for the pages around it unless others are given. */
  call: CallOptions | undefined;
  fetchPage: PageFetcher<TQuery, TPage>;
}

/**
 * One page of an offset-paged query, with paging around it. `for await (const item of result)` yields every item
 * of this page and of all pages after it.
 *
 * Iteration ends when {@link hasNext} is false, or after {@link MAX_CONSECUTIVE_EMPTY_PAGES} empty pages in a row;
 * an empty page in between is passed over as long as the server reports more results. `hasNext` needs no `total`:
 * without one, a full page means there may be more. It fails instead of looping when the server answers an offset
 * with the same items as an earlier one (it ignores `offset`), also when it alternates between pages.
 */
export class OffsetQueryResult<
  TItem extends { id?: string },
  TQuery,
  TPage extends OffsetQueryResult<TItem, TQuery, TPage>,
> extends PageOfItems<TItem> {
  /** The builder whose request produced this page (its paging is this page's). */
  readonly query: TQuery;
  /** The paging metadata as the server sent it. */
  readonly metadata: PagingMetadata | undefined;
  readonly #request: PageRequest;
  readonly #call: CallOptions | undefined;
  readonly #fetchPage: PageFetcher<TQuery, TPage>;

  constructor(page: OffsetPage<TItem, TQuery, TPage>) {
    super(page.items);
    this.query = page.query;
    this.metadata = page.metadata;
    this.#request = page.request;
    this.#call = page.call;
    this.#fetchPage = page.fetchPage;
  }

  /** The number of matches, when the server counted them exactly. */
  get totalCount(): number | undefined {
    return exactTotal(this.metadata);
  }

  get tooManyToCount(): boolean {
    return this.metadata?.tooManyToCount === true;
  }

  get pageSize(): number {
    return this.#request.pageSize;
  }

  /** The offset this page was requested at. */
  get offset(): number {
    return this.#request.offset;
  }

  get currentPage(): number | undefined {
    return currentPage(this.#request);
  }

  hasNext(): boolean {
    return hasNextPage(this.#request, this.items.length, this.metadata);
  }

  hasPrev(): boolean {
    return hasPreviousPage(this.#request);
  }

  next(call: CallOptions | undefined = this.#call): Promise<TPage> {
    if (!this.hasNext()) return Promise.reject(new Error('No next page to fetch'));
    return this.#fetchPage(this.query, nextPage(this.#request), call);
  }

  prev(call: CallOptions | undefined = this.#call): Promise<TPage> {
    if (!this.hasPrev()) return Promise.reject(new Error('No previous page to fetch'));
    return this.#fetchPage(this.query, previousPage(this.#request), call);
  }

  /** This page, then every following page (see the class comment for when it ends). */
  pages(): AsyncGenerator<TPage | this, void, undefined> {
    return pagesFrom<TItem, TPage | this>(this);
  }
}

interface IterablePage<TItem> {
  items: TItem[];
  length: number;
  offset: number;
  hasNext(): boolean;
  next(): Promise<IterablePage<TItem>>;
}

async function* pagesFrom<TItem extends { id?: string }, TPage extends IterablePage<TItem>>(
  first: TPage,
): AsyncGenerator<TPage, void, undefined> {
  let page = first;
  let emptyPagesInARow = page.length === 0 ? 1 : 0;
  const seen = new Map<string, number>();
  rememberPage(seen, page);
  yield page;
  while (page.hasNext() && emptyPagesInARow < MAX_CONSECUTIVE_EMPTY_PAGES) {
    const following = (await page.next()) as TPage;
    assertPageIsNew(seen, following);
    emptyPagesInARow = following.length === 0 ? emptyPagesInARow + 1 : 0;
    page = following;
    yield page;
  }
}

/** The page's item IDs as one string, or `undefined` when an item has none (nothing to compare then). */
function itemIds(page: IterablePage<{ id?: string }>): string | undefined {
  const ids = page.items.map((item) => item.id);
  return ids.length > 0 && ids.every((id) => typeof id === 'string') ? ids.join('\n') : undefined;
}

function rememberPage(seen: Map<string, number>, page: IterablePage<{ id?: string }>): void {
  const ids = itemIds(page);
  if (ids !== undefined) seen.set(ids, page.offset);
}

/** A page with the same items as any earlier page means the server ignores the offset: iteration would not end. */
function assertPageIsNew(seen: Map<string, number>, page: IterablePage<{ id?: string }>): void {
  const ids = itemIds(page);
  const earlier = ids === undefined ? undefined : seen.get(ids);
  if (earlier === undefined) return rememberPage(seen, page);
  throw new SiteResponseValidationError({
    code: REPEATED_PAGE,
    message:
      `The server answered offsets ${earlier} and ${page.offset} with the same items; ` +
      'it does not honour offset paging, so iteration stops here',
    details: { offsets: [earlier, page.offset] },
  });
}
