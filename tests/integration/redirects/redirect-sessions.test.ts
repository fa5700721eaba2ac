import { describe, expect, it } from 'vitest';
import { isSiteValidationError, TokenRole, type CreateRedirectSessionRequest } from '../../../src/index.js';
import type { RedirectIntentField } from '../../../src/redirects/redirect-fields.js';
import { siteErrorOf } from '../support/errors.js';
import { openPage, submitForm } from '../support/hosted-pages.js';
import { CALLBACK_URL, memberClient } from '../support/members.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const SITE = 'http://127.0.0.1:5173';

const sandbox = useSandboxUnderTest('demo');

interface LandingCase {
  intent: string;
  request: CreateRedirectSessionRequest;
  page: string;
  /** Text the landing page shows about the request. */
  shows: string;
}

const CALLBACKS = { thankYouPageUrl: `${SITE}/thanks`, postFlowUrl: `${SITE}/back` };

type Intent = RedirectIntentField;
type IntentPayload<K extends Intent> = Extract<CreateRedirectSessionRequest, Partial<Record<K, unknown>>>[K];

/** A case whose request names only its intent and the shared callbacks; `hostedPage` is below `/_sandbox/hosted/`. */
function landing<K extends Intent>(
  intent: K,
  payload: IntentPayload<K>,
  hostedPage: string,
  shows: string,
): LandingCase {
  const request = { [intent]: payload, callbacks: CALLBACKS } as unknown as CreateRedirectSessionRequest;
  return { intent, request, page: `/_sandbox/hosted/${hostedPage}`, shows };
}

const LANDING_CASES: LandingCase[] = [
  landing(
    'bookingsCheckout',
    { timezone: 'Europe/Berlin', slotAvailability: { slot: { serviceId: 'yoga-class' } } },
    'checkout/bookings',
    'yoga-class',
  ),
  landing(
    'eventsCheckout',
    { reservationId: 'reservation-7', eventSlug: 'summer-fair' },
    'checkout/events',
    'summer-fair',
  ),
  landing('paidPlansCheckout', { planId: 'gold-plan' }, 'checkout/paid-plans', 'gold-plan'),
  landing('ecomOrderPaymentRequest', { paymentRequestId: 'payment-9' }, 'checkout/order-payment', 'payment-9'),
  landing('storesProduct', { productSlug: 'linen-shirt' }, 'product', 'Linen Shirt'),
  landing('bookingsBook', { resourceId: 'room-3' }, 'book', 'room-3'),
];

// The store checkout shows the checkout it names: tests/integration/checkout/checkout.test.ts.
describe('redirect sessions of every checkout and landing intent', () => {
  it.each(LANDING_CASES)('$intent: a hosted page that shows the request and its callbacks', async (testCase) => {
    const { site, log } = oauthClient(sandbox);
    const { redirectSession } = await site.redirects.createRedirectSession(testCase.request);

    expect(redirectSession.urlDetails?.endpoint).toBe(`${sandbox.url}${testCase.page}`);
    expect(redirectSession.fullUrl?.startsWith(`${sandbox.url}${testCase.page}?`)).toBe(true);
    expect(redirectSession.sessionToken).toMatch(/^JWS\.REDIRECT\./);
    expect(log.to('/_api/redirects-api/v1/redirect-session')[0]?.body).toEqual(testCase.request);

    const landing = await openPage(redirectSession.fullUrl!);
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(testCase.shows);
    expect(landing.html).toContain(`href="${SITE}/back"`);
  });

  it('carries additional query parameters from the preferences into the URL', async () => {
    const { site } = oauthClient(sandbox);
    const { redirectSession } = await site.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: 'c-1' },
      preferences: { additionalQueryParameters: { lang: 'de', utm_source: 'newsletter' } },
    });
    const url = new URL(redirectSession.fullUrl!);
    expect(url.searchParams.get('lang')).toBe('de');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
    expect(url.searchParams.get('checkoutId')).toBe('c-1');
  });

  it('does not send fields outside the request’s documented ones', async () => {
    const { site, log } = oauthClient(sandbox);
    const request = { login: {}, memberAccountPage: { section: 'ORDERS' } } as unknown as CreateRedirectSessionRequest;
    await site.redirects.createRedirectSession(request);
    expect(log.to('/_api/redirects-api/v1/redirect-session')[0]?.body).toEqual({ login: {} });
  });
});

describe('the login, logout and auth intents', () => {
  it('login: the hosted form signs in and returns to postFlowUrl; the page then knows the session', async () => {
    const member = await memberClient(sandbox);
    const { site } = oauthClient(sandbox);
    const { redirectSession } = await site.redirects.createRedirectSession({
      login: {},
      callbacks: { postFlowUrl: `${SITE}/welcome` },
    });
    expect(redirectSession.urlDetails?.endpoint).toBe(`${sandbox.url}/_sandbox/hosted/login`);
    const form = await openPage(redirectSession.fullUrl!);
    const signedIn = await submitForm(redirectSession.fullUrl!, form, {
      email: member.email,
      password: member.password,
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe(`${SITE}/welcome`);
    expect(signedIn.cookie).toBeDefined();
    const again = await openPage(redirectSession.fullUrl!, { cookie: signedIn.cookie! });
    expect(again.html).toContain(`Signed in as ${member.email}`);
  });

  it('auth: an authorization request checked against the allowed redirect URIs', async () => {
    const { site } = oauthClient(sandbox);
    const oauthData = site.auth.generateOAuthData(CALLBACK_URL);
    const auth = (redirectUri: string): CreateRedirectSessionRequest => ({
      auth: {
        authRequest: {
          clientId: sandbox.clientId,
          redirectUri,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: oauthData.state,
        },
        prompt: 'login',
      },
    });
    const { redirectSession } = await site.redirects.createRedirectSession(auth(CALLBACK_URL));
    expect(redirectSession.urlDetails?.endpoint).toBe(`${sandbox.url}/oauth2/authorize`);
    expect(redirectSession.urlDetails?.searchParams).toMatchObject({ state: oauthData.state, prompt: 'login' });

    const refused = await siteErrorOf(site.redirects.createRedirectSession(auth('https://evil.example.com/cb')));
    expect(isSiteValidationError(refused) && refused.fieldViolations.map((v) => v.field)).toEqual([
      'auth.authRequest.redirectUri',
    ]);
  });

  it('logout(originalUrl): a hosted logout URL that returns to originalUrl; tokens cleared to role none', async () => {
    const member = await memberClient(sandbox);
    const { logoutUrl } = await member.site.auth.logout(`${SITE}/goodbye`);

    expect(member.log.to('/_api/redirects-api/v1/redirect-session').at(-1)?.body).toEqual({
      logout: { clientId: sandbox.clientId },
      callbacks: { postFlowUrl: `${SITE}/goodbye` },
    });
    expect(member.site.auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: TokenRole.NONE },
    });
    expect(member.site.auth.loggedIn()).toBe(false);

    const page = await openPage(logoutUrl);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`${SITE}/goodbye`);

    member.log.clear();
    await member.site.products.queryProducts().limit(1).find();
    expect(member.log.grants('anonymous')).toHaveLength(1);
    expect(member.log.grants('refresh_token')).toHaveLength(0);
    expect(member.site.auth.getTokens().refreshToken.role).toBe(TokenRole.VISITOR);
  });
});
