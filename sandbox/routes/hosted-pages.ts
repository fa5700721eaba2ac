import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthorizePageError,
  codeMessage,
  frameAncestors,
  readAuthorizationRequest,
  redirectLocation,
  sessionIdentity,
  silentAuthorization,
  webMessageTarget,
  type AuthorizationRequest,
} from '../auth/authorize.js';
import { matchesAny } from '../auth/uri-patterns.js';
import type { SandboxContext } from '../context.js';
import { redirectPatternsOf } from '../credentials.js';
import { ApiError } from '../errors.js';
import { SESSION_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '../http/cookies.js';
import { findIdentityById } from '../identity/identities.js';
import { formFields, submitHostedLogin, type HostedLoginStep } from '../identity/hosted-login.js';
import { consumeToken } from '../identity/one-time-tokens.js';
import { recoverWithToken, redirectUrlOfRecoveryToken } from '../identity/recovery.js';
import { landingPage } from '../pages/landing-page.js';
import { loginPage, passwordResetPage, verificationCodePage } from '../pages/login-page.js';
import { messagePage } from '../pages/message-page.js';
import { webMessagePage, type AuthorizationMessage } from '../pages/web-message-page.js';
import { loadRedirectSession, type Intent } from '../redirects/redirect-sessions.js';

const AUTHORIZE = '/oauth2/authorize';
const HOSTED_LOGIN = '/_sandbox/hosted/login';
const RESET_PASSWORD = '/_sandbox/hosted/reset-password';

/** The platform's hosted pages, served on the sandbox's own origin: authorize, login, logout, landing pages. */
export function registerHostedPages(app: FastifyInstance, context: SandboxContext): void {
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
      return deliver(context, reply, authz, codeMessage(context, authz, step.identityId), form.webMessageOrigin);
    }
    if (step.kind === 'owner-approval') {
      const denied = {
        error: 'access_denied',
        error_description: 'The site owner must approve this member first',
        state: authz.state,
      };
      return deliver(context, reply, authz, denied, form.webMessageOrigin);
    }
    return html(reply, nextFormPage(AUTHORIZE, hidden, step));
  });

  app.get(HOSTED_LOGIN, async (request, reply) => {
    const session = sessionFor(context, request, 'login');
    if (!session) return expiredLink(reply);
    const identityId = sessionIdentity(context, readCookie(request.headers.cookie, SESSION_COOKIE));
    if (identityId) {
      const email = findIdentityById(context.db, identityId)?.email ?? '';
      return html(
        reply,
        messagePage(
          'You are logged in',
          `Signed in as ${email}.`,
          onwards(context, session.request.callbacks?.postFlowUrl),
        ),
      );
    }
    return html(reply, loginPage({ action: HOSTED_LOGIN, hidden: { redirectSessionId: session.id } }));
  });

  app.post(HOSTED_LOGIN, async (request, reply) => {
    const form = formFields(request.body);
    const session = form.redirectSessionId ? loadRedirectSession(context, form.redirectSessionId) : undefined;
    if (!session || session.intent !== 'login') return expiredLink(reply);
    const step = await submitHostedLogin(context, form);
    if (step.kind !== 'success')
      return html(reply, nextFormPage(HOSTED_LOGIN, { redirectSessionId: session.id }, step));
    reply.header('Set-Cookie', sessionCookie(step.sessionToken, context.settings.sessionTokenTtlSeconds));
    const target = allowedCallback(context, session.request.callbacks?.postFlowUrl);
    if (target) return reply.redirect(target, 302);
    return html(reply, messagePage('You are logged in', 'You can close this page.'));
  });

  app.get('/_sandbox/hosted/logout', async (request, reply) => {
    const session = sessionFor(context, request, 'logout');
    if (!session) return expiredLink(reply);
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (cookie) consumeToken(context, cookie);
    reply.header('Set-Cookie', clearedSessionCookie());
    const clientId = 'logout' in session.request ? session.request.logout.clientId : undefined;
    const target = allowedCallback(context, session.request.callbacks?.postFlowUrl, clientId);
    if (target) return reply.redirect(target, 302);
    return html(reply, messagePage('Logged out', 'You are logged out of the store.'));
  });

  for (const [path, intent] of LANDING_PAGES) {
    app.get(path, async (request, reply) => {
      const session = sessionFor(context, request, intent);
      if (!session) return expiredLink(reply);
      return html(reply, landingPage(context, session));
    });
  }

  app.get(RESET_PASSWORD, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).recoveryToken;
    if (typeof token !== 'string' || token === '') return expiredLink(reply);
    return html(reply, passwordResetPage(RESET_PASSWORD, { recoveryToken: token }));
  });

  app.post(RESET_PASSWORD, async (request, reply) => {
    const form = formFields(request.body);
    const token = form.recoveryToken ?? '';
    const returnTo = redirectUrlOfRecoveryToken(context, token);
    try {
      await recoverWithToken(context, token, form.password ?? '');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return html(reply, passwordResetPage(RESET_PASSWORD, { recoveryToken: token }, error.message));
    }
    const links = returnTo ? [{ href: returnTo, label: 'Back to the store' }] : [];
    return html(reply, messagePage('Password saved', 'Your new password is set; you can log in with it now.', links));
  });
}

const LANDING_PAGES: Array<[string, Intent]> = [
  ['/_sandbox/hosted/checkout/ecom', 'ecomCheckout'],
  ['/_sandbox/hosted/checkout/bookings', 'bookingsCheckout'],
  ['/_sandbox/hosted/checkout/events', 'eventsCheckout'],
  ['/_sandbox/hosted/checkout/paid-plans', 'paidPlansCheckout'],
  ['/_sandbox/hosted/checkout/order-payment', 'ecomOrderPaymentRequest'],
  ['/_sandbox/hosted/product', 'storesProduct'],
  ['/_sandbox/hosted/book', 'bookingsBook'],
];

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

function nextFormPage(
  action: string,
  hidden: Record<string, string | undefined>,
  step: Exclude<HostedLoginStep, { kind: 'success' }>,
): string {
  if (step.kind === 'verify-email') {
    return verificationCodePage({
      action,
      hidden: { ...hidden, stateToken: step.stateToken, email: step.email },
      email: step.email,
      error: step.error,
    });
  }
  if (step.kind === 'owner-approval') {
    return messagePage('Waiting for approval', 'The site owner must approve your membership before you can log in.');
  }
  return loginPage({ action, hidden, error: step.error, email: step.email });
}

function sessionFor(context: SandboxContext, request: FastifyRequest, intent: Intent) {
  const id = (request.query as Record<string, unknown>).redirectSessionId;
  const session = typeof id === 'string' ? loadRedirectSession(context, id) : undefined;
  return session?.intent === intent ? session : undefined;
}

/** Hosted pages only redirect onwards to URLs on the client's allowed list; others are shown as a link. */
function allowedCallback(context: SandboxContext, url: string | undefined, clientId?: string): string | undefined {
  const patterns = redirectPatternsOf(context.db, clientId ?? context.credentials.clientId) ?? [];
  return url && matchesAny(url, patterns) ? url : undefined;
}

function onwards(context: SandboxContext, url: string | undefined) {
  const target = allowedCallback(context, url);
  return target ? [{ href: target, label: 'Continue' }] : [];
}

function originFromReferer(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

function expiredLink(reply: FastifyReply): FastifyReply {
  return html(reply.code(400), messagePage('This link has expired', 'Start again from the store.'));
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}
