import { describe, expect, it } from 'vitest';
import { cookieStorage, memoryStorage, tokenStorageKey, TokenRole, type StorageAdapter } from '../../../src/index.js';
import { exchangeSessionForMemberTokens, registerMember } from '../support/members.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo');

/** A storage whose every operation is asynchronous, like a remote session store. */
function asyncStorage(): StorageAdapter & { values: Map<string, string> } {
  const values = new Map<string, string>();
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));
  return {
    values,
    get: (key) => later(values.get(key) ?? null),
    set: async (key, value) => void values.set(key, await later(value)),
    remove: async (key) => void values.delete(await later(key)),
  };
}

describe('token storage shared between client instances', () => {
  it('an async store keeps the visitor: a second client reuses its tokens without a token request', async () => {
    const storage = asyncStorage();
    const first = oauthClient(sandbox, { oauth: { storage } });
    await first.site.products.queryProducts().limit(1).find();
    const stored = JSON.parse(storage.values.get(tokenStorageKey(sandbox.clientId, sandbox.url))!);
    expect(stored).toEqual(first.site.auth.getTokens());

    const second = oauthClient(sandbox, { oauth: { storage } });
    const page = await second.site.products.queryProducts().limit(1).find();
    expect(page.items).toHaveLength(1);
    expect(second.log.to('/oauth2/token')).toHaveLength(0);
    expect(second.log.requests[0]?.authorization).toBe(stored.accessToken.value);
  });

  it('keeps a member logged in across instances, and logout removes the stored tokens', async () => {
    const storage = memoryStorage();
    const first = oauthClient(sandbox, { oauth: { storage } });
    const member = await registerMember(first.site);
    await first.site.auth.setTokens(await exchangeSessionForMemberTokens(first.site, member.sessionToken));

    const second = oauthClient(sandbox, { oauth: { storage } });
    expect(second.site.auth.loggedIn()).toBe(true);
    expect(second.site.auth.getTokens().refreshToken.role).toBe(TokenRole.MEMBER);

    await second.site.auth.logout('http://127.0.0.1:5173/');
    expect(storage.get(tokenStorageKey(sandbox.clientId, sandbox.url))).toBeNull();
    expect(oauthClient(sandbox, { oauth: { storage } }).site.auth.loggedIn()).toBe(false);
  });

  it('server-side rendering with cookies: the tokens minted in one request come back in the next one’s Cookie', async () => {
    const firstRequest = cookieStorage({ cookieHeader: undefined });
    const first = oauthClient(sandbox, { oauth: { storage: firstRequest } });
    await first.site.products.queryProducts().limit(1).find();
    const setCookies = firstRequest.setCookieHeaders();
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]?.startsWith(`${tokenStorageKey(sandbox.clientId, sandbox.url)}=`)).toBe(true);

    const cookieHeader = setCookies.map((header) => header.split(';')[0]).join('; ');
    const second = oauthClient(sandbox, { oauth: { storage: cookieStorage({ cookieHeader }) } });
    await second.site.products.queryProducts().limit(1).find();
    expect(second.log.to('/oauth2/token')).toHaveLength(0);
    expect(second.site.auth.getTokens()).toEqual(first.site.auth.getTokens());
  });
});
