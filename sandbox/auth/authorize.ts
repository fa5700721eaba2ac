import type { AuthRequest, ResponseMode } from '../../generated/types.gen.js';
import { zAuthRequest } from '../../generated/zod.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { redirectPatternsOf } from '../kernel/credentials.js';
import { zodIssuesToViolations } from '../kernel/http/zod-violations.js';
import { findIdentityById } from '../identity/identities.js';
import { findToken } from '../identity/one-time-tokens.js';
import type { AuthorizationMessage } from '../hosted-pages/web-message-page.js';
import { authRequestViolations } from '../redirects/auth-intent.js';
import { loadRedirectSession } from '../redirects/redirect-sessions.js';
import { issueAuthorizationCode } from './authorization-codes.js';
import { matchesAny, originOf } from '../kernel/http/uri-patterns.js';

/** An authorization request the authorize endpoint has checked: known client, allowed redirect URI. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string | undefined;
  responseMode: ResponseMode;
  state: string | undefined;
  codeChallenge: string;
  prompt: string;
  sessionToken: string | undefined;
  redirectSessionId: string | undefined;
}

/** A problem with the request itself: shown on a page, never sent to a redirect URI that cannot be trusted. */
export class AuthorizePageError extends Error {}

/**
 * Reads the request from its redirect session (`redirectSessionId`, as fullUrl carries it) or from the plain OAuth
 * query parameters. A session token is only taken from the stored redirect session, never from the URL.
 */
export function readAuthorizationRequest(
  context: SandboxContext,
  params: Record<string, unknown>,
): AuthorizationRequest {
  const sessionId = typeof params.redirectSessionId === 'string' ? params.redirectSessionId : undefined;
  const { authRequest, prompt } = sessionId ? fromRedirectSession(context, sessionId) : fromQuery(params);
  const violations = authRequestViolations(context, authRequest, 'authRequest');
  if (violations.length > 0)
    throw new AuthorizePageError(violations.map((v) => `${v.field} ${v.description}`).join('; '));
  return {
    clientId: authRequest.clientId,
    redirectUri: authRequest.redirectUri,
    responseMode: authRequest.responseMode ?? 'query',
    state: authRequest.state,
    codeChallenge: authRequest.codeChallenge,
    prompt: prompt ?? 'login',
    sessionToken: sessionId ? authRequest.sessionToken : undefined,
    redirectSessionId: sessionId,
  };
}

function fromRedirectSession(
  context: SandboxContext,
  id: string,
): { authRequest: AuthRequest; prompt: string | undefined } {
  const session = loadRedirectSession(context, id);
  if (!session || !('auth' in session.request)) {
    throw new AuthorizePageError('This sign-in link is unknown or has expired. Start the sign-in again.');
  }
  const { authRequest, prompt } = session.request.auth;
  return { authRequest, prompt: prompt ?? authRequest.prompt };
}

function fromQuery(params: Record<string, unknown>): { authRequest: AuthRequest; prompt: string | undefined } {
  const { sessionToken: _ignored, redirectSessionId: _none, ...rest } = params;
  const parsed = zAuthRequest.safeParse(rest);
  if (!parsed.success) {
    const problems = zodIssuesToViolations(parsed.error.issues).map((v) => `${v.field} ${v.description}`);
    throw new AuthorizePageError(`The authorization request is invalid: ${problems.join('; ')}`);
  }
  return { authRequest: parsed.data, prompt: parsed.data.prompt };
}

/** prompt=none: answer from the session token (direct login) or the hosted pages' session cookie. */
export function silentAuthorization(
  context: SandboxContext,
  request: AuthorizationRequest,
  cookieSession: string | undefined,
): AuthorizationMessage {
  const sessionToken = request.sessionToken ?? cookieSession;
  const identityId = sessionIdentity(context, sessionToken);
  if (!identityId) {
    return {
      error: 'login_required',
      error_description: 'No valid session: the member must log in',
      state: request.state,
    };
  }
  return codeMessage(context, request, identityId, sessionToken);
}

export function sessionIdentity(context: SandboxContext, sessionToken: string | undefined): string | undefined {
  if (!sessionToken) return undefined;
  const identityId = findToken(context, 'session', sessionToken)?.identityId ?? undefined;
  const identity = identityId ? findIdentityById(context.db, identityId) : undefined;
  return identity?.status === 'ACTIVE' ? identity.id : undefined;
}

export function codeMessage(
  context: SandboxContext,
  request: AuthorizationRequest,
  identityId: string,
  sessionToken: string | undefined,
): AuthorizationMessage {
  const code = issueAuthorizationCode(context, {
    sessionToken,
    clientId: request.clientId,
    identityId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
  });
  return { code, state: request.state };
}

/** The redirect for the query and fragment response modes. */
export function redirectLocation(request: AuthorizationRequest, message: AuthorizationMessage): string {
  const url = new URL(request.redirectUri!);
  const params = new URLSearchParams(
    Object.entries(message).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (request.responseMode === 'fragment') url.hash = params.toString();
  else params.forEach((value, key) => url.searchParams.set(key, value));
  return url.href;
}

/**
 * The one origin a web_message result may be posted to: the redirect URI's origin, or else the framing page's
 * origin (from Referer) when it is on the client's allowed list. Undefined means nobody may receive it.
 */
export function webMessageTarget(
  context: SandboxContext,
  request: AuthorizationRequest,
  referer: string | undefined,
): string | undefined {
  const fromRedirect = originOf(request.redirectUri);
  if (fromRedirect) return fromRedirect;
  const fromReferer = originOf(referer);
  const patterns = redirectPatternsOf(context.db, request.clientId) ?? [];
  return fromReferer && matchesAny(fromReferer, patterns) ? fromReferer : undefined;
}

/** `frame-ancestors` for the authorize pages: only the client's allowed origins may frame them. */
export function frameAncestors(context: SandboxContext, clientId: string): string | undefined {
  const patterns = redirectPatternsOf(context.db, clientId) ?? [];
  if (patterns.includes('*')) return undefined;
  const sources = patterns.map((p) => (p.endsWith(':*') ? p : originOf(p.replace(/\*$/, '')))).filter(Boolean);
  return `frame-ancestors 'self' ${sources.join(' ')}`;
}
