import { LoginState, isSiteError, type StateMachine } from 'sitekit';

/** The text to show for a failed call: a SiteError's own message, which names the fields it is about. */
export function errorMessage(error: unknown): string {
  if (isSiteError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

const LOGIN_ERRORS: Record<string, string> = {
  invalidEmail: 'No member has this email address.',
  invalidPassword: 'The password is wrong.',
  emailAlreadyExists: 'A member with this email address already exists.',
  resetPassword: 'This account needs a new password: use “Forgot your password?”.',
  missingCaptchaToken: 'The site asks for a captcha, which this app does not show.',
  invalidCaptchaToken: 'The captcha was not accepted.',
};

/** The text for a register, login or verification step that did not succeed. */
export function loginFailureMessage(state: StateMachine): string | undefined {
  if (state.loginState !== LoginState.FAILURE) return undefined;
  const known = state.errorCode && LOGIN_ERRORS[state.errorCode];
  return known || state.cause?.message || state.error;
}
