import type { SqlValue } from '../db/database.js';
import type { SqlFragment } from './filter-to-sql.js';

/**
 * One key of a page's order: any SQL expression over the row (a column, a JSON path, a computed score) and its
 * direction. The last key of every order is unique per row (the row key), so the order is total.
 */
export interface OrderKey {
  sql: string;
  params: SqlValue[];
  descending: boolean;
  /** Never NULL (the row key), which spares the NULL cases. */
  notNull?: boolean;
}

/** The values of a row's order keys, as a cursor carries them. */
export type KeyValue = string | number | null;

export const isKeyValue = (value: unknown): value is KeyValue =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The same keys walked the other way (SQLite puts NULL first ascending and last descending, so NULLs flip too). */
export const reversedOrder = (keys: readonly OrderKey[]): OrderKey[] =>
  keys.map((key) => ({ ...key, descending: !key.descending }));

export function orderByOf(keys: readonly OrderKey[]): SqlFragment {
  return {
    sql: keys.map((key) => `${key.sql} ${key.descending ? 'DESC' : 'ASC'}`).join(', '),
    params: keys.flatMap((key) => key.params),
  };
}

/**
 * The rows strictly after the row whose keys had `values`, in the order of `keys`: the expanded form of a row-value
 * comparison (k1 after v1, or k1 = v1 and k2 after v2, …), which also works for mixed directions and NULLs. When it
 * can, a redundant bound on the first key (`k1 >= v1` ascending, `k1 <= v1` descending if k1 is never NULL) comes
 * first, so that SQLite seeks in an index on k1 instead of reading every row before the position.
 */
export function afterRow(keys: readonly OrderKey[], values: readonly KeyValue[]): SqlFragment {
  const chain = orChain(keys, values);
  const [first] = keys;
  const start = values[0];
  if (!first || start === null || start === undefined || (first.descending && !first.notNull)) return chain;
  return {
    sql: `${first.sql} ${first.descending ? '<=' : '>='} ? AND (${chain.sql})`,
    params: [...first.params, start, ...chain.params],
  };
}

function orChain(keys: readonly OrderKey[], values: readonly KeyValue[]): SqlFragment {
  const branches: SqlFragment[] = [];
  keys.forEach((key, i) => {
    const after = strictlyAfter(key, values[i]!);
    if (!after) return;
    const equal = keys
      .slice(0, i)
      .map((earlier, j) => ({ sql: `${earlier.sql} IS ?`, params: [...earlier.params, values[j]!] }));
    const parts = [...equal, after];
    branches.push({ sql: parts.map((p) => p.sql).join(' AND '), params: parts.flatMap((p) => p.params) });
  });
  if (branches.length === 0) return { sql: '0', params: [] };
  return { sql: branches.map((b) => `(${b.sql})`).join(' OR '), params: branches.flatMap((b) => b.params) };
}

/** One key past `value`: NULLs sort first ascending and last descending, as in SQLite's ORDER BY. */
function strictlyAfter(key: OrderKey, value: KeyValue): SqlFragment | undefined {
  if (value === null) return key.descending ? undefined : { sql: `${key.sql} IS NOT NULL`, params: key.params };
  if (!key.descending || key.notNull)
    return { sql: `${key.sql} ${key.descending ? '<' : '>'} ?`, params: [...key.params, value] };
  return { sql: `(${key.sql} < ? OR ${key.sql} IS NULL)`, params: [...key.params, value, ...key.params] };
}
