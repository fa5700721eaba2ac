import type { CreateRedirectSessionRequest } from '../../../generated/types.gen.js';

/** A checkout or booking intent, what sitekit sends for it, and the sandbox page that must show it. */
export interface RedirectIntentCase {
  intent: RedirectIntent;
  request: CreateRedirectSessionRequest;
  payload: Record<string, unknown>;
  pagePath: string;
  title: string;
  /** The link on the landing page that goes back to the app, and the callback it must lead to. */
  onward: { label: string; callback: 'thankYouPageUrl' | 'postFlowUrl' };
}

export interface RedirectCallbacks {
  thankYouPageUrl: string;
  postFlowUrl: string;
}

const COMPLETE = 'Complete (go to thank-you page)';
const BACK = 'Back to the site';

/**
 * Every checkout and booking intent of the redirect session that lands on a page showing its request. The store
 * checkout (`ecomCheckout`) shows the checkout it names instead (tests/browser/checkout-redirects.test.ts).
 */
export const REDIRECT_INTENTS = [
  'eventsCheckout',
  'paidPlansCheckout',
  'bookingsCheckout',
  'ecomOrderPaymentRequest',
  'bookingsBook',
  'storesProduct',
] as const;

export type RedirectIntent = (typeof REDIRECT_INTENTS)[number];

/** One intent's case, with a realistic request that asks to come back to `callbacks`. */
export function redirectIntentCase(
  intent: RedirectIntent,
  callbacks: RedirectCallbacks,
  productSlug: string,
): RedirectIntentCase {
  const found = redirectIntentCases(callbacks, productSlug).find((entry) => entry.intent === intent);
  if (!found) throw new Error(`no case for ${intent}`);
  return found;
}

function redirectIntentCases(callbacks: RedirectCallbacks, productSlug: string): RedirectIntentCase[] {
  const build = (
    intent: RedirectIntent,
    payload: Record<string, unknown>,
    pagePath: string,
    title: string,
    onward: RedirectIntentCase['onward'],
  ): RedirectIntentCase => ({
    intent,
    request: { [intent]: payload, callbacks } as unknown as CreateRedirectSessionRequest,
    payload,
    pagePath,
    title,
    onward,
  });
  const thankYou = { label: COMPLETE, callback: 'thankYouPageUrl' } as const;
  const back = { label: BACK, callback: 'postFlowUrl' } as const;
  return [
    build(
      'eventsCheckout',
      { reservationId: 'a0b1c2d3-0000-4000-8000-000000000042', eventSlug: 'summer-market-2030' },
      '/checkout/events',
      'Events checkout',
      thankYou,
    ),
    build(
      'paidPlansCheckout',
      { planId: '7f3e2d1c-1111-4222-8333-444455556666', checkoutData: 'start=2030-07-01' },
      '/checkout/paid-plans',
      'Paid plan checkout',
      thankYou,
    ),
    build(
      'bookingsCheckout',
      {
        timezone: 'Europe/Berlin',
        slotAvailability: {
          slot: {
            sessionId: 'session-17',
            serviceId: 'service-yoga',
            scheduleId: 'schedule-3',
            startDate: '2030-07-01T09:00:00.000Z',
            endDate: '2030-07-01T10:00:00.000Z',
            timezone: 'Europe/Berlin',
            resource: { id: 'resource-anna', name: 'Anna' },
            location: { id: 'location-main', name: 'Main studio', locationType: 'OWNER_BUSINESS' },
          },
          bookable: true,
          totalSpots: 12,
          openSpots: 5,
        },
      },
      '/checkout/bookings',
      'Bookings checkout',
      thankYou,
    ),
    build(
      'ecomOrderPaymentRequest',
      { paymentRequestId: 'c9d8e7f6-5555-4666-8777-888899990000' },
      '/checkout/order-payment',
      'Order payment',
      thankYou,
    ),
    build('bookingsBook', { resourceId: 'resource-anna' }, '/book', 'Booking page', back),
    build('storesProduct', { productSlug }, '/product', 'Product page', back),
  ];
}
