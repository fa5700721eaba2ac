import { isSiteValidationError } from '../errors/guards.js';
import { violationsForArguments, type ArgumentPaths } from './argument-names.js';

/**
 * The call's failure with field violations that name the call's arguments. The site client's generated client
 * already throws SiteErrors only (server answers and its zod validators alike); anything else passes unchanged.
 */
export function catalogError(error: unknown, argumentPaths: ArgumentPaths): unknown {
  if (!isSiteValidationError(error)) return error;
  return error.withViolations(violationsForArguments(error.fieldViolations, argumentPaths));
}
