import type { SandboxContext } from '../kernel/context.js';
import { ApiError } from '../kernel/errors.js';
import { verifyEmailCode } from './email-verification.js';
import { logIn } from './login.js';

/** The outcome of one form submission on a hosted login page. */
export type HostedLoginStep =
  | { kind: 'success'; identityId: string; sessionToken: string }
  | { kind: 'verify-email'; stateToken: string; email: string; error?: string }
  | { kind: 'owner-approval' }
  | { kind: 'retry'; error: string; email: string };

export interface HostedLoginForm {
  email?: string;
  password?: string;
  stateToken?: string;
  code?: string;
}

/** A password submission, or the code of the email-verification step that a password submission led to. */
export async function submitHostedLogin(context: SandboxContext, form: HostedLoginForm): Promise<HostedLoginStep> {
  const email = form.email ?? '';
  try {
    const step = form.stateToken
      ? verifyEmailCode(context, form.stateToken, form.code ?? '')
      : await logIn(context, email, form.password ?? '');
    if (step.state === 'SUCCESS')
      return { kind: 'success', identityId: step.identity!.id!, sessionToken: step.sessionToken! };
    if (step.state === 'REQUIRE_EMAIL_VERIFICATION')
      return { kind: 'verify-email', stateToken: step.stateToken!, email };
    return { kind: 'owner-approval' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (form.stateToken && error.body.details?.applicationError?.code === 'VERIFICATION_FAILED') {
      return { kind: 'verify-email', stateToken: form.stateToken, email, error: 'That code is not right. Try again.' };
    }
    return { kind: 'retry', error: friendlyMessage(error), email };
  }
}

function friendlyMessage(error: ApiError): string {
  switch (error.body.details?.applicationError?.code) {
    case '-19976':
    case 'MEMBER_NOT_FOUND':
      return 'Wrong email or password.';
    case '-19973':
      return 'This account has no password yet. Use "forgot password" to set one.';
    case 'THROTTLED_FEATURE':
      return 'Too many attempts. Wait a few minutes and try again.';
    case 'INVALID_STATE_TOKEN':
      return 'The verification step expired. Log in again.';
    default:
      return error.message;
  }
}

/** Form bodies may only contribute strings. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
