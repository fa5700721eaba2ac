import type { AggregationV3 } from '../../../generated/types.gen.js';
import { fieldFailure } from '../errors.js';
import { isPlainObject } from '../http/one-of.js';

/**
 * The work one search may ask of its aggregations (sandbox/README.md, "Aggregation limits"; docs/decisions.md). The
 * platform's documented limits are 10 aggregations, `VALUE` limit 1–250 (10 by default), 50 `RANGE` buckets and 2–3
 * `NESTED` levels (the contract states them); the bucket caps are the sandbox's own, since a nested aggregation
 * multiplies its levels' buckets (three levels of 50 overlapping ranges make 127,550).
 */
export const AGGREGATION_LIMITS = {
  aggregations: 10,
  nestedLevels: 3,
  /** Buckets computed for one aggregation: for `NESTED`, every level's buckets within every outer bucket. */
  bucketsPerAggregation: 1_000,
  bucketsPerSearch: 2_500,
} as const;

const DEFAULT_VALUE_BUCKETS = 10;

/** Counts the buckets computed while aggregations run, and stops the search with a 400 past a cap. */
export interface BucketBudget {
  /** Starts counting for the aggregation at `at` (`search.aggregations[i]`). */
  start(at: string): void;
  spend(buckets: number): void;
}

/**
 * Checks what the request states (the number of aggregations, the nesting, the most buckets each can make) before
 * any work, then answers the budget that counts what is computed: a `DATE_HISTOGRAM` has as many buckets as the data
 * has intervals, so only counting can bound it.
 */
export function aggregationBudget(aggregations: readonly AggregationV3[], path: string): BucketBudget {
  const field = `${path}.aggregations`;
  if (aggregations.length > AGGREGATION_LIMITS.aggregations)
    throw fieldFailure(field, `may have at most ${AGGREGATION_LIMITS.aggregations} aggregations`, 'MAX_SIZE');
  let stated = 0;
  aggregations.forEach((aggregation, i) => {
    const most = mostBuckets(aggregation, `${field}[${i}]`);
    if (most > AGGREGATION_LIMITS.bucketsPerAggregation) throw tooManyPerAggregation(`${field}[${i}]`, most);
    stated += most;
  });
  if (stated > AGGREGATION_LIMITS.bucketsPerSearch) throw tooManyPerSearch(field, stated);
  let at = field;
  let inAggregation = 0;
  let total = 0;
  return {
    start(next) {
      at = next;
      inAggregation = 0;
    },
    spend(buckets) {
      inAggregation += buckets;
      total += buckets;
      if (inAggregation > AGGREGATION_LIMITS.bucketsPerAggregation) throw tooManyPerAggregation(at);
      if (total > AGGREGATION_LIMITS.bucketsPerSearch) throw tooManyPerSearch(field);
    },
  };
}

const tooManyPerAggregation = (at: string, most?: number) =>
  fieldFailure(
    at,
    `makes more than ${AGGREGATION_LIMITS.bucketsPerAggregation} buckets${most ? ` (up to ${most})` : ''}; ask for fewer`,
    'MAX',
  );

const tooManyPerSearch = (field: string, most?: number) =>
  fieldFailure(
    field,
    `make more than ${AGGREGATION_LIMITS.bucketsPerSearch} buckets together${most ? ` (up to ${most})` : ''}; ask for fewer`,
    'MAX',
  );

/**
 * The most buckets an aggregation can compute, from what it states: a `VALUE` level its limit, a `RANGE` level its
 * ranges, a `DATE_HISTOGRAM` or `SCALAR` level 1 (a histogram is counted as it runs). A `NESTED` one computes each
 * level within every bucket of the levels outside it: b1 + b1·b2 + b1·b2·b3.
 */
function mostBuckets(aggregation: AggregationV3, at: string): number {
  if (aggregation.type !== 'NESTED') return levelBuckets(aggregation);
  const levels: unknown[] = aggregation.nested?.nestedAggregations ?? [];
  if (levels.length > AGGREGATION_LIMITS.nestedLevels)
    throw fieldFailure(
      `${at}.nested.nestedAggregations`,
      `may have at most ${AGGREGATION_LIMITS.nestedLevels} levels`,
      'MAX_SIZE',
    );
  let within = 1;
  let sum = 0;
  for (const level of levels) {
    within *= levelBuckets(level);
    sum += within;
  }
  return sum;
}

/** A level's stated buckets, read defensively: the levels of a nested aggregation are checked in full later. */
function levelBuckets(level: unknown): number {
  if (!isPlainObject(level)) return 1;
  const settings = (key: string) => (isPlainObject(level[key]) ? level[key] : {});
  if (level.type === 'VALUE') {
    const limit = settings('value').limit;
    return typeof limit === 'number' && Number.isFinite(limit) ? Math.max(1, limit) : DEFAULT_VALUE_BUCKETS;
  }
  if (level.type === 'RANGE') {
    const buckets = settings('range').buckets;
    return Array.isArray(buckets) ? Math.max(1, buckets.length) : 1;
  }
  return 1;
}
