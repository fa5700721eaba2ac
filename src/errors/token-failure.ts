import { isSiteAbortError, isSiteError, isSiteRequestValidationError } from './guards.js';
import { SiteTokenError } from './token-error.js';

/**
 * A failed call of the token endpoint as a SiteTokenError that keeps the endpoint's own answer (its RFC 6749 §5.2
 * `error` code included); bad arguments and the caller's abort pass as they are.
 */
export function toTokenError(error: unknown): unknown {
  if (isSiteRequestValidationError(error) || isSiteAbortError(error)) return error;
  if (!isSiteError(error) || error.status === undefined) return new SiteTokenError({ cause: error });
  const body = error.body;
  const oauthError =
    typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : undefined;
  return new SiteTokenError({
    status: error.status,
    statusText: error.statusText,
    requestId: error.requestId,
    body,
    details: error.details,
    oauthError,
    cause: error,
  });
}
