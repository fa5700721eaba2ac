import { allOf, anyOf, fieldFilter, negation, type QueryFilter } from './query-filter.js';

/** Values passed as arguments or as one array (`hasSome('tags', 'a', 'b')` or `hasSome('tags', ['a', 'b'])`). */
function valuesOf(values: unknown[]): unknown[] {
  return values.length === 1 && Array.isArray(values[0]) ? (values[0] as unknown[]) : values;
}

/**
 * The filter operators of the platform's query language, shared by the offset-paged queries (v1) and the cursor
 * queries and searches (v3). Every method answers a new builder of the same kind; successive conditions are ANDed.
 * Field names written for the official client (`_id`) are sent under their wire names (`id`). A subclass keeps the
 * filter with the rest of its state (sort, paging).
 */
export abstract class FilterBuilder<TField extends string> {
  /** The conditions so far, as they go on the wire. */
  abstract get filter(): QueryFilter;

  /** A builder like this one whose filter is `filter`. */
  protected abstract withFilter(filter: QueryFilter): this;

  /** Equal; the value is sent bare (`{"name": "Shirt"}`), `undefined` as `null`. */
  eq(field: TField, value: unknown): this {
    return this.where(field, value ?? null);
  }

  ne(field: TField, value: unknown): this {
    return this.#compare('$ne', field, value ?? null);
  }

  /** Greater than or equal (`$gte`). */
  ge(field: TField, value: unknown): this {
    return this.#compare('$gte', field, value);
  }

  gt(field: TField, value: unknown): this {
    return this.#compare('$gt', field, value);
  }

  /** Less than or equal (`$lte`). */
  le(field: TField, value: unknown): this {
    return this.#compare('$lte', field, value);
  }

  lt(field: TField, value: unknown): this {
    return this.#compare('$lt', field, value);
  }

  startsWith(field: TField, prefix: string): this {
    return this.#compare('$startsWith', field, prefix);
  }

  contains(field: TField, text: string): this {
    return this.#compare('$contains', field, text);
  }

  in(field: TField, values: readonly unknown[]): this {
    return this.#compare('$in', field, values);
  }

  /** The array field holds at least one of the values; pass them as arguments or as one array. */
  hasSome(field: TField, ...values: unknown[]): this {
    return this.#compare('$hasSome', field, valuesOf(values));
  }

  /** The array field holds every one of the values; pass them as arguments or as one array. */
  hasAll(field: TField, ...values: unknown[]): this {
    return this.#compare('$hasAll', field, valuesOf(values));
  }

  exists(field: TField, present = true): this {
    return this.#compare('$exists', field, present);
  }

  /** Half-open range `from <= field < to`, sent as `$gte` AND `$lt` (there is no `$between` operator). */
  between(field: TField, from: unknown, to: unknown): this {
    return this.ge(field, from).lt(field, to);
  }

  and(other: this): this {
    return this.withFilter(allOf(this.filter, other.filter));
  }

  /** `{"$or": [current, other]}`, flattened; a builder without conditions contributes nothing. */
  or(other: this): this {
    return this.withFilter(anyOf(this.filter, other.filter));
  }

  /**
   * The conditions so far AND NOT the other builder's. The official client's `not()` discards the conditions built
   * before it; keeping them is the one deliberate difference from its wire form.
   */
  not(other: this): this {
    return this.withFilter(allOf(this.filter, negation(other.filter)));
  }

  /** Adds `{field: condition}` to the conditions: a bare value means equality, an object holds operators. */
  protected where(field: TField, condition: unknown): this {
    return this.withFilter(allOf(this.filter, fieldFilter(field, condition)));
  }

  #compare(operator: string, field: TField, operand: unknown): this {
    return this.where(field, { [operator]: operand });
  }
}
