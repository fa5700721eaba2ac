import type { AggregationDataV3, AggregationResultV3, AggregationV3 } from '../../generated/types.gen.js';

export type AggregationKind = AggregationV3['type'];

/** The settings of one aggregation besides its name, kind and field. */
export type AggregationSettings = Omit<AggregationV3, 'name' | 'type' | 'fieldPath'>;

/** Which part of a result holds the answer of each kind. */
interface ResultPartOfKind {
  VALUE: 'values';
  RANGE: 'ranges';
  SCALAR: 'scalar';
  DATE_HISTOGRAM: 'dateHistogram';
  NESTED: 'nested';
}

/** An aggregation's result, with the part its kind answers in (`values` for `VALUE`, `ranges` for `RANGE`, …). */
export type AggregationResultOf<K extends AggregationKind> = AggregationResultV3 &
  Required<Pick<AggregationResultV3, ResultPartOfKind[K]>>;

/** The aggregations a search asked for: their names and kinds. */
export type AggregationRequests = Record<string, AggregationKind>;

/** No aggregation asked for. */
export type NoAggregations = Record<never, AggregationKind>;

/** The results of a search's aggregations by name, typed by kind; absent when the server left one out. */
export type AggregationResults<A extends AggregationRequests> = {
  readonly [Name in keyof A]?: AggregationResultOf<A[Name]>;
};

/** The answer's aggregation results by name (a result without a name is left out: nothing asked for it). */
export function aggregationsByName<A extends AggregationRequests>(
  data: AggregationDataV3 | undefined,
): AggregationResults<A> {
  const byName: Record<string, AggregationResultV3> = {};
  for (const result of data?.results ?? []) if (result.name !== undefined) byName[result.name] = result;
  return byName as AggregationResults<A>;
}
