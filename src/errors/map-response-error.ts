import { SiteApplicationError } from './application-error.js';
import { SiteCatalogVersionError, isCatalogVersionCode } from './catalog-version-error.js';
import { constantCase } from './constant-case.js';
import { MAX_FIELD_VIOLATIONS, type FieldViolation } from './field-violation.js';
import type { SiteError } from './site-error.js';
import { SiteHttpError, SiteSystemError } from './transport-errors.js';
import { SiteValidationError } from './validation-error.js';

/** What the mapping needs from an HTTP answer that was not a success. */
export interface FailedResponse {
  status: number;
  statusText: string;
  requestId: string | undefined;
  body: unknown;
  /** The answer's `Retry-After`, in ms. */
  retryAfterMs?: number;
}

interface Envelope {
  message?: unknown;
  details?: {
    validationError?: { fieldViolations?: unknown };
    applicationError?: { code?: unknown; description?: unknown; data?: unknown };
  };
}

/**
 * Normalises a non-2xx answer into one of: validation (the envelope has `validationError`), application (it has
 * `applicationError`; a 428 of the other catalog is a `SiteCatalogVersionError`), another 4xx, or a system error. Never throws, whatever the body is.
 */
export function mapFailedResponse(response: FailedResponse): SiteError {
  const envelope = asEnvelope(response.body);
  const common = {
    status: response.status,
    statusText: response.statusText,
    requestId: response.requestId,
    details: envelope?.details,
    body: response.body,
    retryAfterMs: response.retryAfterMs,
  };
  const violations = envelope?.details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) {
    const kept = violations.slice(0, MAX_FIELD_VIOLATIONS);
    return new SiteValidationError({
      ...common,
      fieldViolations: kept.map(toFieldViolation),
      omittedViolations: violations.length - kept.length,
    });
  }
  const applicationError = envelope?.details?.applicationError;
  if (applicationError && typeof applicationError === 'object') {
    const init = {
      ...common,
      serverMessage: stringOr(envelope?.message, undefined),
      applicationError: {
        code: stringOr(applicationError.code, statusCode(response)),
        description: stringOr(applicationError.description, response.statusText),
        data: isRecord(applicationError.data) ? applicationError.data : {},
      },
    };
    return isCatalogVersionCode(response.status, init.applicationError.code)
      ? new SiteCatalogVersionError(init)
      : new SiteApplicationError(init);
  }
  if (response.status >= 400 && response.status < 500) {
    return new SiteHttpError({
      ...common,
      details: envelope?.details ?? response.body,
      code: statusCode(response),
      message: stringOr(envelope?.message, response.statusText || `HTTP ${response.status}`),
    });
  }
  return new SiteSystemError({
    ...common,
    details: envelope?.details ?? response.body,
    code: response.statusText ? constantCase(response.statusText) : 'UNKNOWN',
    message: response.requestId
      ? `System error occurred, request-id: ${response.requestId}`
      : `System error occurred: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
  });
}

function statusCode(response: FailedResponse): string {
  return response.statusText ? constantCase(response.statusText) : `HTTP_${response.status}`;
}

function asEnvelope(body: unknown): Envelope | undefined {
  if (typeof body === 'string') {
    try {
      return asEnvelope(JSON.parse(body));
    } catch {
      return undefined;
    }
  }
  return isRecord(body) ? (body as Envelope) : undefined;
}

function toFieldViolation(raw: unknown): FieldViolation {
  const value = isRecord(raw) ? raw : {};
  const violation: FieldViolation = {
    field: stringOr(value.field, ''),
    description: stringOr(value.description, ''),
  };
  if (typeof value.violatedRule === 'string') violation.violatedRule = value.violatedRule;
  if (typeof value.ruleName === 'string') violation.ruleName = value.ruleName;
  if (isRecord(value.data)) violation.data = value.data;
  return violation;
}

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
