import type {
  CursorPagingV3,
  CursorSearchV3,
  QueryFilter,
  SearchDetails,
  SortingV3,
} from '../../generated/types.gen.js';
import { FilterBuilder } from '../query-language/filter-builder.js';
import { wireFieldName } from '../query-language/query-filter.js';
import { DEFAULT_PAGE_SIZE } from '../query-language/query-paging.js';
import type { CallOptions } from '../http/call-options.js';
import type {
  AggregationKind,
  AggregationRequests,
  AggregationSettings,
  NoAggregations,
} from './aggregation-results.js';
import { CursorResult, type CursorContinuation, type CursorPage } from './cursor-result.js';
import { nextPageRequest } from './next-page-request.js';

/**
 * Sends one request of a query or search (the `query` or `search` object; the module adds the call's other fields,
 * such as `fields`) and answers its items and paging.
 */
export type CursorPageSource<TItem> = (
  request: CursorSearchV3,
  call: CallOptions | undefined,
) => Promise<CursorPage<TItem>>;

interface BuilderState {
  readonly filter: QueryFilter;
  readonly sort: readonly SortingV3[];
  readonly limit: number;
  /** Set by `skipTo`: the first page is the one this cursor points to. */
  readonly cursor?: string;
  /** Free text, aggregations and time zone of a search. */
  readonly search: Omit<CursorSearchV3, 'filter' | 'sort' | 'cursorPaging'>;
}

const INITIAL_STATE: BuilderState = { filter: {}, sort: [], limit: DEFAULT_PAGE_SIZE, search: {} };

type Derived<B> = new (source: CursorPageSource<never>, state: BuilderState) => B;

/**
 * The fluent cursor query of the v3 catalog (`queryProducts()`, `queryInventoryItems()`, `queryVariants()`): the
 * filter operators of {@link FilterBuilder}, sort and `limit`. There is no `skip()`: cursor paging has no offsets;
 * `skipTo(cursor)` starts at a page a cursor points to. `find()` answers a {@link CursorResult}.
 */
export class CursorQueryBuilder<
  TField extends string,
  TItem,
  A extends AggregationRequests = NoAggregations,
> extends FilterBuilder<TField> {
  readonly #source: CursorPageSource<TItem>;
  readonly #state: BuilderState;

  constructor(source: CursorPageSource<TItem>, state: BuilderState = INITIAL_STATE) {
    super();
    this.#source = source;
    this.#state = state;
  }

  ascending(...fields: Array<TField | TField[]>): this {
    return this.#sort(fields.flat(), 'ASC');
  }

  descending(...fields: Array<TField | TField[]>): this {
    return this.#sort(fields.flat(), 'DESC');
  }

  /** Page size (`cursorPaging.limit`; checked against the contract when sent). Default 50. */
  limit(limit: number): this {
    return this.derive({ limit });
  }

  /** Start at the page this cursor points to; the cursor carries filter and sort, so only it is sent. */
  skipTo(cursor: string): this {
    return this.derive({ cursor });
  }

  get filter(): QueryFilter {
    return this.#state.filter;
  }

  /** The request's `query` (or `search`) object as it goes on the wire. */
  toRequest(): CursorSearchV3 {
    const { filter, sort, limit, cursor, search } = this.#state;
    if (cursor !== undefined) return nextPageRequest(cursor, limit);
    const paging: CursorPagingV3 = { limit };
    return {
      ...(Object.keys(filter).length > 0 ? { filter } : {}),
      ...(sort.length > 0 ? { sort: [...sort] } : {}),
      ...search,
      cursorPaging: paging,
    };
  }

  /** Runs the query and answers its first page; `call` (signal, timeout) also applies to the pages after it. */
  find(call?: CallOptions): Promise<CursorResult<TItem, A>> {
    return this.#fetch(this.toRequest(), this.#state.cursor, call);
  }

  protected get searchState(): BuilderState['search'] {
    return this.#state.search;
  }

  /** A builder like this one with `change` applied, as an instance of `Kind` (this builder's class by default). */
  protected derive(change: Partial<BuilderState>): this;
  protected derive<B>(change: Partial<BuilderState>, Kind: Derived<B>): B;
  protected derive(change: Partial<BuilderState>, Kind: Derived<unknown> = this.constructor as Derived<this>): unknown {
    return new Kind(this.#source as CursorPageSource<never>, { ...this.#state, ...change });
  }

  readonly #fetch = async (
    request: CursorSearchV3,
    cursor: string | undefined,
    call: CallOptions | undefined,
  ): Promise<CursorResult<TItem, A>> => {
    const page = await this.#source(request, call);
    return new CursorResult<TItem, A>({ page, limit: this.#state.limit, cursor, call, fetch: this.#continue });
  };

  readonly #continue = (paging: CursorContinuation, call: CallOptions | undefined) =>
    this.#fetch(nextPageRequest(paging.cursor, paging.limit), paging.cursor, call);

  protected withFilter(filter: QueryFilter): this {
    return this.derive({ filter });
  }

  #sort(fields: string[], order: SortingV3['order']): this {
    const keys = fields.map((field) => ({ fieldName: wireFieldName(field), order }));
    return this.derive({ sort: [...this.#state.sort, ...keys] });
  }
}

/**
 * The fluent cursor search of the v3 catalog: the query's filters and sort plus free text, aggregations and a time
 * zone. Each `aggregate()` adds its name and kind to the builder's type, so that `result.aggregations.<name>` has
 * the result part of that kind (`values` for `VALUE`, `ranges` for `RANGE`, `scalar`, `dateHistogram`).
 */
export class CursorSearchBuilder<
  TField extends string,
  TItem,
  A extends AggregationRequests = NoAggregations,
> extends CursorQueryBuilder<TField, TItem, A> {
  /** Free text: `expression`, and how terms combine (`mode`), where to look (`fields`) and `fuzzy` matching. */
  search(expression: string, details: Omit<SearchDetails, 'expression'> = {}): this {
    return this.derive({ search: { ...this.searchState, search: { ...details, expression } } });
  }

  /** Adds an aggregation over every match (not just this page), answered under `name`. */
  aggregate<N extends string, K extends AggregationKind>(
    name: N,
    type: K,
    fieldPath: TField,
    settings: AggregationSettings = {},
  ): CursorSearchBuilder<TField, TItem, A & Record<N, K>> {
    const aggregations = [...(this.searchState.aggregations ?? []), { ...settings, name, type, fieldPath }];
    return this.derive(
      { search: { ...this.searchState, aggregations } },
      CursorSearchBuilder<TField, TItem, A & Record<N, K>>,
    );
  }

  /** ISO offset or IANA zone for date filters and histograms. */
  timeZone(zone: string): this {
    return this.derive({ search: { ...this.searchState, timeZone: zone } });
  }
}
