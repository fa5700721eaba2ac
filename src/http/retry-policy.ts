import { readHeader } from '../errors/response-headers.js';
import { parseRetryAfter } from '../errors/retry-after.js';
import type { RetryOptions } from './retry-options.js';

const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options']);
/** Failures without a response object whose answer did arrive but could not be read (e.g. over the size cap). */
const UNREADABLE_ANSWER_CODES = new Set(['ERR_BAD_RESPONSE', 'ERR_FR_MAX_CONTENT_LENGTH_EXCEEDED']);

export function isIdempotentRequest(method: string | undefined, markedIdempotent: boolean): boolean {
  return markedIdempotent || IDEMPOTENT_METHODS.has((method ?? 'get').toLowerCase());
}

interface FailureLike {
  code?: string;
  response?: { status: number; headers?: unknown };
}

/**
 * No answer (connection refused, reset, timed out) or 408, 429, 5xx. An abort by the caller and an answer that could
 * not be read (too large, unparseable) are never retried.
 */
export function isRetryableFailure(error: FailureLike): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  if (status === undefined) return !UNREADABLE_ANSWER_CODES.has(error.code ?? '');
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The server cannot have processed the request: the connection was refused, or the answer (429, 503) says it was not
 * handled. A lost answer, a reset or a timeout is not such a sign: the request may have taken effect.
 */
export function isUnprocessedFailure(error: FailureLike): boolean {
  if (error.code === 'ECONNREFUSED') return true;
  const status = error.response?.status;
  return status === 429 || status === 503;
}

/** Full jitter: uniform in [0, min(cap, base · 2^attempt)). */
export function backoffDelay(attempt: number, options: RetryOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.floor(options.random() * ceiling);
}

export interface RetryQuestion {
  error: FailureLike;
  method: string | undefined;
  markedIdempotent: boolean;
  /** A request that must not run twice (a refresh grant): resent only after an {@link isUnprocessedFailure}. */
  onlyIfUnprocessed?: boolean;
  /** Retries made so far (0 after the first failure). */
  attempt: number;
  nowMs: number;
  options: RetryOptions;
}

/** How long to wait before the next attempt, or undefined when the failure must be reported. */
export function nextRetryDelay(question: RetryQuestion): number | undefined {
  const { error, options, attempt } = question;
  if (attempt >= options.retries) return undefined;
  if (question.onlyIfUnprocessed) {
    if (!isUnprocessedFailure(error)) return undefined;
  } else if (!isIdempotentRequest(question.method, question.markedIdempotent) || !isRetryableFailure(error)) {
    return undefined;
  }
  const retryAfter = parseRetryAfter(readHeader(error.response?.headers, 'retry-after'), question.nowMs);
  if (retryAfter === undefined) return backoffDelay(attempt, options);
  return retryAfter <= options.maxRetryAfterMs ? retryAfter : undefined;
}
