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

/**
 * `relabelForArguments` with the argument paths of the named entry of `CATALOG_ARGUMENTS` (none without a name or an
 * entry: a call such as `token` sends its arguments under their own names). Own keys only, so that `constructor`
 * finds nothing inherited.
 */
export function relabelForCall(error: unknown, argumentNames: string | undefined): unknown {
  const known = argumentNames !== undefined && Object.hasOwn(CATALOG_ARGUMENTS, argumentNames);
  return relabelForArguments(error, known ? CATALOG_ARGUMENTS[argumentNames as CatalogCallName] : []);
}
