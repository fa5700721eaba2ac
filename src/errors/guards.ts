import type { SiteApplicationError } from './application-error.js';
import { CATALOG_VERSION_BRAND, type SiteCatalogVersionError } from './catalog-version-error.js';
import type { SiteOAuthFlowError } from './oauth-flow-error.js';
import { REVISION_CONFLICT_BRAND, type SiteRevisionConflictError } from './revision-conflict-error.js';
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

/**
 * True for every sitekit error, including one from another copy of the package. Never uses `instanceof`.
 *
 * @example
 * ```ts
 * try {
 *   await site.products.getProduct(id);
 * } catch (error) {
 *   if (isSiteError(error)) console.warn(error.kind, error.code, error.requestId);
 *   else throw error;
 * }
 * ```
 */
export function isSiteError(value: unknown): value is SiteError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SITE_ERROR_BRAND] === true;
}

function isKind(value: unknown, ...kinds: SiteErrorKind[]): boolean {
  return isSiteError(value) && kinds.includes(value.kind);
}

/**
 * Server or client-side field violations; both carry `fieldViolations`.
 *
 * @example
 * ```ts
 * catch (error) {
 *   if (isSiteValidationError(error)) for (const v of error.fieldViolations) form.setError(v.field, v.description);
 * }
 * ```
 */
export const isSiteValidationError = (value: unknown): value is SiteValidationError =>
  isKind(value, 'validation', 'request-validation');
/**
 * Arguments that break the contract, caught before anything was sent; fields are named as the caller wrote them.
 *
 * @example
 * ```ts
 * await site.products.getProduct('').catch((error) => isSiteRequestValidationError(error) && error.fieldViolations);
 * ```
 */
export const isSiteRequestValidationError = (value: unknown): value is SiteRequestValidationError =>
  isKind(value, 'request-validation');
/**
 * The platform refused the call for a business reason; `code` says which (e.g. `-19976`, `DUPLICATE_EMAIL`).
 *
 * @example
 * ```ts
 * if (isSiteApplicationError(error) && error.code === 'DUPLICATE_EMAIL') showEmailTaken();
 * ```
 */
export const isSiteApplicationError = (value: unknown): value is SiteApplicationError => isKind(value, 'application');
/**
 * An update sent a stale `revision` (409 `REVISION_MISMATCH`); `entity` and `entityId` name what changed meanwhile.
 *
 * @example
 * ```ts
 * if (isSiteRevisionConflictError(error)) await reloadAndRetry(error.entity, error.entityId);
 * ```
 */
export const isSiteRevisionConflictError = (value: unknown): value is SiteRevisionConflictError =>
  isSiteApplicationError(value) && (value as unknown as Record<symbol, unknown>)[REVISION_CONFLICT_BRAND] === true;
/**
 * The call belongs to the other catalog (428): `siteCatalog` says which one the site runs.
 *
 * @example
 * ```ts
 * if (isSiteCatalogVersionError(error) && error.siteCatalog === 'V1_CATALOG') useV1Catalog();
 * ```
 */
export const isSiteCatalogVersionError = (value: unknown): value is SiteCatalogVersionError =>
  isSiteApplicationError(value) && (value as unknown as Record<symbol, unknown>)[CATALOG_VERSION_BRAND] === true;
/**
 * Any other 4xx answer, without validation or application details; `status` holds the code.
 *
 * @example
 * ```ts
 * if (isSiteHttpError(error) && error.status === 403) askToLogIn();
 * ```
 */
export const isSiteHttpError = (value: unknown): value is SiteHttpError => isKind(value, 'http');
/**
 * A 5xx (or otherwise unexplained) answer, once the retries of a read are used up.
 *
 * @example
 * ```ts
 * if (isSiteSystemError(error)) toast(`Try again later (request ${error.requestId ?? 'unknown'})`);
 * ```
 */
export const isSiteSystemError = (value: unknown): value is SiteSystemError => isKind(value, 'system');
/**
 * No answer at all: offline, DNS, a refused or dropped connection.
 *
 * @example
 * ```ts
 * if (isSiteNetworkError(error)) showOfflineBanner();
 * ```
 */
export const isSiteNetworkError = (value: unknown): value is SiteNetworkError => isKind(value, 'network');
/**
 * An attempt took longer than `timeout` (or the call's `timeoutMs`).
 *
 * @example
 * ```ts
 * await site.products.getProduct(id, {}, { timeoutMs: 2_000 }).catch((e) => isSiteTimeoutError(e) && useCached());
 * ```
 */
export const isSiteTimeoutError = (value: unknown): value is SiteTimeoutError => isKind(value, 'timeout');
/**
 * The caller's `signal` aborted the call; usually nothing to report.
 *
 * @example
 * ```ts
 * catch (error) {
 *   if (isSiteAbortError(error)) return; // the user navigated away
 * }
 * ```
 */
export const isSiteAbortError = (value: unknown): value is SiteAbortError => isKind(value, 'aborted');
/**
 * The platform answered with a body that breaks the contract (only with `validateResponses`, the default).
 *
 * @example
 * ```ts
 * if (isSiteResponseValidationError(error)) report(error.fieldViolations);
 * ```
 */
export const isSiteResponseValidationError = (value: unknown): value is SiteResponseValidationError =>
  isKind(value, 'response-validation');
/**
 * The token endpoint refused or failed; `isGrantRejected` tells a rejected grant from an outage.
 *
 * @example
 * ```ts
 * if (isSiteTokenError(error) && error.isGrantRejected) await site.auth.logout(returnUrl);
 * ```
 */
export const isSiteTokenError = (value: unknown): value is SiteTokenError => isKind(value, 'token');
/**
 * A hosted or hidden-frame login that did not complete (`code` names the reason, e.g. `AUTHORIZATION_ERROR`).
 *
 * @example
 * ```ts
 * if (isSiteOAuthFlowError(error)) showLoginFailed(error.message);
 * ```
 */
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
