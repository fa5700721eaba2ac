import {
  isSiteAbortError,
  isSiteApplicationError,
  isSiteError,
  isSiteResponseValidationError,
  isSiteValidationError,
  isTransientFailure,
  type FieldViolation,
  type SiteError,
} from '../../errors/index.js';
import { errorCodeFor, LOGIN_CODES, REGISTRATION_CODES } from './login-error-codes.js';
import { type FailureState, LoginState } from './login-state.js';

const EMAIL_FIELDS = new Set(['loginId.email', 'email', 'loginId']);

/** docs/decisions.md#1 for registration. Throws only an abort; failures not the user's fault carry only `cause`. */
export function registrationFailure(error: unknown): FailureState {
  const siteError = asSiteError(error);
  if (isNotTheUsersFault(siteError)) return transientFailure(siteError);
  const emailViolation = findEmailViolation(siteError);
  if (emailViolation) return failure(emailViolation.description, siteError, 'invalidEmail');
  const errorCode = isSiteApplicationError(siteError) ? errorCodeFor(siteError.code, REGISTRATION_CODES) : undefined;
  return failure(siteError.message, siteError, errorCode);
}

/** docs/decisions.md#1 for login: known codes, else invalidEmail, never for a failure not the user's fault. */
export function loginFailure(error: unknown): FailureState {
  const siteError = asSiteError(error);
  if (isNotTheUsersFault(siteError)) return transientFailure(siteError);
  const errorCode = isSiteApplicationError(siteError) ? errorCodeFor(siteError.code, LOGIN_CODES) : undefined;
  const emailViolation = findEmailViolation(siteError);
  return failure(emailViolation?.description ?? siteError.message, siteError, errorCode ?? 'invalidEmail');
}

/** A failed email-verification step: the server's message, no catalog code. */
export function verificationFailure(error: unknown): FailureState {
  const siteError = asSiteError(error);
  return isNotTheUsersFault(siteError) ? transientFailure(siteError) : failure(siteError.message, siteError);
}

/** No answer, a transient one (throttling, 5xx), or an answer outside the contract: never an email problem. */
function isNotTheUsersFault(error: SiteError): boolean {
  return isTransientFailure(error) || isSiteResponseValidationError(error);
}

function findEmailViolation(error: SiteError): FieldViolation | undefined {
  if (!isSiteValidationError(error)) return undefined;
  return error.fieldViolations.find(
    (violation) => violation.data?.type === 'EMAIL' || EMAIL_FIELDS.has(violation.field),
  );
}

function transientFailure(error: SiteError): FailureState {
  return failure(error.message, error);
}

function failure(message: string, cause: SiteError, errorCode?: FailureState['errorCode']): FailureState {
  return { loginState: LoginState.FAILURE, error: message, ...(errorCode ? { errorCode } : {}), cause };
}

/** Not login outcomes, so rethrown: the caller's own abort, and anything that is not a SiteError (a sitekit bug). */
function asSiteError(error: unknown): SiteError {
  if (isSiteError(error) && !isSiteAbortError(error)) return error;
  throw error;
}
