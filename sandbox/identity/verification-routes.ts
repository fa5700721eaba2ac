import type { Caller } from '../kernel/http/caller.js';
import { applicationFailure, permissionDenied } from '../kernel/errors.js';
import { newId, newNumericCode } from '../kernel/ids.js';
import { findIdentityById } from './identities.js';
import { findToken, issueToken, replaceCode } from './one-time-tokens.js';
import { mailVerificationCode } from './state-machine.js';
import { verifyEmailCode } from './email-verification.js';
import { anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

export const routes: ModuleRoutes<'verification'> = (context) => ({
  ...behind(anyCaller(context), {
    start: ({ caller, body }) => {
      assertMayVerify(caller, body.identityId);
      const identity = findIdentityById(context.db, body.identityId);
      if (!identity) throw applicationFailure(404, 'MEMBER_NOT_FOUND', `No member ${body.identityId}`);
      const code = newNumericCode();
      const verificationId = newId();
      issueToken(context, 'email-verification', {
        identityId: identity.id,
        ttlSeconds: 30 * 60,
        code,
        data: { verificationId },
      });
      mailVerificationCode(context, identity.email, code);
      return { verificationId };
    },
    verifyDuringAuthentication: ({ body }) => verifyEmailCode(context, body.stateToken, body.code),
    resendDuringAuthentication: ({ body }) => {
      const token = findToken(context, 'email-verification', body.stateToken);
      const identity = token?.identityId ? findIdentityById(context.db, token.identityId) : undefined;
      if (!identity) throw applicationFailure(400, 'INVALID_STATE_TOKEN', 'The state token is invalid or expired');
      const code = newNumericCode();
      replaceCode(context, body.stateToken, code);
      mailVerificationCode(context, identity.email, code);
      return {};
    },
  }),
});

function assertMayVerify(caller: Caller, identityId: string): void {
  if (caller.kind === 'admin') return;
  if (caller.kind === 'member' && caller.identityId === identityId) return;
  throw permissionDenied('Only the member or an API key may start a verification');
}
