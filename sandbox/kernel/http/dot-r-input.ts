import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod/mini';
import { decodeDotR } from '../query/dot-r.js';
import { validate } from './input.js';

/**
 * Per body schema, the `.r` texts whose JSON the schema passed as it was (nothing dropped, defaulted or converted):
 * decoding such a text again gives the payload, so a storefront repeating a search does not have it checked again.
 */
const passedAsSent = new WeakMap<z.core.$ZodType, Set<string>>();
const MAX_REMEMBERED_PER_SCHEMA = 1000;

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
  if (!encoded) return validate(bodySchema, {});
  const remembered = passedAsSent.get(bodySchema);
  if (remembered?.has(encoded)) return decodeDotR(encoded) as z.output<S>;
  const decoded = decodeDotR(encoded);
  const payload = validate(bodySchema, decoded);
  if (isDeepStrictEqual(payload, decoded)) remember(bodySchema, encoded);
  return payload;
}

function remember(schema: z.core.$ZodType, encoded: string): void {
  let texts = passedAsSent.get(schema);
  if (!texts) passedAsSent.set(schema, (texts = new Set()));
  if (texts.size >= MAX_REMEMBERED_PER_SCHEMA) texts.delete(texts.values().next().value!);
  texts.add(encoded);
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
