import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthorizePageError,
  codeMessage,
  frameAncestors,
  readAuthorizationRequest,
  redirectLocation,
  silentAuthorization,
  webMessageTarget,
  type AuthorizationRequest,
} from './authorize.js';
import type { SandboxContext } from '../kernel/context.js';
import { SESSION_COOKIE, readCookie, sessionCookie } from '../kernel/http/cookies.js';
import { formFields, submitHostedLogin } from '../identity/hosted-login.js';
import { html } from '../hosted-pages/html-reply.js';
import { loginPage } from '../hosted-pages/login-page.js';
import { loginStepPage } from '../hosted-pages/login-step-page.js';
import { messagePage } from '../hosted-pages/message-page.js';
import { webMessagePage, type AuthorizationMessage } from '../hosted-pages/web-message-page.js';

const AUTHORIZE = '/oauth2/authorize';

/**
 * The authorization endpoint of the hosted login: prompt=none answers from a session token or the hosted session
 * cookie; otherwise a login form (and, when the site requires it, the email-code step) completes the request. The
 * result goes back by redirect (query or fragment) or by postMessage to one allowed origin (web_message).
 */
export function registerAuthorizePage(app: FastifyInstance, context: SandboxContext): void {
  app.get(AUTHORIZE, async (request, reply) => {
    const params = request.query as Record<string, unknown>;
    const authz = readAuthorizationOrPage(context, params, reply);
    if (!authz) return reply;
    if (authz.prompt === 'none') {
      const message = silentAuthorization(context, authz, readCookie(request.headers.cookie, SESSION_COOKIE));
      return deliver(context, reply, authz, message, request.headers.referer);
    }
    const hidden = { ...hiddenAuthParams(authz), webMessageOrigin: originFromReferer(request) };
    return html(reply, loginPage({ action: AUTHORIZE, hidden }));
  });

  app.post(AUTHORIZE, async (request, reply) => {
    const form = formFields(request.body);
    const authz = readAuthorizationOrPage(context, form, reply);
    if (!authz) return reply;
    const hidden = { ...hiddenAuthParams(authz), webMessageOrigin: form.webMessageOrigin };
    const step = await submitHostedLogin(context, form);
    if (step.kind === 'success') {
      reply.header('Set-Cookie', sessionCookie(step.sessionToken, context.settings.sessionTokenTtlSeconds));
      return deliver(
        context,
        reply,
        authz,
        codeMessage(context, authz, step.identityId, step.sessionToken),
        form.webMessageOrigin,
      );
    }
    if (step.kind === 'owner-approval') {
      const denied = {
        error: 'access_denied',
        error_description: 'The site owner must approve this member first',
        state: authz.state,
      };
      return deliver(context, reply, authz, denied, form.webMessageOrigin);
    }
    return html(reply, loginStepPage(AUTHORIZE, hidden, step));
  });
}

function readAuthorizationOrPage(
  context: SandboxContext,
  params: Record<string, unknown>,
  reply: FastifyReply,
): AuthorizationRequest | undefined {
  try {
    const authz = readAuthorizationRequest(context, params);
    const policy = frameAncestors(context, authz.clientId);
    if (policy) reply.header('Content-Security-Policy', policy);
    return authz;
  } catch (error) {
    if (!(error instanceof AuthorizePageError)) throw error;
    html(reply.code(400), messagePage('This sign-in request cannot be completed', error.message));
    return undefined;
  }
}

function deliver(
  context: SandboxContext,
  reply: FastifyReply,
  authz: AuthorizationRequest,
  message: AuthorizationMessage,
  webMessageCandidate: string | undefined,
): FastifyReply {
  if (authz.responseMode !== 'web_message') return reply.redirect(redirectLocation(authz, message), 302);
  const target = webMessageTarget(context, authz, webMessageCandidate);
  if (!target) {
    const text =
      'The page that started this sign-in is not on the client’s allowed origins, so the result is not sent.';
    return html(reply.code(400), messagePage('Sign-in result not delivered', text));
  }
  return html(reply, webMessagePage(message, target));
}

function hiddenAuthParams(authz: AuthorizationRequest): Record<string, string | undefined> {
  if (authz.redirectSessionId) return { redirectSessionId: authz.redirectSessionId };
  return {
    clientId: authz.clientId,
    responseType: 'code',
    redirectUri: authz.redirectUri,
    responseMode: authz.responseMode,
    state: authz.state,
    codeChallenge: authz.codeChallenge,
    codeChallengeMethod: 'S256',
    prompt: authz.prompt,
  };
}

function originFromReferer(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}
