import type { CursorPagingV3, PagingMetadataV3, SearchDetails, SortingV3 } from '../../../generated/types.gen.js';
import type { Database, SqlValue } from '../db/database.js';
import { fieldFailure } from '../errors.js';
import type { FieldResolver } from './fields.js';
import { filterToSql, type SqlFragment } from './filter-to-sql.js';
import { notACursor, signCursor } from './signed-cursor.js';
import type { OrderKey } from './keyset.js';
import { orderKeysOf } from './sort-to-sql.js';
import { type CursorState, cursorPayload, type Position, stateOfCursor } from './cursor-state.js';
import { keysetPage, pageLimit, pagingMetadataOf } from './keyset-page.js';

/** A v3 query or search as it arrives: the first page carries filter and sort, later pages only a cursor. */
export interface PageRequest {
  filter?: unknown;
  sort?: SortingV3[];
  cursorPaging?: CursorPagingV3;
  search?: SearchDetails;
}

/** What one table offers to the cursor query: its FROM clause, row key, fields and free-text column. */
export interface TableSpec {
  from: string;
  select: string;
  rowKey: string;
  resolve: FieldResolver;
  maxLimit: number;
  defaultSort: SortingV3[];
  /** Lower-case text that free-text search looks in, unless the table has a full-text index. */
  searchColumn?: string;
  textIndex?: TextIndex;
  /** A condition every row must meet (visibility for visitors). */
  scope?: SqlFragment;
}

/**
 * A full-text index of a table: the condition of the rows a search matches, and, for a search without a sort, the
 * FROM clause that joins the table (`from`) to its matches with their relevance, and the order key over it (a plain
 * value, so keyset cursors carry it).
 */
export interface TextIndex {
  matching(search: SearchDetails): SqlFragment;
  ranked(search: SearchDetails, from: string): { from: SqlFragment; relevance: OrderKey };
}

/** The WHERE clause of a request (filter, free text and scope), also used by count and aggregations. */
export function whereOf(
  spec: TableSpec,
  filter: unknown,
  search: SearchDetails | undefined,
  path: string,
): SqlFragment {
  const parts = [filterToSql(filter ?? {}, spec.resolve, path ? `${path}.filter` : 'filter')];
  if (search?.expression?.trim())
    parts.push(spec.textIndex ? spec.textIndex.matching(search) : freeText(spec, search, path));
  if (spec.scope) parts.push(spec.scope);
  const meaningful = parts.filter((p) => p.sql !== '1');
  if (meaningful.length === 0) return { sql: '1', params: [] };
  return { sql: meaningful.map((p) => `(${p.sql})`).join(' AND '), params: meaningful.flatMap((p) => p.params) };
}

function freeText(spec: TableSpec, search: SearchDetails, path: string): SqlFragment {
  if (!spec.searchColumn) throw fieldFailure(`${path}.search`, 'free text is not supported here', 'FIELD_NOT_ALLOWED');
  const terms = search.expression!.toLowerCase().split(/\s+/).filter(Boolean);
  const like = `${spec.searchColumn} LIKE ? ESCAPE '\\'`;
  const joiner = search.mode === 'AND' ? ' AND ' : ' OR ';
  return {
    sql: terms.map(() => like).join(joiner),
    params: terms.map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  };
}

/** Runs one page: the rows (one more is fetched to know whether a next page exists) and the paging metadata. */
export function runCursorPage<Row>(
  db: Database,
  spec: TableSpec,
  request: PageRequest,
  path: string,
): { rows: Row[]; pagingMetadata: PagingMetadataV3; state: CursorState } {
  const limit = pageLimit(request.cursorPaging?.limit, spec.maxLimit, `${path}.cursorPaging.limit`);
  const listing = listingOf(spec, path);
  const state = cursorStateOf(db, listing, request, path);
  // Free text without a sort is ordered by relevance; the ranking join then does the matching.
  const ranking =
    !state.sort?.length && state.search?.expression?.trim() && spec.textIndex
      ? spec.textIndex.ranked(state.search, spec.from)
      : undefined;
  const where = whereOf(spec, state.filter, ranking ? undefined : state.search, path);
  const keys = ranking
    ? [ranking.relevance, { sql: spec.rowKey, params: [], descending: false, notNull: true }]
    : orderKeysOf(state.sort?.length ? state.sort : spec.defaultSort, spec.resolve, spec.rowKey, `${path}.sort`);
  if (state.position && state.position.values.length !== keys.length) throw notACursor(`${path}.cursorPaging.cursor`);
  const page = keysetPage<Row>(db, {
    from: ranking ? ranking.from.sql : spec.from,
    fromParams: ranking?.from.params ?? [],
    select: spec.select,
    where,
    keys,
    limit,
    position: state.position,
  });
  const cursorOf = (position: Position) => signCursor(db, cursorPayload(listing, state, position));
  return { rows: page.rows, pagingMetadata: pagingMetadataOf(page, cursorOf), state };
}

/**
 * What a cursor is good for: the same operation (`query` or `search`) on the same table and scope parameters (brand
 * or ribbon), so a brand cursor is refused by ribbons and a query cursor by search.
 */
const listingOf = (spec: TableSpec, path: string) => JSON.stringify([path, spec.from, spec.scope?.params ?? []]);

/** Counts the rows a filter and free text match. */
export function countRows(
  db: Database,
  spec: TableSpec,
  filter: unknown,
  search: SearchDetails | undefined,
  path: string,
): number {
  const where = whereOf(spec, filter, search, path);
  return db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${spec.from} WHERE ${where.sql}`, ...where.params)!.n;
}

function cursorStateOf(db: Database, table: string, request: PageRequest, path: string): CursorState {
  const cursor = request.cursorPaging?.cursor;
  if (!cursor) return { filter: request.filter, sort: request.sort, search: request.search };
  if (!isEmpty(request.filter) || !isEmpty(request.sort) || !isEmpty(request.search))
    throw fieldFailure(
      `${path}.cursorPaging.cursor`,
      'holds the filter, sort and search; send it alone',
      'FIELD_NOT_ALLOWED',
    );
  return stateOfCursor(db, table, cursor, `${path}.cursorPaging.cursor`);
}

/** Storefronts send `filter: {}` (and empty sorts) beside a cursor; the platform reads those as absent. */
const isEmpty = (part: unknown) =>
  part === undefined || (typeof part === 'object' && part !== null && Object.keys(part).length === 0);

export type { SqlFragment, SqlValue };
