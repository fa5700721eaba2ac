import { isSiteValidationError } from './guards.js';

/**
 * Renames the `field` of every violation of a validation error (server or client-side) and rebuilds its message, e.g.
 * so that `product.id` reads `_id` when that is the caller's argument name. Any other value is returned unchanged.
 * The error is not mutated: a new error of the same class is returned.
 */
export function relabelViolations<E>(error: E, rename: (field: string) => string): E {
  if (!isSiteValidationError(error)) return error;
  const renamed = error.fieldViolations.map((violation) => ({ ...violation, field: rename(violation.field) }));
  return error.withViolations(renamed) as E;
}
