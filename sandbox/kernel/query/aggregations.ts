import type {
  AggregationResultV3,
  AggregationV3,
  CursorSearchV3,
  PagingMetadataV3,
} from '../../../generated/types.gen.js';
import { zAggregationV3 } from '../../../generated/zod.gen.js';
import type { Database } from '../db/database.js';
import { fieldFailure } from '../errors.js';
import { validate } from '../http/input.js';
import type { FieldDef } from './fields.js';
import { aggregationBudget, type BucketBudget } from './aggregation-limits.js';
import { runCursorPage, type SqlFragment, type SqlValue, type TableSpec, whereOf } from './cursor-query.js';

/** The start of each interval as an ISO timestamp, from the stored UTC timestamps (weeks start on Monday). */
const INTERVAL_START = {
  YEAR: (sql: string) => `substr(${sql}, 1, 4) || '-01-01T00:00:00.000Z'`,
  MONTH: (sql: string) => `substr(${sql}, 1, 7) || '-01T00:00:00.000Z'`,
  WEEK: (sql: string) => `date(substr(${sql}, 1, 10), 'weekday 0', '-6 days') || 'T00:00:00.000Z'`,
  DAY: (sql: string) => `substr(${sql}, 1, 10) || 'T00:00:00.000Z'`,
  HOUR: (sql: string) => `substr(${sql}, 1, 13) || ':00:00.000Z'`,
  MINUTE: (sql: string) => `substr(${sql}, 1, 16) || ':00.000Z'`,
  SECOND: (sql: string) => `substr(${sql}, 1, 19) || '.000Z'`,
} as const;

/**
 * What one aggregation level sees: the rows it counts (FROM, and the search WHERE plus outer buckets), its field,
 * how a row is counted, and the condition of a row holding a value (for the levels nested inside a bucket).
 */
interface Level {
  db: Database;
  from: string;
  where: SqlFragment;
  field: FieldDef;
  count: string;
  holds: (value: SqlValue) => SqlFragment;
  aggregation: AggregationV3;
  budget: BucketBudget;
}

/**
 * The level of one aggregation. A list field (option names, choice names, categories) is joined value by value, and
 * each row is counted once per value it holds.
 */
function levelOf(search: Search, aggregation: AggregationV3, at: string): Level {
  const { db, spec, where, budget } = search;
  const field = aggregatedField(spec, aggregation, at);
  const members = field.members;
  if (!members)
    return {
      db,
      from: spec.from,
      where,
      field,
      count: 'COUNT(*)',
      holds: (value) => ({ sql: `${field.sql} = ?`, params: [...fieldParams(field), value] }),
      aggregation,
      budget,
    };
  return {
    db,
    from: `${spec.from} JOIN (${members.source}) listed ON listed.row = ${members.row}`,
    where,
    field: { sql: 'listed.value', type: 'string' },
    count: members.pairsUnique ? 'COUNT(*)' : `COUNT(DISTINCT ${members.row})`,
    holds: (value) => ({
      sql: `${members.row} IN (SELECT row FROM (${members.source}) WHERE value = ?)`,
      params: [value],
    }),
    aggregation,
    budget,
  };
}

/** The rows an aggregation request covers, and the bucket budget its levels share. */
interface Search {
  db: Database;
  spec: TableSpec;
  where: SqlFragment;
  budget: BucketBudget;
}

/** One bucket: its wire entry and the condition that selects its rows (for the levels nested inside it). */
interface Bucket {
  entry: { value?: string; from?: number; to?: number; count: number };
  condition: SqlFragment;
}

/** Computes the requested aggregations over every row the search matches (not only the page). */
export function runAggregations(
  db: Database,
  spec: TableSpec,
  where: SqlFragment,
  aggregations: AggregationV3[],
  path: string,
): AggregationResultV3[] {
  const budget = aggregationBudget(aggregations, path);
  return aggregations.map((aggregation, i) => {
    const at = `${path}.aggregations[${i}]`;
    budget.start(at);
    const head = {
      name: aggregation.name ?? aggregation.fieldPath,
      type: aggregation.type,
      fieldPath: aggregation.fieldPath,
    };
    const search = { db, spec, where, budget };
    if (aggregation.type === 'NESTED') return { ...head, nested: nested(search, aggregation, at) };
    const level = levelOf(search, aggregation, at);
    switch (aggregation.type) {
      case 'SCALAR':
        return { ...head, scalar: scalarOf(level) };
      case 'RANGE':
        return { ...head, ranges: { results: bucketsOf(level).map((b) => b.entry) } };
      case 'DATE_HISTOGRAM':
        return { ...head, dateHistogram: { results: bucketsOf(level).map((b) => b.entry) } };
      default:
        return { ...head, values: { results: bucketsOf(level).map((b) => b.entry) } };
    }
  });
}

function aggregatedField(spec: TableSpec, aggregation: AggregationV3, at: string): FieldDef {
  const field = spec.resolve(aggregation.fieldPath);
  if (!field || field.type === 'items' || (field.type === 'valueList' && !field.members))
    throw fieldFailure(`${at}.fieldPath`, 'is not a field that can be aggregated', 'FIELD_NOT_ALLOWED');
  if (aggregation.type === 'DATE_HISTOGRAM' && field.type !== 'datetime')
    throw fieldFailure(`${at}.fieldPath`, 'is not a date field; DATE_HISTOGRAM needs one', 'FIELD_NOT_ALLOWED');
  return field;
}

/** Runs `SELECT <select> … WHERE <level's rows> <tail>`; `select` uses the field (its parameters come first) unless told. */
function rows<T>(level: Level, select: string, tail: SqlFragment = NO_TAIL, selectUsesField = true): T[] {
  const { db, from, where, field } = level;
  const params = [...(selectUsesField ? fieldParams(field) : []), ...where.params, ...tail.params];
  return db.all<T>(`SELECT ${select} FROM ${from} WHERE ${where.sql} ${tail.sql}`, ...params);
}

const NO_TAIL: SqlFragment = { sql: '', params: [] };
const fieldParams = (field: FieldDef): SqlFragment['params'] => field.params ?? [];

/** The buckets of a `VALUE`, `RANGE` or `DATE_HISTOGRAM` level, each with the condition of its rows. */
function bucketsOf(level: Level): Bucket[] {
  const buckets = computedBuckets(level);
  level.budget.spend(buckets.length);
  return buckets;
}

function computedBuckets(level: Level): Bucket[] {
  const { field, aggregation } = level;
  if (aggregation.type === 'RANGE') return rangeBuckets(level);
  if (aggregation.type === 'DATE_HISTOGRAM') {
    const start = INTERVAL_START[aggregation.dateHistogram?.interval ?? 'MONTH'](field.sql);
    const found = rows<{ value: string; count: number }>(level, `${start} AS value, ${level.count} AS count`, {
      sql: 'GROUP BY value HAVING value IS NOT NULL ORDER BY value',
      params: [],
    });
    return found.map(({ value, count }) => ({
      entry: { value, count },
      condition: { sql: `${start} = ?`, params: [...fieldParams(field), value] },
    }));
  }
  return valueBuckets(level);
}

function valueBuckets(level: Level): Bucket[] {
  const { field } = level;
  const settings = level.aggregation.value ?? {};
  const order = settings.sortType === 'VALUE' ? 'value' : 'count';
  const direction = settings.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const missing = settings.missingValues === 'INCLUDE' ? '' : `HAVING value IS NOT NULL`;
  const found = rows<{ value: string | number | null; count: number }>(
    level,
    `${field.sql} AS value, ${level.count} AS count`,
    {
      sql: `GROUP BY value ${missing} ORDER BY ${order} ${direction}, value ASC LIMIT ?`,
      params: [settings.limit ?? 10],
    },
  );
  return found.map(({ value, count }) => ({
    entry: { value: value === null ? 'N/A' : String(value), count },
    condition: value === null ? { sql: `${field.sql} IS NULL`, params: fieldParams(field) } : level.holds(value),
  }));
}

function rangeBuckets(level: Level): Bucket[] {
  const { field } = level;
  return (level.aggregation.range?.buckets ?? []).map((bucket) => {
    const conditions = [`${field.sql} IS NOT NULL`];
    const params = [...fieldParams(field)];
    if (bucket.from !== undefined) {
      conditions.push(`${field.sql} >= ?`);
      params.push(...fieldParams(field), bucket.from);
    }
    if (bucket.to !== undefined) {
      conditions.push(`${field.sql} < ?`);
      params.push(...fieldParams(field), bucket.to);
    }
    const condition = { sql: conditions.join(' AND '), params };
    const [row] = rows<{ n: number }>(
      { ...level, where: within(level.where, condition) },
      `${level.count} AS n`,
      NO_TAIL,
      false,
    );
    return { entry: { ...bucket, count: row?.n ?? 0 }, condition };
  });
}

function scalarOf(level: Level) {
  level.budget.spend(1);
  const { field } = level;
  const type = level.aggregation.scalar?.type ?? 'COUNT_DISTINCT';
  const expression =
    type === 'MIN' ? `MIN(${field.sql})` : type === 'MAX' ? `MAX(${field.sql})` : `COUNT(DISTINCT ${field.sql})`;
  const [row] = rows<{ value: number | null }>(level, `${expression} AS value`);
  return { type, value: Number(row?.value ?? 0) };
}

function within(where: SqlFragment, condition: SqlFragment): SqlFragment {
  return { sql: `(${where.sql}) AND (${condition.sql})`, params: [...where.params, ...condition.params] };
}

/**
 * `NESTED`: 2 or 3 levels, each but the last a bucketing one (`VALUE`, `RANGE`, `DATE_HISTOGRAM`), each inner level
 * computed within one bucket of the levels around it. The answer is flat, one entry per combination of non-empty
 * buckets: `{results: [{results: {<level name>: {value|range|dateHistogram|scalar: …}}}]}`.
 */
function nested(search: Search, aggregation: AggregationV3, at: string) {
  const levels = nestedLevels(aggregation, at);
  const templates = levels.map((level, i) => levelOf(search, level, `${at}.nested.nestedAggregations[${i}]`));
  const results: Array<{ results: Record<string, unknown> }> = [];
  const walk = (depth: number, rowsWhere: SqlFragment, outer: Record<string, unknown>) => {
    const level: Level = { ...templates[depth]!, where: rowsWhere };
    const name = level.aggregation.name ?? level.aggregation.fieldPath;
    if (level.aggregation.type === 'SCALAR') {
      results.push({ results: { ...outer, [name]: { scalar: { value: scalarOf(level).value } } } });
      return;
    }
    const key = { VALUE: 'value', RANGE: 'range', DATE_HISTOGRAM: 'dateHistogram' }[level.aggregation.type as 'VALUE'];
    for (const bucket of bucketsOf(level)) {
      if (bucket.entry.count === 0) continue;
      const here = { ...outer, [name]: { [key]: bucket.entry } };
      if (depth === levels.length - 1) results.push({ results: here });
      else walk(depth + 1, within(rowsWhere, bucket.condition), here);
    }
  };
  walk(0, search.where, {});
  return { results };
}

/** The levels of a nested aggregation, each checked like a top-level one; only the last may be `SCALAR`. */
function nestedLevels(aggregation: AggregationV3, at: string): AggregationV3[] {
  const path = `${at}.nested.nestedAggregations`;
  const given = aggregation.nested?.nestedAggregations;
  if (!given) throw fieldFailure(path, 'is required for a NESTED aggregation', 'REQUIRED_FIELD');
  return given.map((raw, i) => {
    const level = validate(zAggregationV3, raw, [], `${path}[${i}]`);
    const last = i === given.length - 1;
    if (level.type === 'NESTED' || (level.type === 'SCALAR' && !last))
      throw fieldFailure(
        `${path}[${i}].type`,
        last ? 'may not be NESTED' : 'must be VALUE, RANGE or DATE_HISTOGRAM (only the last level may be SCALAR)',
      );
    return level;
  });
}

/** One page of a search plus its aggregations over every match, for any v3 table. */
export function runSearch<Row>(
  db: Database,
  table: TableSpec,
  request: CursorSearchV3,
): { rows: Row[]; pagingMetadata: PagingMetadataV3; aggregationData: { results: AggregationResultV3[] } } {
  const page = runCursorPage<Row>(db, table, request, 'search');
  const results = request.aggregations?.length
    ? runAggregations(
        db,
        table,
        whereOf(table, page.state.filter, page.state.search, 'search'),
        request.aggregations,
        'search',
      )
    : [];
  return { rows: page.rows, pagingMetadata: page.pagingMetadata, aggregationData: { results } };
}
