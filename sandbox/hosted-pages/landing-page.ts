import type { SandboxContext } from '../kernel/context.js';
import type { StoredRedirectSession } from '../redirects/redirect-sessions.js';
import { page } from './html.js';
import { escapeHtml } from '../kernel/escape-html.js';

const TITLES: Record<string, string> = {
  ecomCheckout: 'Store checkout',
  bookingsCheckout: 'Bookings checkout',
  eventsCheckout: 'Events checkout',
  paidPlansCheckout: 'Paid plan checkout',
  ecomOrderPaymentRequest: 'Order payment',
  storesProduct: 'Product page',
  bookingsBook: 'Booking page',
};

/**
 * Stand-in for the platform's checkout and booking pages: it shows what was requested and offers the callbacks
 * the caller gave, so a headless site can walk its whole flow locally.
 */
export function landingPage(context: SandboxContext, session: StoredRedirectSession): string {
  const { request, intent } = session;
  const payload = (request as Record<string, unknown>)[intent];
  const callbacks = request.callbacks ?? {};
  const links = [
    link(
      callbacks.thankYouPageUrl,
      intent.endsWith('Checkout') || intent === 'ecomOrderPaymentRequest'
        ? 'Complete (go to thank-you page)'
        : undefined,
    ),
    link(callbacks.postFlowUrl, 'Back to the site'),
    link(callbacks.cartPageUrl, 'Back to the cart'),
  ].join(' ');
  return page(
    TITLES[intent] ?? intent,
    `<h1>${escapeHtml(TITLES[intent] ?? intent)}</h1>
${productSummary(context, session)}
<p>The platform would show this page now. The request it received:</p>
<pre>${escapeHtml(JSON.stringify(payload, null, 2))}</pre>
${Object.keys(callbacks).length > 0 ? `<p>Callbacks:</p><pre>${escapeHtml(JSON.stringify(callbacks, null, 2))}</pre>` : ''}
<p>${links}</p>`,
  );
}

function productSummary(context: SandboxContext, session: StoredRedirectSession): string {
  if (!('storesProduct' in session.request)) return '';
  const row = context.db.get<{ name: string; price: number }>(
    'SELECT name, price FROM products WHERE slug = ?',
    session.request.storesProduct.productSlug,
  );
  return row
    ? `<p><strong>${escapeHtml(row.name)}</strong> — $${row.price.toFixed(2)}</p>`
    : '<p class="error">No product has this slug.</p>';
}

function link(url: string | undefined, label: string | undefined): string {
  if (!url || !label || !/^https?:\/\//.test(url)) return '';
  return `<a class="button" href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}
