import { SiteError, type SiteErrorInit, type SiteErrorKind } from './site-error.js';

/** A SiteError's fields with the code optional: the class supplies one. */
export type TransportInit = Omit<SiteErrorInit, 'code'> & { code?: string };

/** Any other 4xx answer: no validation or application details in the body. */
export class SiteHttpError extends SiteError {
  constructor(init: SiteErrorInit) {
    super('http', init);
    this.name = 'SiteHttpError';
  }
}

/** A 5xx (or otherwise unexplained) answer: `System error occurred, request-id: …`. */
export class SiteSystemError extends SiteError {
  constructor(init: SiteErrorInit) {
    super('system', init);
    this.name = 'SiteSystemError';
  }
}

/**
 * A failure the answer did not name (there was none, or it did not fit): the class supplies `kind`, the `code` when the
 * caller gives none, and `name`. Typed as a plain SiteError constructor so that the subclasses' declarations stay
 * simple.
 */
function unnamedFailure(
  kind: SiteErrorKind,
  defaultCode: string,
  name: string,
): new (init: TransportInit) => SiteError {
  return class extends SiteError {
    constructor(init: TransportInit) {
      super(kind, { ...init, code: init.code ?? defaultCode });
      this.name = name;
    }
  };
}

/** No answer at all: the connection failed or was dropped. */
export class SiteNetworkError extends /* @__PURE__ */ unnamedFailure('network', 'NETWORK_ERROR', 'SiteNetworkError') {}

/** No answer within the request's timeout. */
export class SiteTimeoutError extends /* @__PURE__ */ unnamedFailure('timeout', 'TIMEOUT', 'SiteTimeoutError') {}

/** The caller aborted the request through its `AbortSignal`. */
export class SiteAbortError extends /* @__PURE__ */ unnamedFailure('aborted', 'ABORTED', 'SiteAbortError') {}

/** A 2xx answer whose body does not match the contract. */
export class SiteResponseValidationError
  extends /* @__PURE__ */ unnamedFailure('response-validation', 'INVALID_RESPONSE', 'SiteResponseValidationError') {}

/** The reason `AbortSignal.timeout()` aborts with: a failure that is a SiteTimeoutError rather than an abort. */
export function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}
