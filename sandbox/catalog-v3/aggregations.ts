import type {
  AggregationResultV3,
  AggregationV3,
  CursorSearchV3,
  PagingMetadataV3,
} from '../../generated/types.gen.js';
import type { Database } from '../db/database.js';
import { fieldFailure } from '../errors.js';
import type { FieldDef } from '../query/fields.js';
import { runCursorPage, type SqlFragment, type TableSpec, whereOf } from './cursor-query.js';

const HISTOGRAM_PREFIX = { YEAR: 4, MONTH: 7, WEEK: 10, DAY: 10, HOUR: 13, MINUTE: 16, SECOND: 19 } as const;

/** Computes the requested aggregations over every row the search matches (not only the page). */
export function runAggregations(
  db: Database,
  spec: TableSpec,
  where: SqlFragment,
  aggregations: AggregationV3[],
  path: string,
): AggregationResultV3[] {
  return aggregations.map((aggregation, i) => {
    const at = `${path}.aggregations[${i}]`;
    const field = spec.resolve(aggregation.fieldPath);
    if (!field) throw fieldFailure(`${at}.fieldPath`, 'is not a field that can be aggregated', 'FIELD_NOT_ALLOWED');
    const head = {
      name: aggregation.name ?? aggregation.fieldPath,
      type: aggregation.type,
      fieldPath: aggregation.fieldPath,
    };
    const run = <T>(select: string, tail = '', extra: unknown[] = []) =>
      db.all<T>(
        `SELECT ${select} FROM ${spec.from} WHERE ${where.sql} ${tail}`,
        ...(field.params ?? []),
        ...where.params,
        ...(extra as []),
      );
    switch (aggregation.type) {
      case 'VALUE':
        return { ...head, values: { results: valueBuckets(run, field, aggregation) } };
      case 'SCALAR':
        return { ...head, scalar: scalarOf(run, field, aggregation) };
      case 'RANGE':
        return { ...head, ranges: { results: rangeBuckets(db, spec, where, field, aggregation) } };
      case 'DATE_HISTOGRAM':
        return { ...head, dateHistogram: { results: histogram(run, field, aggregation) } };
      default:
        throw fieldFailure(`${at}.type`, 'NESTED aggregations are not supported by the sandbox', 'INVALID_ENUM_VALUE');
    }
  });
}

type Runner = <T>(select: string, tail?: string, extra?: unknown[]) => T[];

function valueBuckets(run: Runner, field: FieldDef, aggregation: AggregationV3) {
  const settings = aggregation.value ?? {};
  const byValue = settings.sortType === 'VALUE';
  const direction = settings.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const missing = settings.missingValues === 'INCLUDE' ? '' : `HAVING value IS NOT NULL`;
  const rows = run<{ value: unknown; count: number }>(
    `${field.sql} AS value, COUNT(*) AS count`,
    `GROUP BY value ${missing} ORDER BY ${byValue ? 'value' : 'count'} ${direction}, value ASC LIMIT ?`,
    [settings.limit ?? 10],
  );
  return rows.map((row) => ({ value: row.value === null ? 'N/A' : String(row.value), count: row.count }));
}

function scalarOf(run: Runner, field: FieldDef, aggregation: AggregationV3) {
  const type = aggregation.scalar?.type ?? 'COUNT_DISTINCT';
  const expression =
    type === 'MIN' ? `MIN(${field.sql})` : type === 'MAX' ? `MAX(${field.sql})` : `COUNT(DISTINCT ${field.sql})`;
  const [row] = run<{ value: number | null }>(`${expression} AS value`);
  return { type, value: Number(row?.value ?? 0) };
}

function rangeBuckets(db: Database, spec: TableSpec, where: SqlFragment, field: FieldDef, aggregation: AggregationV3) {
  return (aggregation.range?.buckets ?? []).map((bucket) => {
    const conditions = [`${field.sql} IS NOT NULL`];
    const params: unknown[] = [...(field.params ?? [])];
    if (bucket.from !== undefined) {
      conditions.push(`${field.sql} >= ?`);
      params.push(...(field.params ?? []), bucket.from);
    }
    if (bucket.to !== undefined) {
      conditions.push(`${field.sql} < ?`);
      params.push(...(field.params ?? []), bucket.to);
    }
    const row = db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ${spec.from} WHERE (${where.sql}) AND ${conditions.join(' AND ')}`,
      ...where.params,
      ...(params as []),
    );
    return { ...bucket, count: row?.n ?? 0 };
  });
}

function histogram(run: Runner, field: FieldDef, aggregation: AggregationV3) {
  const width = HISTOGRAM_PREFIX[aggregation.dateHistogram?.interval ?? 'MONTH'];
  const rows = run<{ value: string; count: number }>(
    `substr(${field.sql}, 1, ${width}) AS value, COUNT(*) AS count`,
    'GROUP BY value HAVING value IS NOT NULL ORDER BY value',
  );
  return rows.map((row) => ({ value: row.value, count: row.count }));
}

/** One page of a search plus its aggregations over every match, for any v3 table. */
export function runSearch<Row>(
  db: Database,
  table: TableSpec,
  request: CursorSearchV3,
): { rows: Row[]; pagingMetadata: PagingMetadataV3; aggregationData: { results: AggregationResultV3[] } } {
  const page = runCursorPage<Row>(db, table, request, 'search');
  const where = whereOf(table, page.state.filter, page.state.search, 'search');
  const results = request.aggregations?.length ? runAggregations(db, table, where, request.aggregations, 'search') : [];
  return { rows: page.rows, pagingMetadata: page.pagingMetadata, aggregationData: { results } };
}
