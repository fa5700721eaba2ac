import type { QueryFilter } from '../../generated/types.gen.js';

export type { QueryFilter };

/** The official client's system field names, accepted in queries and sent under their wire names. */
const WIRE_FIELD_NAMES: Readonly<Record<string, string>> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};

/** `_id` → `id`, per dotted segment, so field names written for the official client keep working. */
export function wireFieldName(field: string): string {
  return field
    .split('.')
    .map((segment) => WIRE_FIELD_NAMES[segment] ?? segment)
    .join('.');
}

export function isEmptyFilter(filter: QueryFilter): boolean {
  return Object.keys(filter).length === 0;
}

/** `{field: condition}`: a bare value means equality, an object holds operators. */
export function fieldFilter(field: string, condition: unknown): QueryFilter {
  return { [wireFieldName(field)]: condition };
}

function soleOperand(filter: QueryFilter, operator: '$and' | '$or' | '$not'): unknown {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === operator ? filter[operator] : undefined;
}

function operands(filter: QueryFilter, operator: '$and' | '$or'): QueryFilter[] {
  if (isEmptyFilter(filter)) return [];
  const nested = soleOperand(filter, operator);
  return Array.isArray(nested) ? (nested as QueryFilter[]) : [filter];
}

function combine(operator: '$and' | '$or', filters: QueryFilter[]): QueryFilter {
  const parts = filters.flatMap((filter) => operands(filter, operator));
  if (parts.length === 0) return {};
  if (parts.length === 1) return parts[0] as QueryFilter;
  return { [operator]: parts };
}

/**
 * Every filter must hold. One condition stays bare, two or more become a flat `$and`. An empty filter (a builder
 * without conditions) contributes nothing.
 */
export function allOf(...filters: QueryFilter[]): QueryFilter {
  return combine('$and', filters);
}

/**
 * At least one filter must hold: a flat `$or`. An empty filter contributes nothing, so that
 * `conditions.reduce((query, condition) => query.or(condition), queryProducts())` means "any of the conditions"
 * rather than "everything".
 */
export function anyOf(...filters: QueryFilter[]): QueryFilter {
  return combine('$or', filters);
}

/** `{$not: filter}`; the negation of a `$not` unwraps it, and an empty filter contributes nothing. */
export function negation(filter: QueryFilter): QueryFilter {
  if (isEmptyFilter(filter)) return {};
  const negated = soleOperand(filter, '$not');
  if (negated !== undefined && typeof negated === 'object' && negated !== null) return negated as QueryFilter;
  return { $not: filter };
}
