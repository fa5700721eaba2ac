import type * as z from 'zod/mini';
import { decodeDotR } from '../query/dot-r.js';
import { validate } from './input.js';

/**
 * Reads a v3 query, search or count sent as GET: the payload is the `.r` parameter (absent means `{}`), checked
 * against the schema of the same call's POST body, so both forms accept exactly the same requests.
 */
export function dotRPayload<S extends z.core.$ZodType>(
  querySchema: z.core.$ZodType,
  bodySchema: S,
  query: unknown,
): z.output<S> {
  const { '.r': encoded } = validate(querySchema, query ?? {}) as { '.r'?: string };
  return validate(bodySchema, encoded ? decodeDotR(encoded) : {});
}

/** A repeated query key arrives as an array, a single one as a string: `fields` is always a list. */
export function withListParams(query: unknown, names: readonly string[]): Record<string, unknown> {
  const result: Record<string, unknown> = { ...((query ?? {}) as Record<string, unknown>) };
  for (const name of names) {
    const value = result[name];
    if (typeof value === 'string') result[name] = [value];
  }
  return result;
}
