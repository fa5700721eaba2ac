import type { ErrorEnvelope, FieldViolation, OAuthErrorCode } from '../../generated/types.gen.js';

/** An error answered as openapi/common.yaml's `ErrorEnvelope`. Thrown by handlers, sent by the error hook. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function validationFailure(violations: FieldViolation[], status = 400): ApiError {
  const sorted = [...violations].sort((a, b) => a.field.localeCompare(b.field));
  const summary = sorted.map((v) => `"${v.field}" ${v.description}`).join(', ');
  return new ApiError(status, {
    message: `INVALID_ARGUMENT: ${summary}`,
    details: { validationError: { fieldViolations: sorted } },
  });
}

export function fieldFailure(
  field: string,
  description: string,
  violatedRule: FieldViolation['violatedRule'] = 'VALIDATION',
): ApiError {
  return validationFailure([{ field, description, violatedRule }]);
}

export function applicationFailure(
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, { message: description, details: { applicationError: { code, description, data } } });
}

export const unauthenticated = (description: string) => applicationFailure(401, 'UNAUTHENTICATED', description);
export const permissionDenied = (description: string) => applicationFailure(403, 'PERMISSION_DENIED', description);
export const notFound = (code: string, description: string) => applicationFailure(404, code, description);

export function throttled(description: string, retryAfterSeconds: number, code = 'THROTTLED_FEATURE'): ApiError {
  const error = applicationFailure(429, code, description);
  error.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
}

export function systemFailure(status: number, errorCode: string, message = 'Internal error'): ApiError {
  return new ApiError(status, { message, details: { systemError: { errorCode } } });
}

/**
 * A token-endpoint failure: the RFC 6749 §5.2 body the contract prescribes, with the platform envelope's `message`
 * and `details` alongside (the OAuth schema is open), so every sandbox error carries the envelope.
 */
export function oauthFailure(status: number, error: OAuthErrorCode, description: string): ApiError {
  return new ApiError(status, {
    error,
    error_description: description,
    message: description,
    details: { applicationError: { code: error, description, data: {} } },
  });
}
