import type { FieldViolation } from '../../../generated/types.gen.js';

/**
 * The contract's one-of rules (branches that forbid each other's keys with `false`, or are closed with
 * `additionalProperties: false`). The generated Zod unions accept the first matching branch and strip the rest, so
 * these checks run on the raw input before Zod.
 */
export function exactlyOneOf(value: unknown, keys: readonly string[], field: string): FieldViolation[] {
  if (!isPlainObject(value)) return [];
  const present = keys.filter((key) => value[key] !== undefined);
  if (present.length === 1) return [];
  if (present.length === 0) {
    return [
      { field, description: `must contain exactly one of ${keys.join(', ')}`, violatedRule: 'REQUIRED_ONE_OF_FIELD' },
    ];
  }
  return [{ field, description: `must contain only one of ${present.join(', ')}`, violatedRule: 'ONE_OF_ALIGNMENT' }];
}

/** Keys outside `allowed` are not allowed (`additionalProperties: false`). */
export function onlyKeys(value: unknown, allowed: readonly string[], field: string): FieldViolation[] {
  if (!isPlainObject(value)) return [];
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({
      field: `${field}.${key}`,
      description: 'is not allowed here',
      violatedRule: 'FIELD_NOT_ALLOWED' as const,
    }));
}

export function eachItem(
  value: unknown,
  field: string,
  check: (item: unknown, itemField: string) => FieldViolation[],
): FieldViolation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => check(item, `${field}[${index}]`));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function childOf(value: unknown, key: string): unknown {
  return isPlainObject(value) ? value[key] : undefined;
}
