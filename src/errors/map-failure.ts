import { relabelForArguments, type ArgumentPaths } from './argument-names.js';
import { mapTransportError } from './map-transport-error.js';
import { isZodLikeError, requestValidationError, responseValidationError } from './map-zod-error.js';

/** What is known of a failed call beyond its failure. */
export interface FailedCall {
  /** The check a zod failure comes from: the request's (the default) or the answer's. */
  check?: 'request' | 'response';
  /** The call's argument names: field violations are reported on them (docs/decisions.md#11). */
  argumentPaths?: ArgumentPaths;
}

/**
 * The one mapping of a failed call to the SiteError family: a zod failure of the request or the answer, an axios
 * failure with an answer (the platform's error envelope, a redirect) or without one (network, timeout, abort, an
 * answer too large), then field violations renamed to the call's arguments. A SiteError keeps its kind and is only
 * renamed; anything else (a bug, not a failure of the call) passes unchanged, so it is not reported as the network's.
 */
export function mapFailure(failure: unknown, call: FailedCall = {}): unknown {
  const mapped = isZodLikeError(failure)
    ? call.check === 'response'
      ? responseValidationError(failure)
      : requestValidationError(failure)
    : isTransportFailure(failure)
      ? mapTransportError(failure)
      : failure;
  return call.argumentPaths ? relabelForArguments(mapped, call.argumentPaths) : mapped;
}

/** What axios rejects with, and a DOM `AbortError` (an adapter that lets one through). */
function isTransportFailure(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null) return false;
  const { isAxiosError, name } = failure as { isAxiosError?: unknown; name?: unknown };
  return isAxiosError === true || name === 'AbortError';
}
