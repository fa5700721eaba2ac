import type { RecoveryRedirect } from '../../generated/types.gen.js';
import { matchesAny } from '../kernel/http/uri-patterns.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import { findIdentityByEmail, findIdentityById } from './identities.js';
import { sendMail } from './mailbox.js';
import { issueToken } from './one-time-tokens.js';
import { recoverWithToken } from './recovery.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

const RECOVERY_TTL_SECONDS = 60 * 60;

export const routes: ModuleRoutes<'recovery'> = (context) => ({
  ...behind(anyCaller(context), {
    sendRecoveryEmail: ({ body }) => {
      const redirectUrl = checkedRedirect(context, body.redirect, 'redirect');
      const identity = findIdentityByEmail(context.db, body.email);
      if (identity && identity.status !== 'DELETED') {
        const link = recoveryLink(context, identity.id, redirectUrl);
        sendMail(context, { to: identity.email, kind: 'recovery', subject: 'Reset your password', link });
      }
      return {};
    },
    recover: ({ body }) => {
      if (body.password === undefined) throw fieldFailure('password', 'is required', 'REQUIRED_FIELD');
      return recoverWithToken(context, body.recoveryToken, body.password);
    },
  }),

  ...behind(adminOnly(context, 'sendActivationEmail'), {
    sendActivationEmail: ({ body }) => {
      const redirectUrl = checkedRedirect(context, body.emailOptions?.redirect, 'emailOptions.redirect');
      const identity = findIdentityById(context.db, body.identityId);
      if (!identity) throw applicationFailure(404, 'MEMBER_NOT_FOUND', `No member ${body.identityId}`);
      const link = recoveryLink(context, identity.id, redirectUrl);
      sendMail(context, { to: identity.email, kind: 'activation', subject: 'Activate your account', link });
      return {};
    },
  }),
});

/** The link in a recovery or activation email: the sandbox's reset page, carrying the recovery token. */
function recoveryLink(context: SandboxContext, identityId: string, redirectUrl: string | undefined): string {
  const token = issueToken(context, 'recovery', {
    identityId,
    ttlSeconds: RECOVERY_TTL_SECONDS,
    data: redirectUrl ? { redirectUrl } : {},
  });
  const url = new URL('/_sandbox/hosted/reset-password', context.origin);
  url.searchParams.set('recoveryToken', token);
  return url.href;
}

function checkedRedirect(
  context: SandboxContext,
  redirect: RecoveryRedirect | undefined,
  field: string,
): string | undefined {
  if (!redirect?.url) return undefined;
  const patterns = redirectPatternsOf(context.db, redirect.clientId ?? context.credentials.clientId);
  if (!patterns) throw fieldFailure(`${field}.clientId`, 'is not a known client', 'VALIDATION');
  if (!matchesAny(redirect.url, patterns))
    throw fieldFailure(`${field}.url`, "is not on the client's allowed redirect list");
  return redirect.url;
}
