import * as z from 'zod/mini';
import type { FieldViolation } from '../../../generated/types.gen.js';
import { validationFailure } from '../errors.js';
import type { OneOfRule } from './one-of-rules.js';
import { lenientInput } from './lenient-input.js';
import { nestingViolation } from './nesting.js';
import { zodIssuesToViolations } from './zod-violations.js';

/**
 * Validates one part of a request against its generated schema (and the one-of rules Zod cannot express), throwing
 * a 400 with field violations when anything is wrong. The platform's other spellings of a value (`lenient-input.ts`)
 * are read as the contract's first.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  raw: unknown,
  rules: OneOfRule[] = [],
  prefix = '',
): z.output<S> {
  const tooDeep = nestingViolation(raw, prefix);
  if (tooDeep) throw validationFailure([tooDeep]);
  const input = lenientInput(schema, raw);
  const violations: FieldViolation[] = rules.flatMap((rule) => rule(input));
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) {
    // A one-of rule already explains its field better than Zod's union failure on the same field.
    const explained = new Set(violations.map((v) => v.field));
    violations.push(...zodIssuesToViolations(parsed.error.issues, prefix).filter((v) => !explained.has(v.field)));
  }
  if (violations.length > 0 || !parsed.success) throw validationFailure(dedupe(violations));
  return parsed.data;
}

/**
 * Query strings carry only strings; the contract's boolean and integer query parameters are converted before
 * validation (`true`/`false`, decimal integers), anything else is left for the schema to reject.
 */
export function coerceQuery(query: unknown, booleans: readonly string[] = []): Record<string, unknown> {
  const source = (query ?? {}) as Record<string, unknown>;
  const result: Record<string, unknown> = { ...source };
  for (const key of booleans) {
    if (result[key] === 'true') result[key] = true;
    else if (result[key] === 'false') result[key] = false;
  }
  return result;
}

function dedupe(violations: FieldViolation[]): FieldViolation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = `${v.field}\u0000${v.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Bodies that the contract makes optional: no body at all reads as `{}`, but an explicit non-object still fails. */
export function optionalBody(request: { body: unknown }): unknown {
  return request.body === undefined ? {} : request.body;
}
