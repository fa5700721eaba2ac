import type { FieldViolation, Sorting } from '../../generated/types.gen.js';
import type { SqlValue } from '../db/database.js';
import { validationFailure } from '../errors.js';
import type { FieldResolver } from './fields.js';

export interface OrderBy {
  sql: string;
  params: SqlValue[];
}

const MAX_SORT_KEYS = 10;

/**
 * ORDER BY from sort keys through the field allow-list. A final tie-breaker on the row key (in the direction of the
 * last key) makes paging stable and still lets SQLite walk a single-column index instead of sorting.
 */
export function sortToSql(
  sort: Sorting[] | undefined,
  resolve: FieldResolver,
  rowKey: string,
  path = 'query.sort',
): OrderBy {
  const keys = sort ?? [];
  const violations: FieldViolation[] = [];
  if (keys.length > MAX_SORT_KEYS)
    violations.push({ field: path, description: `may have at most ${MAX_SORT_KEYS} keys`, violatedRule: 'MAX_SIZE' });
  const parts: string[] = [];
  const params: SqlValue[] = [];
  keys.forEach((key, i) => {
    const field = resolve(key.fieldName);
    if (!field?.sortable) {
      violations.push({
        field: `${path}[${i}].fieldName`,
        description: `${key.fieldName} is not a field that can be sorted on`,
        violatedRule: 'FIELD_NOT_ALLOWED',
      });
      return;
    }
    parts.push(`${field.sortSql ?? field.sql} ${key.order === 'DESC' ? 'DESC' : 'ASC'}`);
    params.push(...(field.params ?? []));
  });
  if (violations.length > 0) throw validationFailure(violations);
  const lastOrder = keys.length > 0 ? (keys[keys.length - 1]!.order === 'DESC' ? 'DESC' : 'ASC') : 'DESC';
  parts.push(`${rowKey} ${lastOrder}`);
  return { sql: parts.join(', '), params };
}
