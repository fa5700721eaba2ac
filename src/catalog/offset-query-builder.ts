import type { Sorting } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { allOf, anyOf, fieldFilter, negation, wireFieldName, type QueryFilter } from './query-filter.js';
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

function flatValues(values: unknown[]): unknown[] {
  return values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
}

type BuilderConstructor<B> = new (send: QuerySender<never>, state: QueryState) => B;

/**
 * The fluent query of the platform's offset-paged queries (`queryProducts()`, `queryCollections()`). Every method
 * returns a new builder of the same kind; successive conditions are ANDed. The wire form follows the official
 * client's, with one deliberate difference: `not()` keeps the conditions already built (`current AND NOT other`)
 * instead of discarding them. A subclass names its fields and turns a response into its result page.
 */
export abstract class OffsetQueryBuilder<TField extends string, TResponse, TResult> {
  readonly #state: QueryState;
  readonly #send: QuerySender<TResponse>;

  constructor(send: QuerySender<TResponse>, state: QueryState = INITIAL_STATE) {
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

  /** Equal; the value is sent bare (`{"name": "Shirt"}`), `undefined` as `null`. */
  eq(field: TField, value: unknown): this {
    return this.#where(field, value === undefined ? null : value);
  }

  ne(field: TField, value: unknown): this {
    return this.#where(field, { $ne: value === undefined ? null : value });
  }

  /** Greater than or equal (`$gte`). */
  ge(field: TField, value: unknown): this {
    return this.#where(field, { $gte: value });
  }

  gt(field: TField, value: unknown): this {
    return this.#where(field, { $gt: value });
  }

  /** Less than or equal (`$lte`). */
  le(field: TField, value: unknown): this {
    return this.#where(field, { $lte: value });
  }

  lt(field: TField, value: unknown): this {
    return this.#where(field, { $lt: value });
  }

  startsWith(field: TField, prefix: string): this {
    return this.#where(field, { $startsWith: prefix });
  }

  endsWith(field: TField, suffix: string): this {
    return this.#where(field, { $endsWith: suffix });
  }

  contains(field: TField, text: string): this {
    return this.#where(field, { $contains: text });
  }

  /** The array field holds at least one of the values; pass them as arguments or as one array. */
  hasSome(field: TField, ...values: unknown[]): this {
    return this.#where(field, { $hasSome: flatValues(values) });
  }

  /** The array field holds every one of the values; pass them as arguments or as one array. */
  hasAll(field: TField, ...values: unknown[]): this {
    return this.#where(field, { $hasAll: flatValues(values) });
  }

  in(field: TField, values: readonly unknown[]): this {
    return this.#where(field, { $in: values });
  }

  exists(field: TField, value = true): this {
    return this.#where(field, { $exists: value });
  }

  /** Half-open range `from <= field < to`, sent as `$gte` AND `$lt` (there is no `$between` operator). */
  between(field: TField, from: unknown, to: unknown): this {
    return this.ge(field, from).lt(field, to);
  }

  isEmpty(field: TField): this {
    return this.#where(field, null);
  }

  isNotEmpty(field: TField): this {
    return this.#where(field, { $ne: null });
  }

  and(other: this): this {
    return this.#withState({ filter: allOf(this.filter, other.filter) });
  }

  /** `{"$or": [current, other]}`, flattened; a builder without conditions contributes nothing. */
  or(other: this): this {
    return this.#withState({ filter: anyOf(this.filter, other.filter) });
  }

  /** Current conditions AND NOT the other builder's: the existing filter is kept. */
  not(other: this): this {
    return this.#withState({ filter: allOf(this.filter, negation(other.filter)) });
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

  #where(field: TField, condition: unknown): this {
    return this.#withState({ filter: allOf(this.filter, fieldFilter(field, condition)) });
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
