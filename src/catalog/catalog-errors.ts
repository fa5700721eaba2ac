import { isSiteValidationError } from '../errors/guards.js';
import { violationsForArguments, type ArgumentPaths } from './argument-names.js';
import { CATALOG_ARGUMENTS, type CatalogCallName } from './catalog-arguments.js';

/**
 * The call's failure with field violations that name the call's arguments (server answers and request checks
 * alike); anything else passes unchanged.
 */
export function relabelForArguments(error: unknown, argumentPaths: ArgumentPaths): unknown {
  if (!isSiteValidationError(error)) return error;
  return error.withViolations(violationsForArguments(error.fieldViolations, argumentPaths));
}

/** `relabelForArguments` with the argument paths of the named entry of `CATALOG_ARGUMENTS` (none without a name). */
export function relabelForCall(error: unknown, argumentNames: CatalogCallName | undefined): unknown {
  return relabelForArguments(error, argumentNames ? CATALOG_ARGUMENTS[argumentNames] : []);
}
