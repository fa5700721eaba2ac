import type { SiteApplicationError } from './application-error.js';
import type { SiteOAuthFlowError } from './oauth-flow-error.js';
import { SITE_ERROR_BRAND, type SiteError, type SiteErrorKind } from './site-error.js';
import type { SiteTokenError } from './token-error.js';
import type {
  SiteAbortError,
  SiteHttpError,
  SiteNetworkError,
  SiteResponseValidationError,
  SiteSystemError,
  SiteTimeoutError,
} from './transport-errors.js';
import type { SiteRequestValidationError, SiteValidationError } from './validation-error.js';

/** True for every sitekit error, including one from another copy of the package. Never uses `instanceof`. */
export function isSiteError(value: unknown): value is SiteError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SITE_ERROR_BRAND] === true;
}

function isKind(value: unknown, ...kinds: SiteErrorKind[]): boolean {
  return isSiteError(value) && kinds.includes(value.kind);
}

/** Server or client-side field violations; both carry `fieldViolations`. */
export const isSiteValidationError = (value: unknown): value is SiteValidationError =>
  isKind(value, 'validation', 'request-validation');
export const isSiteRequestValidationError = (value: unknown): value is SiteRequestValidationError =>
  isKind(value, 'request-validation');
export const isSiteApplicationError = (value: unknown): value is SiteApplicationError => isKind(value, 'application');
export const isSiteHttpError = (value: unknown): value is SiteHttpError => isKind(value, 'http');
export const isSiteSystemError = (value: unknown): value is SiteSystemError => isKind(value, 'system');
export const isSiteNetworkError = (value: unknown): value is SiteNetworkError => isKind(value, 'network');
export const isSiteTimeoutError = (value: unknown): value is SiteTimeoutError => isKind(value, 'timeout');
export const isSiteAbortError = (value: unknown): value is SiteAbortError => isKind(value, 'aborted');
export const isSiteResponseValidationError = (value: unknown): value is SiteResponseValidationError =>
  isKind(value, 'response-validation');
export const isSiteTokenError = (value: unknown): value is SiteTokenError => isKind(value, 'token');
export const isSiteOAuthFlowError = (value: unknown): value is SiteOAuthFlowError => isKind(value, 'oauth-flow');

/**
 * The failure says nothing about the request itself: no answer, a timeout, throttling or a server fault. Callers
 * should report "try again later" rather than blame the user's input.
 */
export function isTransientFailure(value: unknown): boolean {
  if (!isSiteError(value)) return false;
  if (value.kind === 'network' || value.kind === 'timeout' || value.kind === 'system') return true;
  if (value.kind === 'token') return !(value as SiteTokenError).isGrantRejected;
  return value.status !== undefined && (value.status === 408 || value.status === 429 || value.status >= 500);
}
