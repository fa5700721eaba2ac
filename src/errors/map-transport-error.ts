import { isSiteError } from './guards.js';
import { mapFailedResponse } from './map-response-error.js';
import { readHeader, REQUEST_ID_HEADER } from './response-headers.js';
import type { SiteError } from './site-error.js';
import { SiteAbortError, SiteNetworkError, SiteTimeoutError } from './transport-errors.js';

interface AxiosLikeError {
  isAxiosError?: boolean;
  code?: string;
  message?: string;
  config?: { timeout?: number };
  response?: { status: number; statusText?: string; headers?: unknown; data?: unknown };
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Turns whatever the axios call rejected with into a SiteError (a SiteError passes through unchanged). */
export function mapTransportError(error: unknown): SiteError {
  if (isSiteError(error)) return error;
  const failure = (error ?? {}) as AxiosLikeError;
  if (failure.response) {
    return mapFailedResponse({
      status: failure.response.status,
      statusText: failure.response.statusText ?? '',
      requestId: readHeader(failure.response.headers, REQUEST_ID_HEADER),
      body: failure.response.data,
    });
  }
  const reason = failure.message ?? String(error);
  if (failure.code === 'ERR_CANCELED' || (error as Error | undefined)?.name === 'AbortError') {
    return new SiteAbortError({ message: `Request aborted: ${reason}`, cause: error });
  }
  if (failure.code && TIMEOUT_CODES.has(failure.code)) {
    const after = failure.config?.timeout ? ` after ${failure.config.timeout} ms` : '';
    return new SiteTimeoutError({ message: `Request timed out${after}: ${reason}`, cause: error });
  }
  return new SiteNetworkError({ message: `Network request failed: ${reason}`, cause: error });
}
