import { isSiteValidationError } from '../errors/guards.js';
import { violationsForArguments, type ArgumentPaths } from './argument-names.js';

/**
 * The call's failure with field violations that name the call's arguments (server answers and request checks
 * alike); anything else passes unchanged.
 */
export function relabelForArguments(error: unknown, argumentPaths: ArgumentPaths): unknown {
  if (!isSiteValidationError(error)) return error;
  return error.withViolations(violationsForArguments(error.fieldViolations, argumentPaths));
}
