import { HttpResponse } from 'msw';

export {
  API,
  type RecordedRequest as IdentityRequest,
  useRecordingServer as useIdentityServer,
} from '../../support/recording-server.js';

/** The platform's error envelope with an `applicationError`, as `ErrorEnvelope` in openapi/common.yaml describes it. */
export function applicationFailure(
  status: number,
  applicationError: { code: string; description: string; data?: Record<string, unknown> },
  message = 'request failed',
): Response {
  return HttpResponse.json(
    { message, details: { applicationError } },
    { status, headers: { 'x-wix-request-id': `req-${status}` } },
  );
}

/** The platform's error envelope with a `validationError`. */
export function validationFailure(
  fieldViolations: { field: string; description: string; violatedRule: string; data?: Record<string, unknown> }[],
): Response {
  return HttpResponse.json(
    { message: 'invalid request', details: { validationError: { fieldViolations } } },
    { status: 400, headers: { 'x-wix-request-id': 'req-400' } },
  );
}

/** An RFC 6749 error answer of the token endpoint. */
export function tokenFailure(status: number, error: string, errorDescription: string): Response {
  return HttpResponse.json(
    { error, error_description: errorDescription },
    { status, headers: { 'x-wix-request-id': `token-${status}` } },
  );
}
