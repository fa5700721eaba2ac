import { isSiteValidationError } from '../../../../src/errors/guards.js';
import { validationFailure, type useCatalogServer } from './catalog-server.js';

/**
 * Answers `call` with a validation failure on the `reported` fields and gives the field names of the error the caller
 * gets, after the module has named them after its arguments; `false` when the call does not fail that way.
 */
export async function violatedFields(
  server: ReturnType<typeof useCatalogServer>,
  reported: string[],
  call: () => Promise<unknown>,
): Promise<string[] | false> {
  server.answer(() => validationFailure(reported));
  const failure = await call().catch((error: unknown) => error);
  return isSiteValidationError(failure) && failure.fieldViolations.map((violation) => violation.field);
}
