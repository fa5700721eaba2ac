import type { StateMachineResponse } from '../../generated/types.gen.js';
import { revokeSubject } from '../auth/token-families.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure } from '../kernel/errors.js';
import { findIdentityById, updateIdentity, withoutReason } from './identities.js';
import { clearLoginFailures } from './login-throttle.js';
import { claimToken, findToken, revokeTokensOf } from './one-time-tokens.js';
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
  if (!identity) throw invalidRecoveryToken();
  assertAcceptablePassword(password, 'password');
  // Used up before the slow hashing, so concurrent uses of one token cannot all get through.
  if (!claimToken(context, 'recovery', recoveryToken)) throw invalidRecoveryToken();
  const passwordHash = await hashPassword(password);
  const updated = updateIdentity(context, identity, {
    passwordHash,
    emailVerified: true,
    ...withoutReason(identity, 'PENDING_EMAIL_VERIFICATION_REQUIRED'),
  });
  endEverySession(context, identity.id);
  clearLoginFailures(context, identity.email);
  return nextStep(context, updated);
}

export function redirectUrlOfRecoveryToken(context: SandboxContext, recoveryToken: string): string | undefined {
  const url = findToken(context, 'recovery', recoveryToken)?.data.redirectUrl;
  return typeof url === 'string' ? url : undefined;
}

const invalidRecoveryToken = () =>
  applicationFailure(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token is invalid, expired or already used');

/** After a password change or recovery: no session token and no token family of the member stays valid. */
export function endEverySession(context: SandboxContext, identityId: string, keepFamilyId?: string): void {
  revokeTokensOf(context, identityId, 'session');
  revokeSubject(context, identityId, keepFamilyId);
}
