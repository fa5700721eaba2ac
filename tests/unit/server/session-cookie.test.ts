import { describe, expect, it } from 'vitest';
import { TokenRole, type Tokens } from '../../../src/index.js';
import { encodeCookieJson } from '../../../src/server/cookie-value.js';
import { sessionCookieValue, tokensFromCookie } from '../../../src/server/session-cookie.js';

const binding = { clientId: 'client-a', apiOrigin: 'https://api.test' };
const tokens: Tokens = {
  accessToken: { value: 'access-1', expiresAt: 1_900_000_000 },
  refreshToken: { value: 'refresh-1', role: TokenRole.MEMBER },
};

describe('the session cookie value', () => {
  it('holds the tokens for the client id and API origin it was written for', () => {
    const value = sessionCookieValue(tokens, binding)!;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokensFromCookie(value, binding)).toEqual(tokens);
  });

  it('is a visitor (no tokens) for another client id or API origin', () => {
    const value = sessionCookieValue(tokens, binding)!;
    expect(tokensFromCookie(value, { ...binding, clientId: 'client-b' })).toBeUndefined();
    expect(tokensFromCookie(value, { ...binding, apiOrigin: 'https://other.test' })).toBeUndefined();
  });

  it('is a visitor for a tampered, truncated, non-UTF-8, oversized or misshapen value', () => {
    const value = sessionCookieValue(tokens, binding)!;
    const flipped = value.slice(0, 10) + (value[10] === 'A' ? 'B' : 'A') + value.slice(11);
    const invalidUtf8 = btoa('\xff\xfe\xfd').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    for (const bad of [
      flipped,
      value.slice(0, value.length - 7),
      invalidUtf8,
      'x'.repeat(100 * 1024),
      '%7B%7D',
      '{"clientId":"client-a"}',
      encodeCookieJson({ ...binding, tokens: { accessToken: 'no', refreshToken: {} } }),
      encodeCookieJson([binding]),
      encodeCookieJson(null),
      '',
    ]) {
      expect(tokensFromCookie(bad, binding), bad.slice(0, 40)).toBeUndefined();
    }
  });

  it('is no cookie at all for the empty tokens of logout', () => {
    const empty: Tokens = {
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: TokenRole.NONE },
    };
    expect(sessionCookieValue(empty, binding)).toBeNull();
  });
});
