import type { PagingMetadataV3 } from '../../../generated/types.gen.js';
import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import type { FieldDef, FieldResolver } from '../query/fields.js';
import type { SqlFragment } from '../query/filter-to-sql.js';
import { countRows, type PageRequest, runCursorPage, type TableSpec } from '../query/cursor-query.js';

/**
 * The cursor-query table of a v3 catalog entity service: newest first unless the caller sorts. `fields` is the
 * allow-list of queryable fields, or a resolver that answers them.
 */
export function entityTable(
  from: string,
  select: string,
  rowKey: string,
  fields: Record<string, FieldDef> | FieldResolver,
  maxLimit: number,
  scope?: SqlFragment,
): TableSpec {
  const resolve: FieldResolver =
    typeof fields === 'function' ? fields : (name) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
  return {
    from,
    select,
    rowKey,
    resolve,
    maxLimit,
    defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
    ...(scope ? { scope } : {}),
  };
}

/** The creation and update times every v3 entity is filtered and sorted by, on the table aliased `alias`. */
export const datedFields = (alias: string): Record<string, FieldDef> => ({
  createdDate: { sql: `${alias}.created_date`, type: 'datetime', sortable: true, notNull: true },
  updatedDate: { sql: `${alias}.updated_date`, type: 'datetime', sortable: true, notNull: true },
});

/** The wire entities, each with its assigned-product count when the caller asked for it. */
export function withAssignedCounts<Row extends { id: string }, Wire>(
  rows: readonly Row[],
  asked: boolean,
  countsOf: (ids: string[]) => Map<string, number>,
  toWire: (row: Row, count?: number) => Wire,
): Wire[] {
  const counts = asked ? countsOf(rows.map((r) => r.id)) : undefined;
  return rows.map((row) => toWire(row, counts ? (counts.get(row.id) ?? 0) : undefined));
}

/**
 * The view of an entity kind whose wire form counts the products that use it: the count is filled in when the
 * caller's requested fields include `countRequest`.
 */
export const countedView =
  <Row extends { id: string }, Wire>(
    countRequest: string,
    countsOf: (db: Database, ids: readonly string[]) => Map<string, number>,
    toWire: (row: Row, count?: number) => Wire,
  ) =>
  (context: SandboxContext, rows: readonly Row[], fields: readonly string[] | undefined): Wire[] =>
    withAssignedCounts(rows, fields?.includes(countRequest) ?? false, (ids) => countsOf(context.db, ids), toWire);

/** One page of a v3 entity query, its rows turned into wire entities by `view`. */
export function entityPage<Row, Wire>(
  db: Database,
  table: TableSpec,
  query: PageRequest | undefined,
  view: (rows: Row[]) => Wire[],
): { items: Wire[]; pagingMetadata: PagingMetadataV3 } {
  const page = runCursorPage<Row>(db, table, query ?? {}, 'query');
  return { items: view(page.rows), pagingMetadata: page.pagingMetadata };
}

/** How many rows of the table match a query's filter. */
export const countEntities = (db: Database, table: TableSpec, filter: unknown) => ({
  count: countRows(db, table, filter, undefined, ''),
});

type EntityView<Row, Wire> = (
  context: SandboxContext,
  rows: readonly Row[],
  fields: readonly string[] | undefined,
) => Wire[];

/**
 * The query and count services of one v3 entity table; a query answers its page under `key` (as the contract names
 * the list, e.g. `infoSections`) beside the paging metadata.
 */
export function entityQueries<Key extends string, Row, Wire>(key: Key, table: TableSpec, view: EntityView<Row, Wire>) {
  return {
    query(context: SandboxContext, query: PageRequest | undefined, fields: readonly string[] | undefined) {
      const { items, pagingMetadata } = entityPage(context.db, table, query, (rows: Row[]) =>
        view(context, rows, fields),
      );
      return { [key]: items, pagingMetadata } as Record<Key, Wire[]> & { pagingMetadata: PagingMetadataV3 };
    },
    count: (context: SandboxContext, filter: unknown) => countEntities(context.db, table, filter),
  };
}
