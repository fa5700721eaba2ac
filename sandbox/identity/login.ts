import type { StateMachineResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure } from '../kernel/errors.js';
import { findIdentityByEmail } from './identities.js';
import { clearLoginFailures, countLoginAttempt, uncountLoginAttempt } from './login-throttle.js';
import { assertNoControlCharacters } from './password-policy.js';
import { verifyPassword } from './passwords.js';
import { nextStep } from './state-machine.js';

export const WRONG_PASSWORD = '-19976';
export const RESET_PASSWORD_REQUIRED = '-19973';

/**
 * Email and password login, shared by the API and the hosted login form. Every attempt counts towards the throttle
 * until it succeeds, unknown emails included, so probing for members is throttled too.
 */
export async function logIn(context: SandboxContext, email: string, password: string): Promise<StateMachineResponse> {
  assertNoControlCharacters(password, 'password');
  const attempt = countLoginAttempt(context, email);
  const identity = findIdentityByEmail(context.db, email);
  if (!identity || identity.status === 'DELETED') {
    throw applicationFailure(400, 'MEMBER_NOT_FOUND', 'No member with this email');
  }
  if (!identity.passwordHash) {
    uncountLoginAttempt(context, attempt);
    throw applicationFailure(
      400,
      RESET_PASSWORD_REQUIRED,
      'The member has no password yet and must set one through recovery',
    );
  }
  if (!(await verifyPassword(password, identity.passwordHash))) {
    throw applicationFailure(400, WRONG_PASSWORD, 'The password is incorrect');
  }
  clearLoginFailures(context, email);
  return nextStep(context, identity);
}
