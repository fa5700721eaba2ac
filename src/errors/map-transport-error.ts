import { isSiteError } from './guards.js';
import { mapFailedResponse } from './map-response-error.js';
import { readHeader, REQUEST_ID_HEADER } from './response-headers.js';
import { parseRetryAfter } from './retry-after.js';
import { summarizeTransportError } from './request-summary.js';
import type { SiteError } from './site-error.js';
import {
  isTimeoutReason,
  SiteAbortError,
  SiteHttpError,
  SiteNetworkError,
  SiteResponseValidationError,
  SiteTimeoutError,
} from './transport-errors.js';

interface AxiosLikeError {
  isAxiosError?: boolean;
  code?: string;
  message?: string;
  config?: { timeout?: number; maxContentLength?: number; signal?: unknown };
  response?: { status: number; statusText?: string; headers?: unknown; data?: unknown };
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Turns whatever the axios call rejected with into a SiteError (a SiteError passes through unchanged). */
export function mapTransportError(error: unknown): SiteError {
  if (isSiteError(error)) return error;
  const failure = (error ?? {}) as AxiosLikeError;
  if (failure.response && failure.response.status >= 300 && failure.response.status < 400) {
    return redirectError(failure.response);
  }
  if (failure.response) {
    return mapFailedResponse({
      status: failure.response.status,
      statusText: failure.response.statusText ?? '',
      requestId: readHeader(failure.response.headers, REQUEST_ID_HEADER),
      body: failure.response.data,
      retryAfterMs: parseRetryAfter(readHeader(failure.response.headers, 'retry-after'), Date.now()),
    });
  }
  const reason = failure.message ?? String(error);
  const cause = summarizeTransportError(error);
  if (isTooLarge(failure)) {
    const limit = failure.config?.maxContentLength;
    return new SiteResponseValidationError({
      code: 'RESPONSE_TOO_LARGE',
      message: `The answer is larger than ${limit} bytes (maxResponseBytes); it was not read`,
      cause,
    });
  }
  if (failure.code === 'ERR_CANCELED' && isTimeoutReason(signalReason(failure))) {
    return new SiteTimeoutError({ message: `Request timed out: its signal's deadline passed`, cause });
  }
  if (failure.code === 'ERR_CANCELED' || (error as Error | undefined)?.name === 'AbortError') {
    return new SiteAbortError({ message: `Request aborted: ${reason}`, cause });
  }
  if (failure.code && TIMEOUT_CODES.has(failure.code)) {
    const after = failure.config?.timeout ? ` after ${failure.config.timeout} ms` : '';
    return new SiteTimeoutError({ message: `Request timed out${after}: ${reason}`, cause });
  }
  return new SiteNetworkError({ message: `Network request failed: ${reason}`, cause });
}

/** The API never redirects; a redirect is reported, never followed (it would carry credentials elsewhere). */
function redirectError(response: NonNullable<AxiosLikeError['response']>): SiteError {
  const location = readHeader(response.headers, 'location');
  return new SiteHttpError({
    code: 'UNEXPECTED_REDIRECT',
    message: `The API answered ${response.status} redirecting to ${location ?? 'nowhere'}; redirects are not followed`,
    status: response.status,
    statusText: response.statusText,
    requestId: readHeader(response.headers, REQUEST_ID_HEADER),
    details: { location },
  });
}

function isTooLarge(failure: AxiosLikeError): boolean {
  return (
    failure.code === 'ERR_FR_MAX_CONTENT_LENGTH_EXCEEDED' ||
    (failure.code === 'ERR_BAD_RESPONSE' && /maxContentLength/.test(failure.message ?? ''))
  );
}

function signalReason(failure: AxiosLikeError): unknown {
  const signal = failure.config?.signal as { aborted?: boolean; reason?: unknown } | undefined;
  return signal?.aborted ? signal.reason : undefined;
}
