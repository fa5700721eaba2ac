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
    const answer = await agent.page(under.store.url, '/burst?calls=20');
    expect(answer.failure).toBeUndefined();
    expect(answer.role).toBe('member');
    expect(await tokenRequests(answer.sandboxRequestIds)).toHaveLength(1);
    const callers = await callersOf(under.dev, answer.sandboxRequestIds);
    expect(callers).toHaveLength(20);
    expect(new Set(callers.map((entry) => entry.caller.kind))).toEqual(new Set(['member']));
    expect(answer.setCookies).toHaveLength(1);
    const renewed = sessionTokensOf(agent, under.store.url);
    expect(renewed.accessToken.value).not.toBe(expired.accessToken.value);
    expect(renewed.refreshToken.role).toBe('member');
    expect((await agent.page(under.store.url, '/burst?calls=5')).setCookies).toEqual([]);
  });

  it('turns the session into a visitor and replaces the cookie when the platform refuses the refresh', async () => {
    const { agent, email } = await registerThroughStore(under.store.url, 'refused');
    expireAccessToken(agent, under.store.url);
    await under.dev.blockMember(email);
    const answer = await agent.page(under.store.url, '/burst?calls=20');
    expect(answer.failure).toBeUndefined();
    expect(answer.role).toBe('visitor');
    expect(answer.loggedIn).toBe(false);
    expect(answer.setCookies).toHaveLength(1);
    expect(sessionTokensOf(agent, under.store.url).refreshToken.role).toBe('visitor');
    const callers = await callersOf(under.dev, answer.sandboxRequestIds);
    expect(new Set(callers.map((entry) => entry.caller.kind))).toEqual(new Set(['visitor']));
  });

  it('keeps the member and says so when the refresh fails on the network', async () => {
    const { agent } = await registerThroughStore(under.store.url, 'offline');
    const expired = expireAccessToken(agent, under.store.url);
    await under.dev.addFault({ path: '/oauth2/token', drop: true, count: 0 });
    const answer = await agent.page(under.store.url, '/burst?calls=20');
    expect(answer.loggedIn).toBe(true);
    expect(answer.role).toBe('member');
    expect(answer.failure).toMatch(/^SiteTokenError/);
    expect(answer.setCookies).toEqual([]);
    expect(sessionTokensOf(agent, under.store.url)).toEqual(expired);
    await under.dev.clearFaults();
    expect((await agent.page(under.store.url, '/burst?calls=2')).role).toBe('member');
  });
});
