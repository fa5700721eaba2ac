import type { PagingMetadataV3 } from '../../../generated/types.gen.js';
import type { Database, SqlValue } from '../db/database.js';
import { fieldFailure } from '../errors.js';
import type { SqlFragment } from './filter-to-sql.js';
import { afterRow, type KeyValue, type OrderKey, orderByOf, reversedOrder } from './keyset.js';
import { limitClause } from './limit-clause.js';
import type { Position } from './cursor-state.js';

const DEFAULT_LIMIT = 50;

/** The page size asked for: a whole number from 1 to `max` (50 when absent, or `max` if lower). */
export function pageLimit(limit: number | undefined, max: number, path: string): number {
  if (limit === undefined) return Math.min(DEFAULT_LIMIT, max);
  if (!Number.isInteger(limit) || limit < 1) throw fieldFailure(path, 'must be a whole number of at least 1', 'MIN');
  if (limit > max) throw fieldFailure(path, `must be at most ${max}`, 'MAX');
  return limit;
}

/** One keyset page of `SELECT <select> FROM <from> WHERE <where>` in the order of `keys`. */
export interface KeysetQuery {
  from: string;
  /** Parameters of `from` (a derived table). */
  fromParams?: SqlValue[];
  select: string;
  where: SqlFragment;
  keys: OrderKey[];
  limit: number;
  position?: Position | undefined;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** The order-key values of the first and last row of the page. */
  first: KeyValue[];
  last: KeyValue[];
  /** Whether rows exist beyond the page in the direction it was read. */
  more: boolean;
  position?: Position | undefined;
}

const keyColumn = (i: number) => `__key${i}`;

/**
 * The rows strictly after (or before) the position, `limit` of them, in order. Reading backwards runs the reversed
 * order and turns the page round. The key values are selected beside each row and taken off it.
 */
export function keysetPage<Row>(db: Database, query: KeysetQuery): KeysetPage<Row> {
  const { keys, position, limit } = query;
  const travel = position && !position.forward ? reversedOrder(keys) : keys;
  const conditions = [query.where, ...(position ? [afterRow(travel, position.values)] : [])];
  const order = orderByOf(travel);
  const found = db.all<Record<string, SqlValue>>(
    `SELECT ${query.select}, ${keys.map((key, i) => `${key.sql} AS ${keyColumn(i)}`).join(', ')} FROM ${query.from}
     WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')} ORDER BY ${order.sql} ${limitClause(limit + 1)}`,
    ...keys.flatMap((key) => key.params),
    ...(query.fromParams ?? []),
    ...conditions.flatMap((c) => c.params),
    ...order.params,
  );
  const taken = found.slice(0, limit);
  if (position && !position.forward) taken.reverse();
  const values = taken.map((row) => keys.map((_, i) => row[keyColumn(i)] as KeyValue));
  for (const row of taken) keys.forEach((_, i) => delete row[keyColumn(i)]);
  return {
    rows: taken as Row[],
    first: values[0] ?? [],
    last: values[values.length - 1] ?? [],
    more: found.length > limit,
    position,
  };
}

/**
 * `next` leads past the last row while more rows follow; `prev` leads before the first row when the page was reached
 * through a cursor. A page read backwards always has a `next` (the page it came from) and a `prev` while rows precede.
 */
export function pagingMetadataOf(
  page: KeysetPage<unknown>,
  cursorOf: (position: Position) => string,
): PagingMetadataV3 {
  const cursors: { next?: string; prev?: string } = {};
  if (page.rows.length > 0) {
    const forward = page.position?.forward ?? true;
    if (forward ? page.more : true) cursors.next = cursorOf({ forward: true, values: page.last });
    if (forward ? page.position !== undefined : page.more)
      cursors.prev = cursorOf({ forward: false, values: page.first });
  }
  return { count: page.rows.length, cursors, hasNext: cursors.next !== undefined };
}
