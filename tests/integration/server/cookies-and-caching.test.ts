import { describe, expect, it } from 'vitest';
import { encodeCookieJson } from '../../../src/server/cookie-value.js';
import { registerThroughStore, useStoreUnderTest } from './support/store-under-test.js';
import { expireAccessToken, SESSION_COOKIE, sessionTokensOf } from './support/session-cookie-edits.js';
import { VisitorAgent } from './support/visitor-agent.js';

const under = useStoreUnderTest();

describe('the session cookie over HTTP', () => {
  it('says Cache-Control: private, no-store on every response that sets a cookie', async () => {
    const { store } = under;
    const visitor = new VisitorAgent();
    await visitor.page(store.url);
    await visitor.navigate(`${store.url}/login?returnTo=/account`);
    const { agent: member } = await registerThroughStore(store.url, 'cache');
    expireAccessToken(member, store.url);
    await member.page(store.url);
    await member.navigate(`${store.url}/logout`, { method: 'POST' });
    const stranger = new VisitorAgent();
    stranger.setCookie(store.url, SESSION_COOKIE, 'not-a-session');
    await stranger.request(`${store.url}/`);

    const fromStore = [visitor, member, stranger]
      .flatMap((agent) => agent.responses)
      .filter((response) => response.url.startsWith(store.url));
    const setting = fromStore.filter((response) => response.headers.getSetCookie().length > 0);
    expect(setting.map((response) => new URL(response.url).pathname)).toEqual(
      expect.arrayContaining(['/page', '/login', '/register', '/auth/callback', '/logout', '/']),
    );
    for (const response of setting) {
      expect(response.headers.get('cache-control'), response.url).toBe('private, no-store');
    }
    const quiet = fromStore.filter((response) => response.headers.getSetCookie().length === 0);
    expect(quiet.length).toBeGreaterThan(0);
    for (const response of quiet) expect(response.headers.get('cache-control'), response.url).toBeNull();
  });

  it('writes HttpOnly, SameSite=Lax, Path=/ cookies, and nothing on a visit that changes no tokens', async () => {
    const { agent } = await registerThroughStore(under.store.url, 'attributes');
    const session = agent.responses
      .flatMap((r) => r.headers.getSetCookie())
      .filter((h) => h.startsWith(`${SESSION_COOKIE}=`));
    for (const header of session) expect(header).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect((await agent.page(under.store.url)).setCookies).toEqual([]);
  });
});

describe('bad session cookies', () => {
  const valid = async () => {
    const agent = new VisitorAgent();
    await agent.page(under.store.url);
    return agent.cookies.get(under.store.url)!.get(SESSION_COOKIE)!;
  };

  it.each([
    ['tampered', (value: string) => value.slice(0, 20) + (value[20] === 'x' ? 'y' : 'x') + value.slice(21)],
    ['truncated', (value: string) => value.slice(0, Math.floor(value.length / 2))],
    [
      'of another client id',
      () => encodeCookieJson({ clientId: 'another-client', apiOrigin: under.sandbox.url, tokens: {} }),
    ],
    ['of 100 KB', () => 'A'.repeat(100 * 1024)],
    ['invalid UTF-8', () => '%FF%FE%80'],
    ['invalid UTF-8 in base64url', () => btoa('\xff\xfe\x80{').replace(/=+$/, '')],
  ])('a cookie %s is a visitor, never a 500, and is replaced', async (_label, damage) => {
    const agent = new VisitorAgent();
    agent.setCookie(under.store.url, SESSION_COOKIE, damage(await valid()));
    const response = await agent.page(under.store.url);
    expect(response.role).toBe('visitor');
    expect(response.products).toHaveLength(3);
    expect(response.setCookies).toHaveLength(1);
    expect(sessionTokensOf(agent, under.store.url).refreshToken.role).toBe('visitor');
  });

  it('reads a cookie carrying another client id as a visitor even with a member’s real tokens', async () => {
    const { agent } = await registerThroughStore(under.store.url, 'foreign');
    const tokens = sessionTokensOf(agent, under.store.url);
    const stranger = new VisitorAgent();
    stranger.setCookie(
      under.store.url,
      SESSION_COOKIE,
      encodeCookieJson({ clientId: 'another-client', apiOrigin: under.sandbox.url, tokens }),
    );
    const response = await stranger.page(under.store.url);
    expect(response.role).toBe('visitor');
    expect(sessionTokensOf(stranger, under.store.url).accessToken.value).not.toBe(tokens.accessToken.value);
  });
});
