import type { FieldDef, FieldResolver } from '../query/fields.js';
import type { SqlFragment } from '../query/filter-to-sql.js';
import type { TableSpec } from './cursor-query.js';

/** The cursor-query table of a v3 catalogue entity service: newest first unless the caller sorts. */
export function entityTable(
  from: string,
  select: string,
  rowKey: string,
  fields: Record<string, FieldDef>,
  maxLimit: number,
  scope?: SqlFragment,
): TableSpec {
  const resolve: FieldResolver = (name) => (Object.hasOwn(fields, name) ? fields[name] : undefined);
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
