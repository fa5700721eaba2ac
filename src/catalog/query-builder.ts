import type { ProductQuery, ProductsQueryResult as ProductsQueryResponse, Sorting } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { allOf, anyOf, fieldFilter, negation, wireFieldName, type QueryFilter } from './query-filter.js';
import { DEFAULT_PAGE_SIZE, type PageRequest } from './query-paging.js';
import { ProductsQueryResult } from './query-result.js';

/** Sends a product query (`{"query": …}`) and answers the wire response. */
export type ProductQuerySender = (
  request: { query: ProductQuery },
  call?: CallOptions,
) => Promise<ProductsQueryResponse>;

/** Product fields that queries commonly use; any other (dotted) field name is accepted too. */
export type ProductQueryField =
  | 'id'
  | 'name'
  | 'slug'
  | 'sku'
  | 'description'
  | 'visible'
  | 'productType'
  | 'price'
  | 'priceData.price'
  | 'weight'
  | 'brand'
  | 'ribbon'
  | 'collectionIds'
  | 'numericId'
  | 'inventoryItemId'
  | 'stock.inStock'
  | 'stock.inventoryStatus'
  | 'stock.quantity'
  | 'discount.type'
  | 'manageVariants'
  | 'createdDate'
  | 'lastUpdated'
  | (string & {});

interface QueryState {
  readonly filter: QueryFilter;
  readonly sort: readonly Sorting[];
  readonly offset: number;
  readonly limit: number;
}

const INITIAL_STATE: QueryState = { filter: {}, sort: [], offset: 0, limit: DEFAULT_PAGE_SIZE };

function flatValues(values: unknown[]): unknown[] {
  return values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
}

/**
 * The fluent product query of `site.products.queryProducts()`. Every method returns a new builder; successive
 * conditions are ANDed. The wire form follows the official client's, with one deliberate difference: `not()` keeps
 * the conditions already built (`current AND NOT other`) instead of discarding them.
 */
export class ProductsQueryBuilder {
  readonly #state: QueryState;
  readonly #send: ProductQuerySender;

  constructor(send: ProductQuerySender, state: QueryState = INITIAL_STATE) {
    this.#send = send;
    this.#state = state;
  }

  /** Equal; the value is sent bare (`{"name": "Shirt"}`), `undefined` as `null`. */
  eq(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, value === undefined ? null : value);
  }

  ne(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, { $ne: value === undefined ? null : value });
  }

  /** Greater than or equal (`$gte`). */
  ge(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, { $gte: value });
  }

  gt(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, { $gt: value });
  }

  /** Less than or equal (`$lte`). */
  le(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, { $lte: value });
  }

  lt(field: ProductQueryField, value: unknown): ProductsQueryBuilder {
    return this.#where(field, { $lt: value });
  }

  startsWith(field: ProductQueryField, prefix: string): ProductsQueryBuilder {
    return this.#where(field, { $startsWith: prefix });
  }

  endsWith(field: ProductQueryField, suffix: string): ProductsQueryBuilder {
    return this.#where(field, { $endsWith: suffix });
  }

  contains(field: ProductQueryField, text: string): ProductsQueryBuilder {
    return this.#where(field, { $contains: text });
  }

  /** The array field holds at least one of the values; pass them as arguments or as one array. */
  hasSome(field: ProductQueryField, ...values: unknown[]): ProductsQueryBuilder {
    return this.#where(field, { $hasSome: flatValues(values) });
  }

  /** The array field holds every one of the values; pass them as arguments or as one array. */
  hasAll(field: ProductQueryField, ...values: unknown[]): ProductsQueryBuilder {
    return this.#where(field, { $hasAll: flatValues(values) });
  }

  in(field: ProductQueryField, values: readonly unknown[]): ProductsQueryBuilder {
    return this.#where(field, { $in: values });
  }

  exists(field: ProductQueryField, value = true): ProductsQueryBuilder {
    return this.#where(field, { $exists: value });
  }

  /** Half-open range `from <= field < to`, sent as `$gte` AND `$lt` (there is no `$between` operator). */
  between(field: ProductQueryField, from: unknown, to: unknown): ProductsQueryBuilder {
    return this.ge(field, from).lt(field, to);
  }

  isEmpty(field: ProductQueryField): ProductsQueryBuilder {
    return this.#where(field, null);
  }

  isNotEmpty(field: ProductQueryField): ProductsQueryBuilder {
    return this.#where(field, { $ne: null });
  }

  and(other: ProductsQueryBuilder): ProductsQueryBuilder {
    return this.#withFilter(allOf(this.filter, other.filter));
  }

  /** `{"$or": [current, other]}`, flattened; a builder without conditions contributes nothing. */
  or(other: ProductsQueryBuilder): ProductsQueryBuilder {
    return this.#withFilter(anyOf(this.filter, other.filter));
  }

  /** Current conditions AND NOT the other builder's: the existing filter is kept. */
  not(other: ProductsQueryBuilder): ProductsQueryBuilder {
    return this.#withFilter(allOf(this.filter, negation(other.filter)));
  }

  /** Sort ascending by these fields, after the sort keys already given. */
  ascending(...fields: Array<ProductQueryField | ProductQueryField[]>): ProductsQueryBuilder {
    return this.#sortBy(fields.flat(), 'ASC');
  }

  descending(...fields: Array<ProductQueryField | ProductQueryField[]>): ProductsQueryBuilder {
    return this.#sortBy(fields.flat(), 'DESC');
  }

  /** Start at this offset (validated when the query is sent: a non-negative integer). */
  skip(offset: number): ProductsQueryBuilder {
    return new ProductsQueryBuilder(this.#send, { ...this.#state, offset });
  }

  /** Page size (validated when the query is sent: an integer from 0 to 100). */
  limit(limit: number): ProductsQueryBuilder {
    return new ProductsQueryBuilder(this.#send, { ...this.#state, limit });
  }

  get filter(): QueryFilter {
    return this.#state.filter;
  }

  /** The request's `query` object as it goes on the wire: `{filter, paging, sort?}`. */
  toQuery(): ProductQuery {
    const { filter, sort, offset, limit } = this.#state;
    const query: ProductQuery = { filter, paging: { offset, limit } };
    if (sort.length > 0) query.sort = [...sort];
    return query;
  }

  /** Runs the query and answers its first page; `call` (signal, timeout) also applies to the pages after it. */
  find(call?: CallOptions): Promise<ProductsQueryResult> {
    const { offset, limit } = this.#state;
    return ProductsQueryBuilder.#fetchPage(this, { offset, limit, pageSize: limit }, call);
  }

  static async #fetchPage(
    query: ProductsQueryBuilder,
    request: PageRequest,
    call: CallOptions | undefined,
  ): Promise<ProductsQueryResult> {
    const pageQuery = query.skip(request.offset).limit(request.limit);
    const response = await pageQuery.#send({ query: pageQuery.toQuery() }, call);
    return new ProductsQueryResult({
      query: pageQuery,
      request,
      response,
      call,
      fetchPage: ProductsQueryBuilder.#fetchPage,
    });
  }

  #where(field: ProductQueryField, condition: unknown): ProductsQueryBuilder {
    return this.#withFilter(allOf(this.filter, fieldFilter(field, condition)));
  }

  #withFilter(filter: QueryFilter): ProductsQueryBuilder {
    return new ProductsQueryBuilder(this.#send, { ...this.#state, filter });
  }

  #sortBy(fields: string[], order: Sorting['order']): ProductsQueryBuilder {
    const added = fields.map((field) => ({ fieldName: wireFieldName(field), order }));
    return new ProductsQueryBuilder(this.#send, { ...this.#state, sort: [...this.#state.sort, ...added] });
  }
}
