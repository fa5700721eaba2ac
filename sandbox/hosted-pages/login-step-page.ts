import type { HostedLoginStep } from '../identity/hosted-login.js';
import { loginPage, verificationCodePage } from './login-page.js';
import { messagePage } from './message-page.js';

/** The page that follows a hosted login submission that did not finish the login. */
export function loginStepPage(
  action: string,
  hidden: Record<string, string | undefined>,
  step: Exclude<HostedLoginStep, { kind: 'success' }>,
): string {
  if (step.kind === 'verify-email') {
    return verificationCodePage({
      action,
      hidden: { ...hidden, stateToken: step.stateToken, email: step.email },
      email: step.email,
      error: step.error,
    });
  }
  if (step.kind === 'owner-approval') {
    return messagePage('Waiting for approval', 'The site owner must approve your membership before you can log in.');
  }
  return loginPage({ action, hidden, error: step.error, email: step.email });
}
