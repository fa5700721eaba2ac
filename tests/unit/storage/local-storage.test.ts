// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createSiteClient, localStorageAdapter, memoryStorage, OAuthStrategy, TokenRole } from '../../../src/index.js';

const tokens = (value: string) => ({
  accessToken: { value, expiresAt: 4_000_000_000 },
  refreshToken: { value: `${value}-refresh`, role: TokenRole.MEMBER },
});

describe('localStorageAdapter', () => {
  it('keeps each client id under its own key', async () => {
    localStorage.clear();
    const storage = localStorageAdapter();
    const first = createSiteClient({
      auth: OAuthStrategy({ clientId: 'client-a', storage }),
      baseURL: 'https://api.test',
    });
    const second = createSiteClient({
      auth: OAuthStrategy({ clientId: 'client-b', storage }),
      baseURL: 'https://api.test',
    });
    await first.auth.setTokens(tokens('A'));
    await second.auth.setTokens(tokens('B'));
    expect(JSON.parse(localStorage.getItem('sitekit.client-a.https___api.test.tokens') ?? '')).toEqual(tokens('A'));
    expect(JSON.parse(localStorage.getItem('sitekit.client-b.https___api.test.tokens') ?? '')).toEqual(tokens('B'));
    const reopened = createSiteClient({
      auth: OAuthStrategy({ clientId: 'client-a', storage }),
      baseURL: 'https://api.test',
    });
    expect(reopened.auth.getTokens()).toEqual(tokens('A'));
    expect(reopened.auth.loggedIn()).toBe(true);
  });

  it('accepts another Storage such as sessionStorage', () => {
    const storage = localStorageAdapter(sessionStorage);
    storage.set('x', '1');
    expect(sessionStorage.getItem('x')).toBe('1');
    storage.remove('x');
    expect(sessionStorage.getItem('x')).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('sitekit.client-c.https___api.test.tokens', '{not json');
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: 'client-c', storage: localStorageAdapter() }),
      baseURL: 'https://api.test',
    });
    expect(site.auth.getTokens().refreshToken.role).toBe(TokenRole.NONE);
  });

  it('memoryStorage is per adapter instance', () => {
    const a = memoryStorage();
    const b = memoryStorage();
    a.set('k', 'v');
    expect(a.get('k')).toBe('v');
    expect(b.get('k')).toBeNull();
  });
});
