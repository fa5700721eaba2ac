import { isSiteError, isSiteValidationError } from '../errors/guards.js';
import { mapTransportError } from '../errors/map-transport-error.js';
import { isZodLikeError, requestValidationError, responseValidationError } from '../errors/map-zod-error.js';
import { violationsForArguments, type ArgumentPaths } from './argument-names.js';

const REQUEST_PARTS = new Set<PropertyKey>(['body', 'path', 'query']);

/**
 * The generated request validators check `{body, path, query}` before anything is sent, so their issues start
 * with one of those parts; the response validators' issues start with a response field.
 */
function isRequestValidationFailure(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> }): boolean {
  return error.issues.length > 0 && error.issues.every((issue) => REQUEST_PARTS.has(issue.path[0] ?? ''));
}

function isAxiosError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * What a generated SDK call rejected with, as a SiteError: a schema failure, a failed HTTP exchange, or a SiteError
 * already mapped by the client's interceptors. Anything else is a bug and is passed on untouched.
 */
export function toSiteError(error: unknown): unknown {
  if (isZodLikeError(error)) {
    return isRequestValidationFailure(error) ? requestValidationError(error) : responseValidationError(error);
  }
  return isSiteError(error) || isAxiosError(error) ? mapTransportError(error) : error;
}

/** The call's failure, with field violations that name the call's arguments. */
export function catalogError(error: unknown, argumentPaths: ArgumentPaths): unknown {
  const siteError = toSiteError(error);
  if (!isSiteValidationError(siteError)) return siteError;
  return siteError.withViolations(violationsForArguments(siteError.fieldViolations, argumentPaths));
}
