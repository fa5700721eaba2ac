import type { RawHttpResponse, StateMachineResponse, StatusReason } from '../../generated/types.gen.js';
import { authenticate, requireMember } from '../kernel/http/caller.js';
import { revokeFamily } from '../auth/token-families.js';
import { matchesAny } from '../kernel/http/uri-patterns.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { applicationFailure, fieldFailure } from '../kernel/errors.js';
import {
  FACTOR_DATA_KEYS,
  captchaTokensRule,
  profileRule,
  registerRules,
  verifyFactorRule,
} from '../kernel/http/one-of-rules.js';
import { checkCaptcha } from './captcha.js';
import { checkEmail } from './email-check.js';
import { createIdentity, findIdentityByEmail, findIdentityById, identityToWire, updateIdentity } from './identities.js';
import { logIn } from './login.js';
import { endEverySession } from './recovery.js';
import { revokeTokensOf } from './one-time-tokens.js';
import { assertAcceptablePassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { issueSessionToken, nextStep } from './state-machine.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

export const EMAIL_EXISTS = '-19995';

export const routes: ModuleRoutes<'authentication'> = (context) => ({
  ...behind(anyCaller(context), {
    registerV2: {
      rules: [registerRules],
      respond: ({ body }) => register(context, body.loginId.email, body.password, body),
    },
    loginV2: {
      rules: [captchaTokensRule],
      respond: ({ body }) => {
        checkCaptcha(context.settings.captcha.login, body.captchaTokens);
        return logIn(context, body.loginId.email, body.password);
      },
    },
    logout: ({ caller, query }) => {
      const redirectUri = checkedPostLogoutUri(context, query.postLogoutRedirectUri, query.clientId);
      if (caller.kind === 'member') {
        revokeFamily(context, caller.familyId);
        revokeTokensOf(context, caller.identityId, 'session');
      }
      return rawLogoutResponse(redirectUri);
    },
    validateEmail: ({ body }) => checkEmail(body.email),
    verifyFactor: {
      rules: [verifyFactorRule],
      respond: ({ params: { factorType }, body }) => {
        if (body.factorType !== undefined && body.factorType !== factorType) {
          throw fieldFailure('factorType', `must equal the path's factor type ${factorType}`, 'ONE_OF_ALIGNMENT');
        }
        const dataKey = FACTOR_DATA_KEYS[factorType];
        if (!(dataKey in body))
          throw fieldFailure(dataKey, `is required for factor type ${factorType}`, 'REQUIRED_ONE_OF_FIELD');
        throw applicationFailure(
          400,
          'INVALID_STATE_TOKEN',
          'No multi-factor challenge is pending for this state token',
          { reason: 'The sandbox enrols no second factors, so logins never reach REQUIRE_MFA or MFA_CHALLENGE' },
        );
      },
    },
  }),

  ...behind(adminOnly(context, 'sign-on'), {
    signOn: {
      rules: [profileRule],
      respond: ({ body }) => signOn(context, body.loginId.email, body.profile ?? {}, body.verifyEmail === true),
    },
  }),

  ...behind((request) => requireMember(authenticate(context, request)), {
    changePassword: async ({ caller, body }) => {
      assertAcceptablePassword(body.newPassword, 'newPassword');
      const record = findIdentityById(context.db, caller.identityId);
      if (!record) throw applicationFailure(404, 'MEMBER_NOT_FOUND', 'The member no longer exists');
      const passwordHash = await hashPassword(body.newPassword);
      updateIdentity(context, record, { passwordHash });
      endEverySession(context, caller.identityId, caller.familyId);
      return {};
    },
  }),
});

interface RegistrationExtras {
  profile?: Parameters<typeof createIdentity>[1]['profile'];
  captchaTokens?: Parameters<typeof checkCaptcha>[1];
}

async function register(
  context: SandboxContext,
  email: string,
  password: string,
  extras: RegistrationExtras,
): Promise<StateMachineResponse> {
  assertAcceptablePassword(password, 'password');
  checkCaptcha(context.settings.captcha.register, extras.captchaTokens);
  if (findIdentityByEmail(context.db, email)) throw emailExists();
  const passwordHash = await hashPassword(password);
  if (findIdentityByEmail(context.db, email)) throw emailExists();
  const reasons: StatusReason[] = [
    ...(context.settings.requireEmailVerification ? (['PENDING_EMAIL_VERIFICATION_REQUIRED'] as const) : []),
    ...(context.settings.requireOwnerApproval ? (['PENDING_ADMIN_APPROVAL_REQUIRED'] as const) : []),
  ];
  const identity = createIdentity(context, {
    email,
    passwordHash,
    profile: extras.profile ?? {},
    emailVerified: false,
    status: reasons.length > 0 ? 'PENDING' : 'ACTIVE',
    reasons,
  });
  return nextStep(context, identity);
}

const emailExists = () => applicationFailure(400, EMAIL_EXISTS, 'A member with this email already exists');

function signOn(
  context: SandboxContext,
  email: string,
  profile: RegistrationExtras['profile'] & object,
  verifyEmail: boolean,
) {
  const existing = findIdentityByEmail(context.db, email);
  if (existing?.status === 'BLOCKED')
    throw applicationFailure(403, 'MEMBER_BLOCKED', 'This member is blocked by the site owner');
  const identity = existing
    ? verifyEmail && !existing.emailVerified
      ? updateIdentity(context, existing, { emailVerified: true })
      : existing
    : createIdentity(context, {
        email,
        passwordHash: null,
        profile,
        emailVerified: verifyEmail,
        status: 'ACTIVE',
        reasons: [],
      });
  return { sessionToken: issueSessionToken(context, identity.id), identity: identityToWire(identity) };
}

function checkedPostLogoutUri(
  context: SandboxContext,
  uri: string | undefined,
  clientId: string | undefined,
): string | undefined {
  if (uri === undefined) return undefined;
  const patterns = redirectPatternsOf(context.db, clientId ?? context.credentials.clientId);
  if (!patterns) throw fieldFailure('clientId', 'is not a known client', 'VALIDATION');
  if (!matchesAny(uri, patterns)) {
    throw fieldFailure('postLogoutRedirectUri', "is not on the client's allowed redirect list", 'VALIDATION');
  }
  return uri;
}

function rawLogoutResponse(redirectUri: string | undefined): RawHttpResponse {
  const html = redirectUri
    ? `<!doctype html><title>Signed out</title><a href="${encodeURI(redirectUri)}">Continue</a>`
    : '<!doctype html><title>Signed out</title><p>Signed out.</p>';
  return {
    body: Buffer.from(html).toString('base64'),
    statusCode: redirectUri ? 302 : 200,
    headers: [
      ...(redirectUri ? [{ key: 'Location', value: redirectUri }] : []),
      { key: 'Content-Type', value: 'text/html; charset=utf-8' },
      { key: 'Cache-Control', value: 'no-store' },
    ],
  };
}
