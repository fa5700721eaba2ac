/**
 * Iteration stops after this many empty pages in a row even when the server keeps saying that more results
 * exist, so a server that over-reports `total` cannot keep a `for await` loop busy forever.
 */
export const MAX_CONSECUTIVE_EMPTY_PAGES = 10;

/** One page of a query's answer: its items, and `for await` over them and over every page after it. */
export abstract class PageOfItems<TItem> implements AsyncIterable<TItem> {
  /** The items of this page. */
  readonly items: TItem[];

  protected constructor(items: TItem[]) {
    this.items = items;
  }

  get length(): number {
    return this.items.length;
  }

  /** This page, then every following page (each result class says when the pages end). */
  abstract pages(): AsyncIterable<PageOfItems<TItem>>;

  async *[Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }
}
