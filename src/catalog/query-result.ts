import type { Product, ProductsQueryResult as ProductsQueryResponse } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import type { ProductsQueryBuilder } from './query-builder.js';
import {
  currentPage,
  exactTotal,
  hasNextPage,
  hasPreviousPage,
  nextPage,
  previousPage,
  type PageRequest,
} from './query-paging.js';

/**
 * Iteration stops after this many empty pages in a row even when the server keeps saying that more results
 * exist, so a server that over-reports `total` cannot keep a `for await` loop busy forever.
 */
export const MAX_CONSECUTIVE_EMPTY_PAGES = 10;

/** Fetches one page of a query with the given paging. */
export type PageFetcher = (
  query: ProductsQueryBuilder,
  request: PageRequest,
  call: CallOptions | undefined,
) => Promise<ProductsQueryResult>;

export interface QueryPage {
  query: ProductsQueryBuilder;
  request: PageRequest;
  response: ProductsQueryResponse;
  /** The transport options of the request, reused for the pages around it unless others are given. */
  call: CallOptions | undefined;
  fetchPage: PageFetcher;
}

/**
 * One page of a product query, with offset paging around it. `for await (const product of result)` yields every
 * product of this page and of all pages after it.
 *
 * Iteration ends when {@link hasNext} is false, or after `MAX_CONSECUTIVE_EMPTY_PAGES` (10) empty pages in a row;
 * an empty page in between is passed over as long as the server reports more results. It fails instead of looping
 * when the server answers an offset with the same products as an earlier one (it ignores `offset`), also when it
 * alternates between pages.
 */
export class ProductsQueryResult implements AsyncIterable<Product> {
  /** The products of this page. */
  readonly items: Product[];
  /** The builder whose request produced this page (its paging is this page's). */
  readonly query: ProductsQueryBuilder;
  /** The paging metadata as the server sent it. */
  readonly metadata: ProductsQueryResponse['metadata'];
  readonly #request: PageRequest;
  readonly #call: CallOptions | undefined;
  readonly #fetchPage: PageFetcher;

  constructor(page: QueryPage) {
    this.query = page.query;
    this.items = page.response.products ?? [];
    this.metadata = page.response.metadata;
    this.#request = page.request;
    this.#call = page.call;
    this.#fetchPage = page.fetchPage;
  }

  get length(): number {
    return this.items.length;
  }

  /** The number of matching products, when the server counted them exactly. */
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

  next(call: CallOptions | undefined = this.#call): Promise<ProductsQueryResult> {
    if (!this.hasNext()) return Promise.reject(new Error('No next page to fetch'));
    return this.#fetchPage(this.query, nextPage(this.#request), call);
  }

  prev(call: CallOptions | undefined = this.#call): Promise<ProductsQueryResult> {
    if (!this.hasPrev()) return Promise.reject(new Error('No previous page to fetch'));
    return this.#fetchPage(this.query, previousPage(this.#request), call);
  }

  /** This page, then every following page (see the class comment for when it ends). */
  pages(): AsyncGenerator<ProductsQueryResult, void, undefined> {
    return pagesFrom(this);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Product, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }
}

async function* pagesFrom(first: ProductsQueryResult): AsyncGenerator<ProductsQueryResult, void, undefined> {
  let page = first;
  let emptyPagesInARow = page.length === 0 ? 1 : 0;
  const seen = new Map<string, number>();
  rememberPage(seen, page);
  yield page;
  while (page.hasNext() && emptyPagesInARow < MAX_CONSECUTIVE_EMPTY_PAGES) {
    const following = await page.next();
    assertPageIsNew(seen, following);
    emptyPagesInARow = following.length === 0 ? emptyPagesInARow + 1 : 0;
    page = following;
    yield page;
  }
}

/** The page's product IDs as one string, or `undefined` when a product has none (nothing to compare then). */
function productIds(page: ProductsQueryResult): string | undefined {
  const ids = page.items.map((product) => product.id);
  return ids.length > 0 && ids.every((id) => typeof id === 'string') ? ids.join('\n') : undefined;
}

function rememberPage(seen: Map<string, number>, page: ProductsQueryResult): void {
  const ids = productIds(page);
  if (ids !== undefined) seen.set(ids, page.offset);
}

/** A page with the same products as any earlier page means the server ignores the offset: iteration would not end. */
function assertPageIsNew(seen: Map<string, number>, page: ProductsQueryResult): void {
  const ids = productIds(page);
  const earlier = ids === undefined ? undefined : seen.get(ids);
  if (earlier === undefined) return rememberPage(seen, page);
  throw new Error(
    `The server answered offsets ${earlier} and ${page.offset} with the same products; ` +
      'it does not honour offset paging, so iteration stops here',
  );
}
