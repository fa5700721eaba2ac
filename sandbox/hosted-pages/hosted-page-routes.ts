import type { FastifyInstance } from 'fastify';
import { sessionIdentity } from '../auth/authorize.js';
import { revokeFamiliesOfSession, revokeFamily } from '../auth/token-families.js';
import type { SandboxContext } from '../kernel/context.js';
import { ApiError } from '../kernel/errors.js';
import { SESSION_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '../kernel/http/cookies.js';
import { findIdentityById } from '../identity/identities.js';
import { formFields, submitHostedLogin } from '../identity/hosted-login.js';
import { consumeToken } from '../identity/one-time-tokens.js';
import { recoverWithToken, redirectUrlOfRecoveryToken } from '../identity/recovery.js';
import { expiredLink, html } from './html-reply.js';
import { landingPage } from './landing-page.js';
import { loginPage, passwordResetPage } from './login-page.js';
import { loginStepPage } from './login-step-page.js';
import { messagePage } from './message-page.js';
import { loadRedirectSession, type Intent } from '../redirects/redirect-sessions.js';
import { registerHostedCheckout } from './hosted-checkout-routes.js';
import { allowedCallback, sessionFor } from './hosted-session.js';

const HOSTED_LOGIN = '/_sandbox/hosted/login';
const RESET_PASSWORD = '/_sandbox/hosted/reset-password';

/**
 * The platform's hosted pages on the sandbox's own origin: login, logout, password reset, the store checkout and the
 * landing pages of the other intents.
 */
export function registerHostedPages(app: FastifyInstance, context: SandboxContext): void {
  // Browsers ask for it on every hosted page; an empty answer keeps their consoles clean.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
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
      return html(reply, loginStepPage(HOSTED_LOGIN, { redirectSessionId: session.id }, step));
    reply.header('Set-Cookie', sessionCookie(step.sessionToken, context.settings.sessionTokenTtlSeconds));
    const target = allowedCallback(context, session.request.callbacks?.postFlowUrl);
    if (target) return reply.redirect(target, 302);
    return html(reply, messagePage('You are logged in', 'You can close this page.'));
  });

  app.get('/_sandbox/hosted/logout', async (request, reply) => {
    const session = sessionFor(context, request, 'logout');
    if (!session) return expiredLink(reply);
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (cookie) endHostedSession(context, cookie);
    if (session.familyId) revokeFamily(context, session.familyId);
    reply.header('Set-Cookie', clearedSessionCookie());
    const clientId = 'logout' in session.request ? session.request.logout.clientId : undefined;
    const target = allowedCallback(context, session.request.callbacks?.postFlowUrl, clientId);
    if (target) return reply.redirect(target, 302);
    return html(reply, messagePage('Logged out', 'You are logged out of the store.'));
  });

  registerHostedCheckout(app, context);

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
  ['/_sandbox/hosted/checkout/bookings', 'bookingsCheckout'],
  ['/_sandbox/hosted/checkout/events', 'eventsCheckout'],
  ['/_sandbox/hosted/checkout/paid-plans', 'paidPlansCheckout'],
  ['/_sandbox/hosted/checkout/order-payment', 'ecomOrderPaymentRequest'],
  ['/_sandbox/hosted/product', 'storesProduct'],
  ['/_sandbox/hosted/book', 'bookingsBook'],
];

/** Hosted logout ends the session and every token family minted through it. */
function endHostedSession(context: SandboxContext, sessionToken: string): void {
  consumeToken(context, sessionToken);
  revokeFamiliesOfSession(context, sessionToken);
}

function onwards(context: SandboxContext, url: string | undefined) {
  const target = allowedCallback(context, url);
  return target ? [{ href: target, label: 'Continue' }] : [];
}
