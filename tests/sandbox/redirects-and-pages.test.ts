import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitForm } from '../integration/support/hosted-pages.js';
import {
  expectEnvelope,
  memberTokens,
  pkcePair,
  registerMember,
  request,
  startHarness,
  violationFields,
  webMessageOf,
  type Harness,
} from './support/harness.js';

let h: Harness;
let visitor: string;
beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
  visitor = await h.visitorToken();
});
afterAll(() => h.close());

const createSession = (body: unknown, token = visitor) =>
  h.call('/_api/redirects-api/v1/redirect-session', { token, body });

function authIntent(overrides: Record<string, unknown> = {}, prompt = 'login') {
  const { challenge } = pkcePair();
  return {
    auth: {
      authRequest: {
        clientId: h.sandbox.clientId,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        responseMode: 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        redirectUri: 'http://localhost:5173/callback',
        state: 'state-123',
        ...overrides,
      },
      prompt,
    },
  };
}

/** Submits the hosted login form the way a browser would. */
const submitLogin = (pageUrl: string, html: string, email: string, password: string) =>
  submitForm(pageUrl, { html }, { email, password });

describe('redirect sessions', () => {
  it('creates every intent on the sandbox origin', async () => {
    const intents: Array<[Record<string, unknown>, string]> = [
      [{ login: {} }, '/_sandbox/hosted/login'],
      [
        { logout: { clientId: h.sandbox.clientId }, callbacks: { postFlowUrl: 'http://localhost:5173/' } },
        '/_sandbox/hosted/logout',
      ],
      [authIntent(), '/oauth2/authorize'],
      [
        { ecomCheckout: { checkoutId: 'c-1' }, callbacks: { thankYouPageUrl: 'http://localhost:5173/thanks' } },
        '/_sandbox/hosted/checkout/ecom',
      ],
      [
        { bookingsCheckout: { timezone: 'Europe/Madrid', slotAvailability: { slot: { serviceId: 's-1' } } } },
        '/_sandbox/hosted/checkout/bookings',
      ],
      [{ eventsCheckout: { reservationId: 'r-1', eventSlug: 'concert' } }, '/_sandbox/hosted/checkout/events'],
      [{ paidPlansCheckout: { planId: 'p-1' } }, '/_sandbox/hosted/checkout/paid-plans'],
      [{ ecomOrderPaymentRequest: { paymentRequestId: 'pr-1' } }, '/_sandbox/hosted/checkout/order-payment'],
      [{ storesProduct: { productSlug: 'linen-shirt' } }, '/_sandbox/hosted/product'],
      [{ bookingsBook: { resourceId: 'res-1' } }, '/_sandbox/hosted/book'],
    ];
    for (const [body, path] of intents) {
      const reply = await createSession(body);
      expect(reply.status, JSON.stringify(body)).toBe(200);
      const session = reply.body.redirectSession;
      expect(session.fullUrl.startsWith(`${h.url}${path}?`)).toBe(true);
      expect(session.urlDetails.endpoint).toBe(`${h.url}${path}`);
      expect(session.urlDetails.searchParams.redirectSessionId).toBe(session.id);
      expect(session.sessionToken).toBeTruthy();
      const page = await request(session.fullUrl, '');
      // The store checkout page answers 404 for a checkout the store did not create (tests/sandbox/checkout.test.ts).
      expect(path.endsWith('/ecom') ? [404] : [200, 302]).toContain(page.status);
    }
  });

  it('shows what a landing page was asked for, with its callbacks', async () => {
    const reply = await createSession({
      eventsCheckout: { reservationId: 'reservation-42', eventSlug: 'concert' },
      callbacks: { thankYouPageUrl: 'http://localhost:5173/thanks' },
    });
    const page = await request(reply.body.redirectSession.fullUrl, '');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('reservation-42');
    expect(page.text).toContain('http://localhost:5173/thanks');
    const product = await createSession({ storesProduct: { productSlug: 'linen-shirt' } });
    expect((await request(product.body.redirectSession.fullUrl, '')).text).toContain('Linen Shirt');
  });

  it('rejects two intents, no intent, unknown clients and foreign redirect URIs', async () => {
    expect(violationFields(await createSession({ login: {}, logout: {} }))).toEqual(['$']);
    expect(violationFields(await createSession({ callbacks: {} }))).toEqual(['$']);
    expect(violationFields(await createSession(authIntent({ clientId: 'unknown' })))).toEqual([
      'auth.authRequest.clientId',
    ]);
    expect(violationFields(await createSession(authIntent({ redirectUri: 'https://evil.example.net/cb' })))).toEqual([
      'auth.authRequest.redirectUri',
    ]);
    expect(violationFields(await createSession(authIntent({ redirectUri: undefined })))).toEqual([
      'auth.authRequest.redirectUri',
    ]);
    expectEnvelope(await createSession({ login: {} }, ''), 401);
  });

  it('keeps its own session id in fullUrl whatever the extra query parameters say', async () => {
    const reply = await createSession({
      login: {},
      preferences: { additionalQueryParameters: { redirectSessionId: 'someone-elses', lang: 'es' } },
    });
    const session = reply.body.redirectSession;
    const params = new URL(session.fullUrl).searchParams;
    expect(params.getAll('redirectSessionId')).toEqual([session.id]);
    expect(params.get('lang')).toBe('es');
    expect(session.urlDetails.searchParams.redirectSessionId).toBe(session.id);
  });

  it('keeps the session token out of the URL', async () => {
    const member = await registerMember(h);
    const reply = await createSession(authIntent({ sessionToken: member.sessionToken }, 'none'));
    expect(reply.body.redirectSession.fullUrl).not.toContain(member.sessionToken);
  });
});

describe('hosted authorization', () => {
  it('completes the login form and redirects with the code in the fragment', async () => {
    const member = await registerMember(h);
    const session = (await createSession(authIntent())).body.redirectSession;
    const page = await request(session.fullUrl, '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    const wrong = await submitLogin(session.fullUrl, page.text, member.email, 'bad-password');
    expect(wrong.html).toContain('Wrong email or password');
    const done = await submitLogin(session.fullUrl, page.text, member.email, member.password);
    expect(done.status).toBe(302);
    const location = new URL(done.location!);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/callback');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('state-123');
    expect(fragment.get('code')).toMatch(/^OauthNG\.ACODE\./);
    expect(done.cookie).toContain('sitekit_sandbox_session=');
  });

  it('uses the query response mode and asks for the email code when verification is on', async () => {
    await h.call('/_sandbox/settings', { body: { requireEmailVerification: true } });
    try {
      const email = `hosted.${Date.now()}@example.com`;
      await h.call('/_api/iam/authentication/v2/register', {
        token: visitor,
        body: { loginId: { email }, password: 'Secret-Pass-1' },
      });
      const session = (await createSession(authIntent({ responseMode: 'query' }))).body.redirectSession;
      const page = await request(session.fullUrl, '');
      const codeStep = await submitLogin(session.fullUrl, page.text, email, 'Secret-Pass-1');
      expect(codeStep.html).toContain('Check your email');
      const messages = (await h.call(`/_sandbox/mailbox?to=${encodeURIComponent(email)}`)).body.messages;
      const verified = await submitForm(session.fullUrl, codeStep, { code: messages.at(-1).code });
      expect(verified.status).toBe(302);
      const location = new URL(verified.location!);
      expect(location.searchParams.get('code')).toBeTruthy();
      expect(location.searchParams.get('state')).toBe('state-123');
    } finally {
      await h.call('/_sandbox/settings', { body: { requireEmailVerification: false } });
    }
  });

  it('answers prompt=none silently, or with login_required', async () => {
    const member = await registerMember(h);
    const silent = (
      await createSession(authIntent({ sessionToken: member.sessionToken, responseMode: 'query' }, 'none'))
    ).body.redirectSession;
    const ok = await request(silent.fullUrl, '');
    expect(new URL(ok.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const anonymous = (await createSession(authIntent({ responseMode: 'query' }, 'none'))).body.redirectSession;
    const denied = new URL((await request(anonymous.fullUrl, '')).headers.get('location')!);
    expect(denied.searchParams.get('error')).toBe('login_required');
    expect(denied.searchParams.get('state')).toBe('state-123');
  });

  it('posts web_message results only to the framing origin on the allow-list', async () => {
    const member = await registerMember(h);
    const body = authIntent(
      { sessionToken: member.sessionToken, responseMode: 'web_message', redirectUri: undefined },
      'none',
    );
    const framed = await request((await createSession(body)).body.redirectSession.fullUrl, '', {
      headers: { referer: 'http://localhost:5173/shop/page' },
    });
    const message = webMessageOf(framed.text);
    expect(message.origin).toBe('http://localhost:5173');
    expect(message.payload).toMatchObject({ state: 'state-123' });
    expect(message.payload.code).toBeTruthy();
    expect(framed.text).not.toContain("'*'");

    const foreign = await request((await createSession(body)).body.redirectSession.fullUrl, '', {
      headers: { referer: 'https://evil.example.net/' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.text).not.toContain('postMessage');

    const failure = await request(
      (await createSession(authIntent({ responseMode: 'web_message', redirectUri: undefined }, 'none'))).body
        .redirectSession.fullUrl,
      '',
      {
        headers: { referer: 'http://127.0.0.1:3000/' },
      },
    );
    const error = webMessageOf(failure.text);
    expect(error.origin).toBe('http://127.0.0.1:3000');
    expect(error.payload).toEqual({
      error: 'login_required',
      error_description: expect.any(String),
      state: 'state-123',
    });
  });

  it('accepts plain OAuth query parameters and refuses bad requests on a page', async () => {
    const { challenge } = pkcePair();
    const params = new URLSearchParams({
      clientId: h.sandbox.clientId,
      responseType: 'code',
      redirectUri: 'http://localhost:5173/cb',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      responseMode: 'query',
      state: 'q',
    });
    expect((await request(`${h.url}/oauth2/authorize?${params}`, '')).text).toContain('<form');
    params.set('redirectUri', 'https://evil.example.net/cb');
    const refused = await request(`${h.url}/oauth2/authorize?${params}`, '');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });
});

describe('hosted login, logout and password reset pages', () => {
  it('logs in on the hosted login page and out on the logout page', async () => {
    const member = await registerMember(h);
    const login = (await createSession({ login: {}, callbacks: { postFlowUrl: 'http://localhost:5173/account' } })).body
      .redirectSession;
    const page = await request(login.fullUrl, '');
    const done = await submitLogin(login.fullUrl, page.text, member.email, member.password);
    expect(done.status).toBe(302);
    expect(done.location).toBe('http://localhost:5173/account');
    const cookie = done.cookie!;
    const again = await request(login.fullUrl, '', { headers: { cookie } });
    expect(again.text).toContain('You are logged in');

    const logout = (
      await createSession({
        logout: { clientId: h.sandbox.clientId },
        callbacks: { postFlowUrl: 'http://localhost:5173/' },
      })
    ).body.redirectSession;
    const out = await request(logout.fullUrl, '', { headers: { cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('http://localhost:5173/');
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await request(login.fullUrl, '', { headers: { cookie } })).text).toContain('<form');
  });

  it('ends the hosted session and the tokens minted through it on hosted logout', async () => {
    const member = await registerMember(h);
    const login = (await createSession({ login: {} })).body.redirectSession;
    const done = await submitLogin(
      login.fullUrl,
      (await request(login.fullUrl, '')).text,
      member.email,
      member.password,
    );
    const cookie = done.cookie!;
    // A prompt=none authorization answered from the hosted session cookie.
    const { verifier, challenge } = pkcePair();
    const auth = authIntent({ codeChallenge: challenge }, 'none');
    const silent = (await createSession(auth)).body.redirectSession;
    const response = await request(silent.fullUrl, '', { headers: { cookie } });
    const code = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1)).get('code')!;
    const cookieTokens = await h.call('/oauth2/token', {
      body: {
        clientId: h.sandbox.clientId,
        grantType: 'authorization_code',
        code,
        codeVerifier: verifier,
        redirectUri: 'http://localhost:5173/callback',
      },
    });
    expect(cookieTokens.status).toBe(200);
    // The app signed in with direct login asks for the logout page with its member token.
    const appTokens = await memberTokens(h, member.sessionToken);
    const logout = (await createSession({ logout: { clientId: h.sandbox.clientId } }, appTokens.access_token)).body
      .redirectSession;
    expect((await request(logout.fullUrl, '', { headers: { cookie } })).status).toBe(200);

    for (const tokens of [cookieTokens.body, appTokens]) {
      const read = await h.call('/stores-reader/v1/products/query-platformized', { token: tokens.access_token });
      expect(read.status).toBe(401);
      const refresh = await h.call('/oauth2/token', {
        body: { grantType: 'refresh_token', refreshToken: tokens.refresh_token },
      });
      expect(refresh.body.error).toBe('invalid_grant');
    }
    const again = await request((await createSession(authIntent({}, 'none'))).body.redirectSession.fullUrl, '', {
      headers: { cookie },
    });
    expect(new URL(again.headers.get('location')!).hash).toContain('error=login_required');
  });

  it('sets a new password on the reset page from the recovery email', async () => {
    const member = await registerMember(h);
    await h.call('/_api/iam/recovery/v1/send-email', { token: visitor, body: { email: member.email } });
    const mail = (await h.call(`/_sandbox/mailbox?to=${encodeURIComponent(member.email)}`)).body.messages.at(-1);
    const page = await request(mail.link, '');
    expect(page.text).toContain('Choose a new password');
    const token = new URL(mail.link).searchParams.get('recoveryToken')!;
    const saved = await fetch(`${h.url}/_sandbox/hosted/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ recoveryToken: token, password: 'From-The-Page-1' }),
    });
    expect(await saved.text()).toContain('Password saved');
    const login = await h.call('/_api/iam/authentication/v2/login', {
      token: visitor,
      body: { loginId: { email: member.email }, password: 'From-The-Page-1' },
    });
    expect(login.body.state).toBe('SUCCESS');
  });
});
