import type { Sorting } from '../../../generated/types.gen.js';

/**
 * The platform's Stores reference writes v1 sort keys as `{"numericId": "asc"}` (one field, `asc` or `desc`), and its
 * queries take that form beside `{"fieldName": "numericId", "order": "ASC"}`. This turns the short form into the long
 * one; anything else is answered unchanged, for the schema to accept or explain.
 */
export function sortKeyFromShorthand(key: unknown): unknown {
  if (key === null || typeof key !== 'object' || Array.isArray(key) || 'fieldName' in key) return key;
  const entries = Object.entries(key);
  if (entries.length !== 1) return key;
  const [fieldName, direction] = entries[0]!;
  const order = typeof direction === 'string' ? direction.toUpperCase() : undefined;
  if (order !== 'ASC' && order !== 'DESC') return key;
  return { fieldName, order } satisfies Sorting;
}
