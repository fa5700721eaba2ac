import type { FieldViolation } from './field-violation.js';
import { isSiteValidationError } from './guards.js';

/**
 * How a call's wire request maps back to its arguments: `[wire path, argument path]` pairs. Violations reported on
 * a wire path are renamed to the argument the caller wrote (docs/decisions.md#11), e.g. `product.id` → `id` for
 * `updateProduct(id, product)`. Path and query parameters share the namespace of the body, as on the wire.
 */
export type ArgumentPaths = ReadonlyArray<readonly [wirePath: string, argumentPath: string]>;

/** `field` is `path` or lies inside it (`path.x`, `path[0]`). */
function isWithin(field: string, path: string): boolean {
  return field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[`);
}

function matchingPath(field: string, paths: ArgumentPaths): (typeof paths)[number] | undefined {
  let best: (typeof paths)[number] | undefined;
  for (const entry of paths) {
    if (isWithin(field, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best;
}

/** The exact path wins, then the longest path the field lies inside; an unknown field stays as it is. */
export function argumentField(field: string, paths: ArgumentPaths): string {
  const entry = matchingPath(field, paths);
  return entry ? entry[1] + field.slice(entry[0].length) : field;
}

/**
 * Renames every violation to argument names. A violation on a field that only contains a more specific violated
 * field the call knows (`product` beside `product.id`) is dropped, as the official client does, so the caller sees
 * the precise argument.
 */
export function violationsForArguments(violations: readonly FieldViolation[], paths: ArgumentPaths): FieldViolation[] {
  const isSuperseded = (violation: FieldViolation) =>
    violations.some(
      (other) =>
        other.field !== violation.field &&
        isWithin(other.field, violation.field) &&
        matchingPath(other.field, paths) !== undefined,
    );
  return violations
    .filter((violation) => !isSuperseded(violation))
    .map((violation) => ({ ...violation, field: argumentField(violation.field, paths) }));
}

/**
 * The call's failure with field violations that name the call's arguments (server answers and request checks
 * alike); anything else passes unchanged.
 */
export function relabelForArguments(error: unknown, argumentPaths: ArgumentPaths): unknown {
  if (!isSiteValidationError(error)) return error;
  return error.withViolations(violationsForArguments(error.fieldViolations, argumentPaths));
}
