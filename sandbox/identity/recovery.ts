import type { StateMachineResponse } from '../../generated/types.gen.js';
import { revokeSubject } from '../auth/token-families.js';
import type { SandboxContext } from '../context.js';
import { applicationFailure } from '../errors.js';
import { findIdentityById, updateIdentity, withoutReason } from './identities.js';
import { clearLoginFailures } from './login-throttle.js';
import { consumeToken, findToken } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { nextStep } from './state-machine.js';

/**
 * Sets a new password with the token from a recovery or activation email. Following the link proves the mailbox,
 * so the email becomes verified; every existing session of the member is ended.
 */
export async function recoverWithToken(
  context: SandboxContext,
  recoveryToken: string,
  password: string,
): Promise<StateMachineResponse> {
  const token = findToken(context, 'recovery', recoveryToken);
  const identity = token?.identityId ? findIdentityById(context.db, token.identityId) : undefined;
  if (!identity)
    throw applicationFailure(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token is invalid, expired or already used');
  assertAcceptablePassword(password, 'password');
  const passwordHash = await hashPassword(password);
  consumeToken(context, recoveryToken);
  const updated = updateIdentity(context, identity, {
    passwordHash,
    emailVerified: true,
    ...withoutReason(identity, 'PENDING_EMAIL_VERIFICATION_REQUIRED'),
  });
  revokeSubject(context, identity.id);
  clearLoginFailures(context, identity.email);
  return nextStep(context, updated);
}

export function redirectUrlOfRecoveryToken(context: SandboxContext, recoveryToken: string): string | undefined {
  const url = findToken(context, 'recovery', recoveryToken)?.data.redirectUrl;
  return typeof url === 'string' ? url : undefined;
}
