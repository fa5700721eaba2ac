import type { FieldViolation } from '../../../generated/types.gen.js';

/** Deeper than any request of the contract needs (a filter of ten nested `$and`s is about 25 levels). */
export const MAX_NESTING = 64;

/**
 * The first place where a parsed body is nested deeper than `MAX_NESTING`, walked without recursion: schemas,
 * storage and pages all recurse, and a body thousands of levels deep would overflow their stack.
 */
export function nestingViolation(raw: unknown, prefix = ''): FieldViolation | undefined {
  const pending: Level[] = [{ value: raw, depth: 0 }];
  while (pending.length > 0) {
    const level = pending.pop()!;
    const { value, depth } = level;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_NESTING) {
      const field = pathOf(level, prefix);
      return { field: field || '$', description: `is nested deeper than ${MAX_NESTING} levels`, violatedRule: 'MAX' };
    }
    for (const [key, child] of Object.entries(value))
      pending.push({ value: child, depth: depth + 1, parent: level, key });
  }
  return undefined;
}

/** One value of the walk; its path is spelt out only when it is reported. */
interface Level {
  value: unknown;
  depth: number;
  parent?: Level;
  key?: string;
}

/** `a.b[0].c`, from the prefix down to the level. */
function pathOf(level: Level, prefix: string): string {
  if (!level.parent) return prefix;
  const path = pathOf(level.parent, prefix);
  if (Array.isArray(level.parent.value)) return `${path}[${level.key}]`;
  return path ? `${path}.${level.key}` : level.key!;
}
