import type { Sorting } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { FilterBuilder } from './filter-builder.js';
import { wireFieldName, type QueryFilter } from './query-filter.js';
import { DEFAULT_PAGE_SIZE, type PageRequest } from './query-paging.js';

/** The `query` object of an offset-paged query as it goes on the wire. */
export interface OffsetQuery {
  filter?: QueryFilter;
  sort?: Sorting[];
  paging?: { limit?: number; offset?: number };
}

/** Sends a query (`{"query": …}`) and answers the wire response. */
export type QuerySender<TResponse> = (request: { query: OffsetQuery }, call?: CallOptions) => Promise<TResponse>;

export interface QueryState {
  readonly filter: QueryFilter;
  readonly sort: readonly Sorting[];
  readonly offset: number;
  readonly limit: number;
}

const INITIAL_STATE: QueryState = { filter: {}, sort: [], offset: 0, limit: DEFAULT_PAGE_SIZE };

type BuilderConstructor<B> = new (send: QuerySender<never>, state: QueryState) => B;

/**
 * The fluent query of the platform's offset-paged queries (`queryProducts()`, `queryCollections()`): the filter
 * operators of {@link FilterBuilder}, and `endsWith` and the emptiness checks, which the v3 queries do not take; sort,
 * `skip` and `limit`. A subclass names its fields and turns a response into its result page.
 */
export abstract class OffsetQueryBuilder<TField extends string, TResponse, TResult> extends FilterBuilder<TField> {
  readonly #state: QueryState;
  readonly #send: QuerySender<TResponse>;

  constructor(send: QuerySender<TResponse>, state: QueryState = INITIAL_STATE) {
    super();
    this.#send = send;
    this.#state = state;
  }

  /** The result page of a response to this builder's query. */
  protected abstract toResult(
    response: TResponse,
    request: PageRequest,
    call: CallOptions | undefined,
    fetchPage: (query: this, request: PageRequest, call: CallOptions | undefined) => Promise<TResult>,
  ): TResult;

  endsWith(field: TField, suffix: string): this {
    return this.where(field, { $endsWith: suffix });
  }

  isEmpty(field: TField): this {
    return this.where(field, null);
  }

  isNotEmpty(field: TField): this {
    return this.where(field, { $ne: null });
  }

  /** Sort ascending by these fields, after the sort keys already given. */
  ascending(...fields: Array<TField | TField[]>): this {
    return this.#sortBy(fields.flat(), 'ASC');
  }

  descending(...fields: Array<TField | TField[]>): this {
    return this.#sortBy(fields.flat(), 'DESC');
  }

  /** Start at this offset (validated when the query is sent: a non-negative integer). */
  skip(offset: number): this {
    return this.#withState({ offset });
  }

  /** Page size (validated when the query is sent: an integer from 0 to 100). */
  limit(limit: number): this {
    return this.#withState({ limit });
  }

  get filter(): QueryFilter {
    return this.#state.filter;
  }

  /** The request's `query` object as it goes on the wire: `{filter, paging, sort?}`. */
  toQuery(): OffsetQuery & { filter: QueryFilter; paging: { offset: number; limit: number } } {
    const { filter, sort, offset, limit } = this.#state;
    const query: OffsetQuery & { filter: QueryFilter; paging: { offset: number; limit: number } } = {
      filter,
      paging: { offset, limit },
    };
    if (sort.length > 0) query.sort = [...sort];
    return query;
  }

  /** Runs the query and answers its first page; `call` (signal, timeout) also applies to the pages after it. */
  find(call?: CallOptions): Promise<TResult> {
    const { offset, limit } = this.#state;
    return this.#fetchPage(this, { offset, limit, pageSize: limit }, call);
  }

  readonly #fetchPage = async (query: this, request: PageRequest, call: CallOptions | undefined): Promise<TResult> => {
    const pageQuery = query.skip(request.offset).limit(request.limit);
    const response = await pageQuery.#send({ query: pageQuery.toQuery() }, call);
    return pageQuery.toResult(response, request, call, this.#fetchPage);
  };

  protected withFilter(filter: QueryFilter): this {
    return this.#withState({ filter });
  }

  #sortBy(fields: string[], order: Sorting['order']): this {
    const added = fields.map((field) => ({ fieldName: wireFieldName(field), order }));
    return this.#withState({ sort: [...this.#state.sort, ...added] });
  }

  #withState(change: Partial<QueryState>): this {
    const Builder = this.constructor as BuilderConstructor<this>;
    return new Builder(this.#send as QuerySender<never>, { ...this.#state, ...change });
  }
}
