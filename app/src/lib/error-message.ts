import { LoginState, isSiteError, type StateMachine } from 'sitekit';

/** The text to show for a failed call: a SiteError's own message, which names the fields it is about. */
export function errorMessage(error: unknown): string {
  if (isSiteError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Whether a failed read means the store has no such thing (or hides it from this caller): the platform's 404. */
export const isNotFound = (error: unknown): boolean => isSiteError(error) && error.status === 404;

// One message for an unknown email and a wrong password, so that the form tells nobody who is a member.
const WRONG_EMAIL_OR_PASSWORD = 'The email or the password is wrong.';

const LOGIN_ERRORS: Record<string, string> = {
  invalidEmail: WRONG_EMAIL_OR_PASSWORD,
  invalidPassword: WRONG_EMAIL_OR_PASSWORD,
  emailAlreadyExists: 'A member with this email address already exists.',
  resetPassword: 'This account needs a new password: use “Forgot your password?”.',
  missingCaptchaToken: 'The site asks for a captcha, which this app does not show.',
  invalidCaptchaToken: 'The captcha was not accepted.',
};

const inTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** A wait as people say it: "in 15 minutes", "in 40 seconds". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? inTime.format(seconds, 'second') : inTime.format(Math.ceil(seconds / 60), 'minute');
}

/** A throttled attempt (HTTP 429): when to try again, from the platform's `Retry-After` when it sent one. */
function throttledMessage(cause: unknown): string | undefined {
  if (!isSiteError(cause) || cause.status !== 429) return undefined;
  const when = cause.retryAfterMs === undefined ? 'later' : waitText(cause.retryAfterMs);
  return `Too many failed attempts with this email. Try again ${when}, or reset your password.`;
}

/** The text for a register, login or verification step that did not succeed. */
export function loginFailureMessage(state: StateMachine): string | undefined {
  if (state.loginState !== LoginState.FAILURE) return undefined;
  const throttled = throttledMessage(state.cause);
  if (throttled) return throttled;
  const known = state.errorCode && LOGIN_ERRORS[state.errorCode];
  return known || state.cause?.message || state.error;
}
