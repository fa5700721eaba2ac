import type { LoginErrorCode } from './login-state.js';

/**
 * Application error codes of registration and login, numeric and symbolic. Which form the platform sends is not
 * known, so both map to the same `errorCode`. Symbolic names: the official typings' (`MISSING_CAPTCHA_TOKEN`,
 * `CAPTCHA_TOKEN_REQUIRED`, `INVALID_CAPTCHA_TOKEN`, `DUPLICATE_EMAIL`, `RECAPTCHA_REQUIRED`, `RECAPTCHA_FAILED`) plus the catalog's own wording
 * (`EMAIL_ALREADY_EXISTS`, `INVALID_PASSWORD`, `RESET_PASSWORD`).
 */
export const APPLICATION_ERROR_CODES: Readonly<Record<LoginErrorCode, readonly string[]>> = {
  missingCaptchaToken: ['-19971', 'MISSING_CAPTCHA_TOKEN', 'CAPTCHA_TOKEN_REQUIRED', 'RECAPTCHA_REQUIRED'],
  invalidCaptchaToken: ['-19970', 'INVALID_CAPTCHA_TOKEN', 'RECAPTCHA_FAILED'],
  emailAlreadyExists: ['-19995', 'DUPLICATE_EMAIL', 'EMAIL_ALREADY_EXISTS'],
  invalidPassword: ['-19976', 'INVALID_PASSWORD'],
  resetPassword: ['-19973', 'RESET_PASSWORD'],
  invalidEmail: [],
};

/** Registration's codes (docs/decisions.md#1); an email violation is invalidEmail; anything else the raw message. */
export const REGISTRATION_CODES: readonly LoginErrorCode[] = [
  'missingCaptchaToken',
  'emailAlreadyExists',
  'invalidCaptchaToken',
];

/** Login's codes (docs/decisions.md#1): these; anything else is invalidEmail. */
export const LOGIN_CODES: readonly LoginErrorCode[] = [
  'missingCaptchaToken',
  'invalidCaptchaToken',
  'invalidPassword',
  'resetPassword',
];

export function errorCodeFor(applicationCode: string, allowed: readonly LoginErrorCode[]): LoginErrorCode | undefined {
  const code = applicationCode.trim();
  return allowed.find((errorCode) => APPLICATION_ERROR_CODES[errorCode].includes(code));
}
