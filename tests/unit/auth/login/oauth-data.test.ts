import { describe, expect, it } from 'vitest';
import { codeChallengeS256 } from '../../../../src/auth/login/pkce.js';
import { generateOAuthData, parseFromUrl } from '../../../../src/auth/login/oauth-data.js';

describe('generateOAuthData', () => {
  it('holds a verifier, its S256 challenge, a state and the URIs', () => {
    const data = generateOAuthData('https://shop.test/callback', 'https://shop.test/cart');
    expect(data.redirectUri).toBe('https://shop.test/callback');
    expect(data.originalUri).toBe('https://shop.test/cart');
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.codeChallenge).toBe(codeChallengeS256(data.codeVerifier));
    expect(data.state).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.state).not.toBe(data.codeVerifier);
  });

  it('defaults originalUri to the empty string', () => {
    expect(generateOAuthData('https://shop.test/cb').originalUri).toBe('');
  });

  it('is synchronous, so that what is stored at once is the data and not a Promise', () => {
    const stored = JSON.stringify(generateOAuthData('https://shop.test/cb'));
    expect(JSON.parse(stored)).toMatchObject({ codeVerifier: expect.any(String), state: expect.any(String) });
    expect(JSON.parse(stored).codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('parseFromUrl', () => {
  it('reads the fragment by default', () => {
    expect(parseFromUrl('https://shop.test/cb?code=no#code=C1&state=S1')).toEqual({ code: 'C1', state: 'S1' });
  });

  it('reads the query in query mode', () => {
    expect(parseFromUrl('https://shop.test/cb?code=C2&state=S2#code=no', 'query')).toEqual({ code: 'C2', state: 'S2' });
  });

  it('reports error and error_description', () => {
    expect(parseFromUrl('https://shop.test/cb#error=access_denied&error_description=User+cancelled&state=S')).toEqual({
      code: undefined,
      state: 'S',
      error: 'access_denied',
      errorDescription: 'User cancelled',
    });
  });

  it('needs a URL outside a browser', () => {
    expect(() => parseFromUrl()).toThrow(TypeError);
  });
});
