import type { FieldViolation, Sorting } from '../../../generated/types.gen.js';
import type { SqlValue } from '../db/database.js';
import { validationFailure } from '../errors.js';
import type { FieldResolver } from './fields.js';
import { type OrderKey, orderByOf } from './keyset.js';

export interface OrderBy {
  sql: string;
  params: SqlValue[];
}

const MAX_SORT_KEYS = 10;

/**
 * ORDER BY from sort keys through the field allow-list. A final tie-breaker on the row key (in the direction of the
 * last key) makes paging stable and still lets SQLite walk a single-column index instead of sorting.
 */
export function sortToSql(
  sort: Sorting[] | undefined,
  resolve: FieldResolver,
  rowKey: string,
  path = 'query.sort',
): OrderBy {
  return orderByOf(orderKeysOf(sort, resolve, rowKey, path));
}

/** The keys of that order, each with its parameters, for keyset paging (`keyset.ts`). */
export function orderKeysOf(
  sort: Sorting[] | undefined,
  resolve: FieldResolver,
  rowKey: string,
  path = 'query.sort',
): OrderKey[] {
  const keys = sort ?? [];
  const violations: FieldViolation[] = [];
  if (keys.length > MAX_SORT_KEYS)
    violations.push({ field: path, description: `may have at most ${MAX_SORT_KEYS} keys`, violatedRule: 'MAX_SIZE' });
  const order: OrderKey[] = [];
  keys.forEach((key, i) => {
    const field = resolve(key.fieldName);
    if (!field?.sortable) {
      violations.push({
        field: `${path}[${i}].fieldName`,
        description: `${key.fieldName} is not a field that can be sorted on`,
        violatedRule: 'FIELD_NOT_ALLOWED',
      });
      return;
    }
    order.push({
      sql: field.sortSql ?? field.sql,
      params: field.params ?? [],
      descending: key.order === 'DESC',
      ...(field.notNull ? { notNull: true } : {}),
    });
  });
  if (violations.length > 0) throw validationFailure(violations);
  const lastDescending = keys.length > 0 ? keys[keys.length - 1]!.order === 'DESC' : true;
  order.push({ sql: rowKey, params: [], descending: lastDescending, notNull: true });
  return order;
}
