import { SiteError, type SiteErrorInit } from './site-error.js';

type TransportInit = Omit<SiteErrorInit, 'code'> & { code?: string };

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

/** No answer at all: the connection failed or was dropped. */
export class SiteNetworkError extends SiteError {
  constructor(init: TransportInit) {
    super('network', { ...init, code: init.code ?? 'NETWORK_ERROR' });
    this.name = 'SiteNetworkError';
  }
}

/** No answer within the request's timeout. */
export class SiteTimeoutError extends SiteError {
  constructor(init: TransportInit) {
    super('timeout', { ...init, code: init.code ?? 'TIMEOUT' });
    this.name = 'SiteTimeoutError';
  }
}

/** The caller aborted the request through its `AbortSignal`. */
export class SiteAbortError extends SiteError {
  constructor(init: TransportInit) {
    super('aborted', { ...init, code: init.code ?? 'ABORTED' });
    this.name = 'SiteAbortError';
  }
}

/** A 2xx answer whose body does not match the contract. */
export class SiteResponseValidationError extends SiteError {
  constructor(init: TransportInit) {
    super('response-validation', { ...init, code: init.code ?? 'INVALID_RESPONSE' });
    this.name = 'SiteResponseValidationError';
  }
}

/** The reason `AbortSignal.timeout()` aborts with: a failure that is a SiteTimeoutError rather than an abort. */
export function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}
