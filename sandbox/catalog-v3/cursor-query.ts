import type { CursorPagingV3, PagingMetadataV3, SearchDetails, SortingV3 } from '../../generated/types.gen.js';
import type { Database, SqlValue } from '../db/database.js';
import { fieldFailure } from '../errors.js';
import { isPlainObject } from '../http/one-of.js';
import type { FieldResolver } from '../query/fields.js';
import { filterToSql, type SqlFragment } from '../query/filter-to-sql.js';
import { limitClause } from '../query/limit-clause.js';
import { sortToSql } from '../query/sort-to-sql.js';

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
 * A full-text index of a table: the condition of the rows a search matches, and, for a search without a sort, a
 * join that gives each match its relevance and the ORDER BY over it (a plain value, then the row key).
 */
export interface TextIndex {
  matching(search: SearchDetails): SqlFragment;
  ranked(search: SearchDetails): { join: SqlFragment; order: string };
}

interface CursorState {
  filter?: unknown;
  sort?: SortingV3[];
  search?: SearchDetails;
  offset: number;
}

const DEFAULT_LIMIT = 50;

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
  const state = cursorStateOf(request, path);
  const limit = request.cursorPaging?.limit ?? DEFAULT_LIMIT;
  if (limit > spec.maxLimit)
    throw fieldFailure(`${path}.cursorPaging.limit`, `must be at most ${spec.maxLimit}`, 'MAX');
  // Free text without a sort is ordered by relevance; the ranking join then does the matching.
  const ranking =
    !state.sort?.length && state.search?.expression?.trim() && spec.textIndex
      ? spec.textIndex.ranked(state.search)
      : undefined;
  const where = whereOf(spec, state.filter, ranking ? undefined : state.search, path);
  const order = ranking
    ? { sql: ranking.order, params: [] }
    : sortToSql(state.sort?.length ? state.sort : spec.defaultSort, spec.resolve, spec.rowKey, `${path}.sort`);
  const rows = db.all<Row>(
    `SELECT ${spec.select} FROM ${spec.from} ${ranking?.join.sql ?? ''} WHERE ${where.sql} ORDER BY ${order.sql} ${limitClause(limit + 1)} OFFSET ?`,
    ...(ranking?.join.params ?? []),
    ...where.params,
    ...order.params,
    state.offset,
  );
  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const cursors: { next?: string; prev?: string } = {};
  if (hasNext) cursors.next = encodeCursor({ ...state, offset: state.offset + limit });
  if (state.offset > 0) cursors.prev = encodeCursor({ ...state, offset: Math.max(0, state.offset - limit) });
  return { rows: page, pagingMetadata: { count: page.length, cursors, hasNext }, state };
}

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

function cursorStateOf(request: PageRequest, path: string): CursorState {
  const cursor = request.cursorPaging?.cursor;
  if (!cursor) return { filter: request.filter, sort: request.sort, search: request.search, offset: 0 };
  if (request.filter !== undefined || request.sort !== undefined || request.search !== undefined)
    throw fieldFailure(
      `${path}.cursorPaging.cursor`,
      'holds the filter, sort and search; send it alone',
      'FIELD_NOT_ALLOWED',
    );
  return decodeCursor(cursor, `${path}.cursorPaging.cursor`);
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, path: string): CursorState {
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (isPlainObject(state) && Number.isInteger(state.offset) && (state.offset as number) >= 0)
      return state as unknown as CursorState;
  } catch {
    // fall through to the violation below
  }
  throw fieldFailure(path, 'is not a cursor this service issued', 'FORMAT');
}

export type { SqlFragment, SqlValue };
