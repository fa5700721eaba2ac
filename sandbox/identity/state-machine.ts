import type { StateMachineResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure } from '../kernel/errors.js';
import { newNumericCode } from '../kernel/ids.js';
import { identityToWire, type IdentityRecord } from './identities.js';
import { sendMail } from './mailbox.js';
import { issueToken } from './one-time-tokens.js';

const VERIFICATION_TTL_SECONDS = 30 * 60;

/**
 * The answer of register, login, recover and verify for an identity that passed its credentials check:
 * email verification first (when the site requires it), then owner approval, then SUCCESS with a session token.
 */
export function nextStep(context: SandboxContext, identity: IdentityRecord): StateMachineResponse {
  if (identity.status === 'BLOCKED')
    throw applicationFailure(403, 'MEMBER_BLOCKED', 'This member is blocked by the site owner');
  if (identity.status === 'DELETED') throw applicationFailure(404, 'MEMBER_NOT_FOUND', 'No member with this email');
  if (needsEmailVerification(context, identity)) return requireEmailVerification(context, identity);
  if (identity.status === 'PENDING') {
    return { state: 'REQUIRE_OWNER_APPROVAL', identity: identityToWire(identity), additionalData: {} };
  }
  return {
    state: 'SUCCESS',
    sessionToken: issueSessionToken(context, identity.id),
    identity: identityToWire(identity),
    additionalData: {},
  };
}

export function needsEmailVerification(context: SandboxContext, identity: IdentityRecord): boolean {
  return (
    !identity.emailVerified &&
    (context.settings.requireEmailVerification || identity.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED'))
  );
}

export function issueSessionToken(context: SandboxContext, identityId: string): string {
  return issueToken(context, 'session', { identityId, ttlSeconds: context.settings.sessionTokenTtlSeconds });
}

function requireEmailVerification(context: SandboxContext, identity: IdentityRecord): StateMachineResponse {
  const code = newNumericCode();
  const stateToken = issueToken(context, 'email-verification', {
    identityId: identity.id,
    ttlSeconds: VERIFICATION_TTL_SECONDS,
    code,
  });
  mailVerificationCode(context, identity.email, code);
  return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity: identityToWire(identity), additionalData: {} };
}

export function mailVerificationCode(context: SandboxContext, to: string, code: string): void {
  sendMail(context, { to, kind: 'verification', subject: `Your verification code is ${code}`, code });
}
