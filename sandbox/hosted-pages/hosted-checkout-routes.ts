import type { FastifyInstance, FastifyReply } from 'fastify';
import { findCheckout } from '../checkout/checkouts.js';
import { placeOrder } from '../checkout/place-order.js';
import type { SandboxContext } from '../kernel/context.js';
import { formFields } from '../identity/hosted-login.js';
import { checkoutPage } from './checkout-page.js';
import { expiredLink, html } from './html-reply.js';
import type { MessageLink } from './message-page.js';
import { messagePage } from './message-page.js';
import { INTENT_PAGES, type StoredRedirectSession } from '../redirects/redirect-sessions.js';
import { allowedCallback, sessionById, sessionFor } from './hosted-session.js';

const CHECKOUT_PAGE = INTENT_PAGES.ecomCheckout;

/**
 * The hosted store checkout that `createRedirectSession({ ecomCheckout: { checkoutId } })` opens: the checkout's
 * line items and total, and "Place order", which takes the items out of stock and goes on to the site's thank-you
 * page. "Back to the shop" is the session's `postFlowUrl`.
 */
export function registerHostedCheckout(app: FastifyInstance, context: SandboxContext): void {
  app.get(CHECKOUT_PAGE, async (request, reply) => {
    const session = sessionFor(context, request, 'ecomCheckout');
    if (!session) return expiredLink(reply);
    return showCheckout(context, reply, session);
  });

  app.post(CHECKOUT_PAGE, async (request, reply) => {
    const session = sessionById(context, formFields(request.body).redirectSessionId, 'ecomCheckout');
    if (!session) return expiredLink(reply);
    const outcome = placeOrder(context, checkoutIdOf(session));
    switch (outcome.kind) {
      case 'unknownCheckout':
        return html(reply.code(404), unknownCheckoutPage(session));
      case 'refused':
        return showCheckout(context, reply.code(409), session, outcome.reasons);
      default: {
        const thankYou = allowedCallback(context, session.request.callbacks?.thankYouPageUrl);
        if (thankYou) return reply.redirect(withOrderId(thankYou, outcome.orderId), 303);
        return html(reply, placedPage(session));
      }
    }
  });
}

function showCheckout(
  context: SandboxContext,
  reply: FastifyReply,
  session: StoredRedirectSession,
  refusals?: string[],
): FastifyReply {
  const stored = findCheckout(context, checkoutIdOf(session));
  if (!stored) return html(reply.code(404), unknownCheckoutPage(session));
  if (stored.orderId) return html(reply, placedPage(session));
  return html(
    reply,
    checkoutPage({
      checkout: stored.checkout,
      action: CHECKOUT_PAGE,
      redirectSessionId: session.id,
      ...(refusals && { refusals }),
      links: backLinks(session),
    }),
  );
}

const checkoutIdOf = (session: StoredRedirectSession) =>
  'ecomCheckout' in session.request ? session.request.ecomCheckout.checkoutId : '';

function backLinks(session: StoredRedirectSession): MessageLink[] {
  const { postFlowUrl, cartPageUrl } = session.request.callbacks ?? {};
  return [
    ...(isWebUrl(postFlowUrl) ? [{ href: postFlowUrl, label: 'Back to the shop' }] : []),
    ...(isWebUrl(cartPageUrl) ? [{ href: cartPageUrl, label: 'Back to the cart' }] : []),
  ];
}

const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//.test(url);

function unknownCheckoutPage(session: StoredRedirectSession): string {
  return messagePage(
    'This checkout does not exist',
    'The store did not create this checkout, so there is nothing to buy here. Go back to the shop and choose Buy now again.',
    backLinks(session),
  );
}

function placedPage(session: StoredRedirectSession): string {
  return messagePage('Your order is placed', 'Thank you: the items are yours.', backLinks(session));
}

function withOrderId(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('orderId', orderId);
  return target.href;
}
