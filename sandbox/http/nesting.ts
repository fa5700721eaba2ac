import type { FieldViolation } from '../../generated/types.gen.js';

/** Deeper than any request of the contract needs (a filter of ten nested `$and`s is about 25 levels). */
export const MAX_NESTING = 64;

/**
 * The first place where a parsed body is nested deeper than `MAX_NESTING`, walked without recursion: schemas,
 * storage and pages all recurse, and a body thousands of levels deep would overflow their stack.
 */
export function nestingViolation(raw: unknown, prefix = ''): FieldViolation | undefined {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value: raw, depth: 0, path: prefix }];
  while (pending.length > 0) {
    const { value, depth, path } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_NESTING) {
      return { field: path || '$', description: `is nested deeper than ${MAX_NESTING} levels`, violatedRule: 'MAX' };
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      pending.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return undefined;
}
