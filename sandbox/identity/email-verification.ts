import type { StateMachineResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure } from '../kernel/errors.js';
import { findIdentityById, updateIdentity, withoutReason } from './identities.js';
import { consumeToken, countFailedAttempt, findToken } from './one-time-tokens.js';
import { nextStep } from './state-machine.js';

const MAX_ATTEMPTS = 5;

/** Checks the emailed code of a REQUIRE_EMAIL_VERIFICATION step and continues the flow. */
export function verifyEmailCode(context: SandboxContext, stateToken: string, code: string): StateMachineResponse {
  const token = findToken(context, 'email-verification', stateToken);
  const identity = token?.identityId ? findIdentityById(context.db, token.identityId) : undefined;
  if (!token || !identity)
    throw applicationFailure(400, 'INVALID_STATE_TOKEN', 'The state token is invalid or expired');
  if (token.code !== code.trim()) {
    countFailedAttempt(context, stateToken);
    if (token.attempts + 1 >= MAX_ATTEMPTS) consumeToken(context, stateToken);
    throw applicationFailure(400, 'VERIFICATION_FAILED', 'The verification code is wrong');
  }
  consumeToken(context, stateToken);
  const verified = updateIdentity(context, identity, {
    emailVerified: true,
    ...withoutReason(identity, 'PENDING_EMAIL_VERIFICATION_REQUIRED'),
  });
  return nextStep(context, verified);
}
