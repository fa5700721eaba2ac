import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxDevClient } from '../../../sandbox/index.js';
import { createServerSession, forwardWithCredentials } from '../../../src/server/index.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const APP = 'http://127.0.0.1:5173';
const FROM = '/shop/api';
const SEARCH = `${APP}${FROM}/stores/v3/products/search`;

/** The browser's call to the app server, with the session cookie the browser holds, if any. */
const browserCall = (url: string, init: RequestInit & { cookie?: string } = {}) =>
  new Request(url, {
    ...init,
    headers: { ...(init.cookie && { Cookie: init.cookie }), ...(init.headers as Record<string, string>) },
  });

const sessionOf = (request: Request) =>
  createServerSession(request, { clientId: sandbox.clientId, baseURL: sandbox.url, modules: {} });

/** The session cookie the app server sends back, as the browser sends it with its next call. */
const cookieFrom = (setCookies: string[]) => setCookies.map((header) => header.split(';')[0]).join('; ');

async function callersOfLastRequests(count: number) {
  const requests = await sandboxDevClient(sandbox.url).requests();
  return requests.slice(-count).map(({ method, path, caller }) => ({ method, path, kind: caller.kind }));
}

describe("session.forward: the browser's call made with the session's token", () => {
  beforeEach(() => sandboxDevClient(sandbox.url).clearRequests());

  it("reads the platform with a new visitor's token, which stays in the session's cookie and never in the answer", async () => {
    const request = browserCall(`${SEARCH}?search.search=linen`);
    const session = sessionOf(request);
    const response = await session.forward(request, { from: FROM });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect((JSON.parse(text) as { products: unknown[] }).products.length).toBeGreaterThan(0);
    const { accessToken } = session.client.auth.getTokens();
    expect(accessToken.value).not.toBe('');
    expect(text).not.toContain(accessToken.value);
    expect(session.setCookieHeaders()).toHaveLength(1);
    expect(await callersOfLastRequests(2)).toEqual([
      { method: 'POST', path: '/oauth2/token', kind: 'none' },
      { method: 'GET', path: '/stores/v3/products/search', kind: 'visitor' },
    ]);

    // The next call carries the cookie: the same visitor, no new token, no cookie to send back.
    const next = browserCall(`${SEARCH}?search.search=linen`, { cookie: cookieFrom(session.setCookieHeaders()) });
    const nextSession = sessionOf(next);
    expect((await nextSession.forward(next, { from: FROM })).status).toBe(200);
    expect(nextSession.client.auth.getTokens().accessToken.value).toBe(accessToken.value);
    expect(nextSession.setCookieHeaders()).toEqual([]);
  });

  it('renews a token the platform refuses before its expiry, once, and asks again', async () => {
    const first = browserCall(SEARCH);
    const session = sessionOf(first);
    await session.forward(first, { from: FROM });
    const cookie = cookieFrom(session.setCookieHeaders());
    const refused = { path: '/stores/v3/products/search', status: 401, count: 1 };
    await sandbox.addFault(refused);
    try {
      const again = browserCall(SEARCH, { cookie });
      const renewing = sessionOf(again);
      const response = await renewing.forward(again, { from: FROM });
      expect(response.status).toBe(200);
      expect(renewing.setCookieHeaders()).toHaveLength(1);
      expect((await callersOfLastRequests(3)).map(({ path }) => path)).toEqual([
        '/stores/v3/products/search',
        '/oauth2/token',
        '/stores/v3/products/search',
      ]);
    } finally {
      await sandbox.clearFaults();
    }
  });

  it("passes a POST's body on, and the platform's refusal as it is", async () => {
    const post = (path: string, body: unknown) =>
      browserCall(`${APP}${FROM}${path}`, {
        method: 'POST',
        headers: { Origin: APP, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const search = post('/stores/v3/products/search', { search: { search: { expression: 'salt cellar' } } });
    const found = await sessionOf(search).forward(search, { from: FROM });
    expect(found.status).toBe(200);
    const names = ((await found.json()) as { products: Array<{ name: string }> }).products.map(({ name }) => name);
    expect(names).toContain('Ceramic Salt Cellar');
    expect(names.length).toBeLessThan(5);

    const create = post('/stores/v3/products', { product: { name: 'From a visitor' } });
    const refused = await sessionOf(create).forward(create, { from: FROM });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ details: { applicationError: { code: expect.any(String) } } });
    expect(await callersOfLastRequests(1)).toEqual([{ method: 'POST', path: '/stores/v3/products', kind: 'visitor' }]);
  });

  it("refuses, in the platform's envelope and without calling it, another site's write and what is no operation", async () => {
    const foreign = browserCall(`${APP}${FROM}/stores/v3/products/search`, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    const refusedWrite = await sessionOf(foreign).forward(foreign, { from: FROM });
    expect(refusedWrite.status).toBe(403);
    expect(await refusedWrite.json()).toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });

    const elsewhere = browserCall(`${APP}${FROM}/_sandbox/info`);
    const notAnOperation = await sessionOf(elsewhere).forward(elsewhere, { from: FROM });
    expect(notAnOperation.status).toBe(404);
    expect(await notAnOperation.json()).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });

    const outside = browserCall(`${APP}/other/stores/v3/products/search`);
    expect((await sessionOf(outside).forward(outside, { from: FROM })).status).toBe(404);
    expect(await callersOfLastRequests(1)).toEqual([]);
  });
});

describe('when the platform does not answer', () => {
  afterEach(() => sandbox.clearFaults());

  it("answers 502 in the platform's envelope, for the call and for the token grant alike", async () => {
    await sandbox.addFault({ path: '/stores/v3/products/search', drop: true, count: 1 });
    const call = browserCall(SEARCH);
    const dropped = await sessionOf(call).forward(call, { from: FROM });
    expect(dropped.status).toBe(502);
    const body = await dropped.text();
    expect(JSON.parse(body)).toMatchObject({ details: { applicationError: { code: 'UNAVAILABLE' } } });
    expect(body).not.toContain('127.0.0.1');

    await sandbox.addFault({ path: '/oauth2/token', drop: true, count: 0 });
    const first = browserCall(SEARCH);
    expect((await sessionOf(first).forward(first, { from: FROM })).status).toBe(502);
    await sandbox.clearFaults();

    const keyed = browserCall(`${APP}/manage/api/stores/v3/products/search`);
    await sandbox.addFault({ path: '/stores/v3/products/search', drop: true, count: 1 });
    const viaKey = await forwardWithCredentials(keyed, {
      from: '/manage/api',
      baseURL: sandbox.url,
      credentials: { Authorization: sandbox.apiKey },
    });
    expect(viaKey.status).toBe(502);
  });
});

describe("forwardWithCredentials: the browser's call made with the server's API key", () => {
  it('makes the call as the site, and the key never reaches the answer', async () => {
    await sandboxDevClient(sandbox.url).clearRequests();
    const request = browserCall(`${APP}/manage/api/stores/v3/products/search`);
    const response = await forwardWithCredentials(request, {
      from: '/manage/api',
      baseURL: sandbox.url,
      credentials: { Authorization: sandbox.apiKey, 'wix-site-id': sandbox.siteId },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(sandbox.apiKey);
    expect(await callersOfLastRequests(1)).toEqual([
      { method: 'GET', path: '/stores/v3/products/search', kind: 'admin' },
    ]);
  });
});
