import { describe, expect, it } from 'vitest';
import type { CreateRedirectSessionRequest } from '../../../generated/types.gen.js';
import { ApiKeyStrategy, createSiteClient, isSiteRequestValidationError } from '../../../src/index.js';
import { API, fakePlatform } from '../support/fake-platform.js';
import { REDIRECT_SESSION_PATH, redirectSession, redirectSessionHandler } from '../support/redirect-session.js';

const platform = fakePlatform();
const site = () => createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'KEY', siteId: 'SITE' }), baseURL: API });

const intents: [string, CreateRedirectSessionRequest][] = [
  [
    'ecomCheckout',
    { ecomCheckout: { checkoutId: 'chk-1' }, callbacks: { thankYouPageUrl: 'https://shop.test/thanks' } },
  ],
  ['eventsCheckout', { eventsCheckout: { reservationId: 'res-1', eventSlug: 'launch' } }],
  ['paidPlansCheckout', { paidPlansCheckout: { planId: 'plan-1' } }],
  [
    'bookingsCheckout',
    {
      bookingsCheckout: {
        timezone: 'Europe/Madrid',
        slotAvailability: { slot: { serviceId: 's-1', startDate: '2024-11-21T10:00:00Z' }, bookable: true },
      },
    },
  ],
  ['login', { login: {} }],
  ['logout', { logout: { clientId: 'C1' }, callbacks: { postFlowUrl: 'https://shop.test/' } }],
  [
    'auth',
    {
      auth: {
        authRequest: {
          clientId: 'C1',
          responseType: 'code',
          codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          codeChallengeMethod: 'S256',
        },
        prompt: 'login',
      },
    },
  ],
  ['storesProduct', { storesProduct: { productSlug: 'tea' } }],
  ['bookingsBook', { bookingsBook: { resourceId: 'r-1' } }],
  ['ecomOrderPaymentRequest', { ecomOrderPaymentRequest: { paymentRequestId: 'pr-1' } }],
];

describe('createRedirectSession', () => {
  for (const [name, request] of intents) {
    it(`sends the ${name} intent as given and answers the session`, async () => {
      platform.server.use(redirectSessionHandler());
      const answer = await site().redirects.createRedirectSession({
        ...request,
        preferences: { useGenericWixPages: false },
        origin: 'headless',
      });
      expect(answer).toEqual(redirectSession());
      expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toEqual({
        ...request,
        preferences: { useGenericWixPages: false },
        origin: 'headless',
      });
    });
  }

  it('does not forward fields outside the documented list', async () => {
    platform.server.use(redirectSessionHandler());
    const request = { login: {}, memberAccountPage: { section: 'ORDERS' } } as CreateRedirectSessionRequest;
    await site().redirects.createRedirectSession(request);
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toEqual({ login: {} });
  });

  it('refuses an intent of the wrong shape before sending', async () => {
    const error = await site()
      .redirects.createRedirectSession({ storesProduct: {} } as CreateRedirectSessionRequest)
      .catch((caught: unknown) => caught);
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"storesProduct.productSlug"');
    expect(platform.requests).toHaveLength(0);
  });
});
