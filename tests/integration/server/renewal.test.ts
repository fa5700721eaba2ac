import { afterEach, describe, expect, it } from 'vitest';
import { callersOf, registerThroughStore, useStoreUnderTest } from './support/store-under-test.js';
import { expireAccessToken, sessionTokensOf } from './support/session-cookie-edits.js';

const under = useStoreUnderTest();

afterEach(() => under.dev.clearFaults());

async function tokenRequests(ids: string[]) {
  const wanted = new Set(ids);
  return (await under.dev.requests()).filter((entry) => wanted.has(entry.requestId) && entry.path === '/oauth2/token');
}

describe('renewal across a request', () => {
  it('renews an expired access token once for 20 parallel calls and sends the member the renewed cookie', async () => {
    const { agent } = await registerThroughStore(under.store.url, 'renew');
    const expired = expireAccessToken(agent, under.store.url);
    const response = await agent.page(under.store.url, '/burst?calls=20');
    expect(response.failure).toBeUndefined();
    expect(response.role).toBe('member');
    expect(await tokenRequests(response.sandboxRequestIds)).toHaveLength(1);
    const callers = await callersOf(under.dev, response.sandboxRequestIds);
    expect(callers).toHaveLength(20);
    expect(new Set(callers.map((entry) => entry.caller.kind))).toEqual(new Set(['member']));
    expect(response.setCookies).toHaveLength(1);
    const renewed = sessionTokensOf(agent, under.store.url);
    expect(renewed.accessToken.value).not.toBe(expired.accessToken.value);
    expect(renewed.refreshToken.role).toBe('member');
    expect((await agent.page(under.store.url, '/burst?calls=5')).setCookies).toEqual([]);
  });

  it('turns the session into a visitor and replaces the cookie when the platform refuses the refresh', async () => {
    const { agent, email } = await registerThroughStore(under.store.url, 'refused');
    expireAccessToken(agent, under.store.url);
    await under.dev.blockMember(email);
    const response = await agent.page(under.store.url, '/burst?calls=20');
    expect(response.failure).toBeUndefined();
    expect(response.role).toBe('visitor');
    expect(response.loggedIn).toBe(false);
    expect(response.setCookies).toHaveLength(1);
    expect(sessionTokensOf(agent, under.store.url).refreshToken.role).toBe('visitor');
    const callers = await callersOf(under.dev, response.sandboxRequestIds);
    expect(new Set(callers.map((entry) => entry.caller.kind))).toEqual(new Set(['visitor']));
  });

  it('keeps the member and says so when the refresh fails on the network', async () => {
    const { agent } = await registerThroughStore(under.store.url, 'offline');
    const expired = expireAccessToken(agent, under.store.url);
    await under.dev.addFault({ path: '/oauth2/token', drop: true, count: 0 });
    const response = await agent.page(under.store.url, '/burst?calls=20');
    expect(response.loggedIn).toBe(true);
    expect(response.role).toBe('member');
    expect(response.failure).toMatch(/^SiteTokenError/);
    expect(response.setCookies).toEqual([]);
    expect(sessionTokensOf(agent, under.store.url)).toEqual(expired);
    await under.dev.clearFaults();
    expect((await agent.page(under.store.url, '/burst?calls=2')).role).toBe('member');
  });
});
