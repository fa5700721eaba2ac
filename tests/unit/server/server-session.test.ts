import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSiteOAuthFlowError, TokenRole, type Tokens } from '../../../src/index.js';
import { createServerSession, type ServerSessionOptions } from '../../../src/server/index.js';
import { CHUNK_LENGTH } from '../../../src/server/cookie-chunks.js';
import { encodeCookieJson } from '../../../src/server/cookie-value.js';
import { sessionCookieValue } from '../../../src/server/session-cookie.js';
import { API, CLIENT_ID, fakePlatform, json, tokenHandler, validateEmailHandler } from '../support/fake-platform.js';
import { InstantClock } from '../support/instant-clock.js';
import { IAM } from '../support/iam-paths.js';
import { REDIRECT_SESSION_PATH, redirectSessionHandler } from '../support/redirect-session.js';

const platform = fakePlatform();
const binding = { clientId: CLIENT_ID, apiOrigin: API };

function options(clock = new InstantClock()): ServerSessionOptions & { clock: InstantClock } {
  return { clientId: CLIENT_ID, baseURL: API, clock };
}

function memberTokens(clock: InstantClock, expiresInSeconds = 3600, value = 'member-access'): Tokens {
  return {
    accessToken: { value, expiresAt: Math.floor(clock.now() / 1000) + expiresInSeconds },
    refreshToken: { value: 'member-refresh', role: TokenRole.MEMBER },
  };
}

const fetchRequest = (cookie?: string, url = 'http://shop.test/page') =>
  new Request(url, { headers: cookie ? { cookie } : {} });
const sessionCookie = (tokens: Tokens, name = 'sitekit-session') => `${name}=${sessionCookieValue(tokens, binding)}`;

/** A Node `ServerResponse` stand-in: the header methods `commit` uses. */
function nodeResponse(initial: Record<string, string | string[]> = {}) {
  const headers = new Map<string, string | string[]>(Object.entries(initial));
  return {
    headers,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string | readonly string[]) =>
      void headers.set(name.toLowerCase(), typeof value === 'string' ? value : [...value]),
  };
}

afterEach(() => vi.restoreAllMocks());

// The first call of a file loads the operation table, which takes seconds while other suites share the cores.
describe('a session built from a request', { timeout: 30_000 }, () => {
  it('is a visitor with no cookie to write while nothing is called', () => {
    const session = createServerSession(fetchRequest(), options());
    expect(session.loggedIn()).toBe(false);
    const headers = new Headers();
    session.commit(headers);
    expect([...headers.keys()]).toEqual([]);
    expect(platform.requests).toEqual([]);
  });

  it('keeps the visitor minted by its first call in an HttpOnly, SameSite=Lax cookie, with Cache-Control private, no-store', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const session = createServerSession(fetchRequest(), options());
    await session.client.authentication.validateEmail('a@b.test');
    const headers = new Headers();
    session.commit(headers);
    const [setCookie, ...others] = headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(/^sitekit-session=[A-Za-z0-9_-]+; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly$/);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const again = new Headers();
    session.commit(again);
    expect([...again.keys()]).toEqual([]);
  });

  it("sends the tokens of the request's cookie and writes nothing when they did not change", async () => {
    platform.server.use(validateEmailHandler());
    const clock = new InstantClock();
    const session = createServerSession(fetchRequest(`a=1; ${sessionCookie(memberTokens(clock))}`), options(clock));
    expect(session.loggedIn()).toBe(true);
    await session.client.authentication.validateEmail('a@b.test');
    expect(platform.to(IAM.validateEmail)[0]?.headers.authorization).toBe('member-access');
    expect(platform.tokenRequests()).toEqual([]);
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('reads and writes through Node request and response objects, keeping Set-Cookie values already there', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new InstantClock();
    const cookie = sessionCookie(memberTokens(clock, -10));
    const session = createServerSession({ headers: { cookie }, socket: { encrypted: false } }, options(clock));
    await session.client.authentication.validateEmail('a@b.test');
    const response = nodeResponse({ 'set-cookie': 'theme=dark; Path=/' });
    session.commit(response);
    const written = response.headers.get('set-cookie') as string[];
    expect(written[0]).toBe('theme=dark; Path=/');
    expect(written[1]).toMatch(/^sitekit-session=/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('uses Secure __Host- cookies over https, or when told to', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const overHttps = createServerSession(fetchRequest(undefined, 'https://shop.test/'), options());
    const behindProxy = createServerSession(fetchRequest(), { ...options(), secure: true });
    for (const session of [overHttps, behindProxy]) {
      await session.client.authentication.validateEmail('a@b.test');
      expect(session.setCookieHeaders()[0]).toMatch(
        /^__Host-sitekit-session=.*; Path=\/; .*SameSite=Lax; Secure; HttpOnly$/,
      );
    }
    const nodeTls = createServerSession({ headers: {}, socket: { encrypted: true } }, options());
    await nodeTls.client.authentication.validateEmail('a@b.test');
    expect(nodeTls.setCookieHeaders()[0]).toMatch(/^__Host-sitekit-session=/);
  });

  it('splits tokens longer than one cookie holds into chunks and reads them back', async () => {
    const clock = new InstantClock();
    const longAccess = 'a'.repeat(CHUNK_LENGTH + 500);
    platform.server.use(
      tokenHandler(() => json({ access_token: longAccess, refresh_token: 'r-long', expires_in: 3600 })),
      validateEmailHandler(),
    );
    const first = createServerSession(fetchRequest('sitekit-session=stale'), options(clock));
    await first.client.authentication.validateEmail('a@b.test');
    const written = first.setCookieHeaders();
    expect(written.map((header) => header.split('=')[0])).toEqual([
      'sitekit-session.0',
      'sitekit-session.1',
      'sitekit-session',
    ]);
    expect(written[2]).toContain('Max-Age=0');
    const browserCookies = written
      .filter((header) => !header.includes('Max-Age=0'))
      .map((header) => header.split(';')[0])
      .join('; ');
    const next = createServerSession(fetchRequest(browserCookies), options(clock));
    expect(next.client.auth.getTokens().accessToken.value).toBe(longAccess);
  });

  it('renews an expired access token once for 20 parallel calls and writes the renewed tokens', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new InstantClock();
    const session = createServerSession(fetchRequest(sessionCookie(memberTokens(clock, -10))), options(clock));
    await Promise.all(Array.from({ length: 20 }, () => session.client.authentication.validateEmail('a@b.test')));
    expect(platform.tokenRequests().map((request) => request.body)).toEqual([
      { clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: 'member-refresh' },
    ]);
    expect(session.loggedIn()).toBe(true);
    expect(session.setCookieHeaders()).toHaveLength(1);
  });

  it('is a visitor for a cookie of another client id, and replaces that cookie once it has tokens', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const clock = new InstantClock();
    const foreign = encodeCookieJson({ clientId: 'another-client', apiOrigin: API, tokens: memberTokens(clock) });
    const session = createServerSession(fetchRequest(`sitekit-session=${foreign}`), options(clock));
    expect(session.loggedIn()).toBe(false);
    expect(session.setCookieHeaders()).toEqual(['sitekit-session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly']);
    await session.client.authentication.validateEmail('a@b.test');
    expect(platform.tokenRequests()[0]?.body).toMatchObject({ grantType: 'anonymous' });
    expect(session.setCookieHeaders()[0]).toMatch(/^sitekit-session=[A-Za-z0-9_-]+; .*Max-Age=2592000/);
  });

  it('creates no BroadcastChannel, lock or timer of its own', async () => {
    platform.server.use(tokenHandler(), validateEmailHandler());
    const channel = vi.spyOn(globalThis, 'BroadcastChannel');
    const timers = vi.spyOn(globalThis, 'setInterval');
    const session = createServerSession(fetchRequest(), { clientId: CLIENT_ID, baseURL: API });
    await session.client.authentication.validateEmail('a@b.test');
    session.commit(new Headers());
    expect(channel).not.toHaveBeenCalled();
    expect(timers).not.toHaveBeenCalled();
  });
});

describe('login on the server', () => {
  const callbackUrl = 'http://shop.test/auth/callback';

  async function startedLogin(returnTo?: string) {
    platform.server.use(tokenHandler(), redirectSessionHandler());
    const clock = new InstantClock();
    const session = createServerSession(fetchRequest(), options(clock));
    const location = await session.beginHostedLogin({ callbackUrl, ...(returnTo !== undefined && { returnTo }) });
    const loginCookie = session.setCookieHeaders().find((header) => header.startsWith('sitekit-login='))!;
    return { session, clock, location, loginCookie };
  }

  it('keeps the PKCE verifier and state in a short-lived HttpOnly cookie and asks for the code in the query', async () => {
    const { location, loginCookie } = await startedLogin('/account');
    expect(location).toBe('https://login.test/authorize?x=1');
    expect(loginCookie).toMatch(/^sitekit-login=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; SameSite=Lax; HttpOnly$/);
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toMatchObject({
      auth: { authRequest: { redirectUri: callbackUrl, responseMode: 'query' }, prompt: 'login' },
    });
  });

  it('sends a session token with prompt none for a login done on the server', async () => {
    platform.server.use(tokenHandler(), redirectSessionHandler());
    const session = createServerSession(fetchRequest(), options());
    await session.beginSessionLogin('session-1', { callbackUrl, returnTo: '/account' });
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.body).toMatchObject({
      auth: { authRequest: { responseMode: 'query', sessionToken: 'session-1' }, prompt: 'none' },
    });
  });

  async function callback(loginCookie: string, query: (state: string) => string, clock: InstantClock) {
    const cookie = loginCookie.split(';')[0]!;
    const session = createServerSession(fetchRequest(cookie), options(clock));
    const state = stateOf();
    return { session, outcome: session.completeLogin(`${callbackUrl}?${query(state)}`) };
  }

  const stateOf = () =>
    (platform.to(REDIRECT_SESSION_PATH).at(-1)?.body as { auth: { authRequest: { state: string } } }).auth.authRequest
      .state;

  it('exchanges the code with the verifier, sets the member and answers the return path', async () => {
    const { loginCookie, clock } = await startedLogin('/account?tab=orders');
    const { session, outcome } = await callback(loginCookie, (state) => `code=C1&state=${state}`, clock);
    expect(await outcome).toBe('/account?tab=orders');
    expect(platform.tokenRequests().at(-1)?.body).toMatchObject({
      grantType: 'authorization_code',
      code: 'C1',
      redirectUri: callbackUrl,
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9._~-]{43}$/),
    });
    expect(session.loggedIn()).toBe(true);
    const written = session.setCookieHeaders();
    expect(written.some((header) => /^sitekit-session=[A-Za-z0-9_-]+;/.test(header))).toBe(true);
    expect(written).toContain('sitekit-login=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
  });

  it('refuses another state, a missing login cookie and an expired one, clearing the login cookie', async () => {
    const { loginCookie, clock } = await startedLogin('/account');
    const mismatch = await callback(loginCookie, () => 'code=C1&state=forged', clock);
    await expect(mismatch.outcome).rejects.toSatisfy(
      (error) => isSiteOAuthFlowError(error) && error.code === 'INVALID_STATE',
    );
    expect(mismatch.session.setCookieHeaders()).toContain('sitekit-login=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
    expect(mismatch.session.loggedIn()).toBe(false);

    const none = createServerSession(fetchRequest(), options(clock));
    await expect(none.completeLogin(`${callbackUrl}?code=C1&state=s`)).rejects.toThrow(/No login in progress/);

    clock.advance(11 * 60 * 1000);
    const late = await callback(loginCookie, (state) => `code=C1&state=${state}`, clock);
    await expect(late.outcome).rejects.toThrow(/No login in progress/);
    expect(
      platform.tokenRequests().filter((r) => (r.body as { grantType: string }).grantType === 'authorization_code'),
    ).toEqual([]);
  });

  it('surfaces the platform error of the callback', async () => {
    const { loginCookie, clock } = await startedLogin();
    const { outcome } = await callback(loginCookie, (state) => `error=login_required&state=${state}`, clock);
    await expect(outcome).rejects.toThrow(/login_required/);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'returns to / instead of %s',
    async (returnTo) => {
      const { loginCookie, clock } = await startedLogin(returnTo);
      const { outcome } = await callback(loginCookie, (state) => `code=C1&state=${state}`, clock);
      expect(await outcome).toBe('/');
    },
  );

  it('logs out: the answer is the platform logout page and the session cookie is cleared', async () => {
    platform.server.use(redirectSessionHandler('https://login.test/logout?x=1'));
    const clock = new InstantClock();
    const session = createServerSession(fetchRequest(sessionCookie(memberTokens(clock))), options(clock));
    expect(await session.logout('http://shop.test/')).toBe('https://login.test/logout?x=1');
    expect(platform.to(REDIRECT_SESSION_PATH)[0]?.headers.authorization).toBe('member-access');
    expect(session.loggedIn()).toBe(false);
    expect(session.setCookieHeaders()).toEqual(['sitekit-session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly']);
  });
});
