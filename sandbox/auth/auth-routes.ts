import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { TokenGrantResponse } from '../../generated/types.gen.js';
import {
  zAnonymousTokenRequest,
  zAuthorizationCodeTokenRequest,
  zAuthorizedClientTokenRequest,
  zRefreshTokenRequest,
} from '../../generated/zod.gen.js';
import { redeemAuthorizationCode } from './authorization-codes.js';
import { isApiKey } from '../kernel/http/caller.js';
import { refreshFamily } from './refresh-grant.js';
import { memberIsActive, startFamily } from './token-families.js';
import { lookUpAccessToken } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { ApiError, oauthFailure } from '../kernel/errors.js';
import { isPlainObject } from '../kernel/http/one-of.js';
import { zodIssuesToViolations } from '../kernel/http/zod-violations.js';
import { findToken } from '../identity/one-time-tokens.js';
import { newId } from '../kernel/ids.js';
import { anyone } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** Each grant's own request schema: a refused request is explained against the grant it names. */
const GRANTS = {
  anonymous: zAnonymousTokenRequest,
  refresh_token: zRefreshTokenRequest,
  authorization_code: zAuthorizationCodeTokenRequest,
  authorized_client: zAuthorizedClientTokenRequest,
} as const;
type Grant = keyof typeof GRANTS;
type TokenRequest = z.output<(typeof GRANTS)[Grant]>;

/** The token endpoint: the four grants of openapi/paths/oauth.yaml, failures in RFC 6749 §5.2 form. */
export const routes: ModuleRoutes<'auth'> = (context) => ({
  ...behind(anyone, {
    token: {
      invalid: (request) => refuseGrant(request.body),
      respond: ({ body, request, reply }) => {
        reply.header('Cache-Control', 'no-store');
        return mintTokens(context, body, request);
      },
    },
  }),
});

/** Says why a token request failed its schema: not an object, no or an unknown grant, or its grant's fields. */
function refuseGrant(body: unknown): never {
  if (!isPlainObject(body)) throw oauthFailure(400, 'invalid_request', 'The body must be a JSON object');
  const grant = body.grantType ?? body.grant_type;
  if (typeof grant !== 'string') throw oauthFailure(400, 'invalid_request', 'grantType is required');
  if (!Object.hasOwn(GRANTS, grant)) {
    throw oauthFailure(400, 'unsupported_grant_type', `Unsupported grant type ${grant}`);
  }
  const parsed = z.safeParse(GRANTS[grant as Grant], body);
  const violations = parsed.success ? [] : zodIssuesToViolations(parsed.error.issues);
  const description = violations.map((v) => `"${v.field}" ${v.description}`).join(', ');
  const error = oauthFailure(400, 'invalid_request', `INVALID_ARGUMENT: ${description}`);
  return throwWithViolations(error, violations);
}

function mintTokens(context: SandboxContext, body: TokenRequest, request: FastifyRequest): TokenGrantResponse {
  if ('grant_type' in body) return authorizedClient(context, body, request.headers.authorization);
  switch (body.grantType) {
    case 'anonymous':
      assertKnownClient(context, body.clientId);
      return startFamily(context, body.clientId, 'visitor', newId()).grant;
    case 'refresh_token':
      return refreshFamily(context, body.refreshToken, body.clientId);
    case 'authorization_code':
      assertKnownClient(context, body.clientId);
      return redeemAuthorizationCode(context, body);
  }
}

/** Member tokens for a trusted backend: `Authorization: <visitor token>,<API key>` (or the API key alone). */
function authorizedClient(
  context: SandboxContext,
  body: z.output<typeof zAuthorizedClientTokenRequest>,
  authorization: string | undefined,
): TokenGrantResponse {
  assertTrustedBackend(context, authorization);
  if (!memberIsActive(context, body.member_id)) {
    throw oauthFailure(400, 'invalid_grant', `No active member ${body.member_id}`);
  }
  if (body.session_token !== undefined) {
    const session = findToken(context, 'session', body.session_token);
    if (session?.identityId !== body.member_id) {
      throw oauthFailure(400, 'invalid_grant', 'The session token is invalid, expired or belongs to another member');
    }
  }
  return startFamily(context, context.credentials.clientId, 'member', body.member_id).grant;
}

function assertTrustedBackend(context: SandboxContext, header: string | undefined): void {
  const value = header?.trim().replace(/^bearer\s+/i, '') ?? '';
  const [visitorToken, apiKey] = value.includes(',') ? value.split(',', 2).map((part) => part.trim()) : ['', value];
  if (!apiKey || !isApiKey(context, apiKey)) {
    throw oauthFailure(
      401,
      'invalid_client',
      'authorized_client needs Authorization: <visitor access token>,<API key>',
    );
  }
  if (visitorToken && typeof lookUpAccessToken(context, visitorToken) === 'string') {
    throw oauthFailure(
      401,
      'invalid_client',
      'The visitor access token in the Authorization header is invalid or expired',
    );
  }
}

function assertKnownClient(context: SandboxContext, clientId: string): void {
  if (!redirectPatternsOf(context.db, clientId))
    throw oauthFailure(401, 'invalid_client', `Unknown client id ${clientId}`);
}

function throwWithViolations(error: ApiError, violations: ReturnType<typeof zodIssuesToViolations>): never {
  error.body.details = { validationError: { fieldViolations: violations } };
  throw error;
}
