import { describe, expect, it } from 'vitest';
import { readGrantResponse } from '../../../../src/auth/grants/grant-response.js';

describe('readGrantResponse', () => {
  it('reads a grant, with expires_in as a number or as digits', () => {
    expect(readGrantResponse({ access_token: 'A', refresh_token: 'R', expires_in: 3600 })).toEqual({
      access_token: 'A',
      refresh_token: 'R',
      expires_in: 3600,
    });
    expect(readGrantResponse({ access_token: 'A', expires_in: '14400' })).toEqual({
      access_token: 'A',
      refresh_token: undefined,
      expires_in: '14400',
    });
  });

  it.each([
    ['no object', 'token', /no JSON object/],
    ['an empty access token', { access_token: '', expires_in: 1 }, /access_token/],
    ['a refresh token that is no string', { access_token: 'A', refresh_token: 5, expires_in: 1 }, /refresh_token/],
    ['a negative expires_in', { access_token: 'A', expires_in: -1 }, /expires_in/],
    ['a fractional expires_in', { access_token: 'A', expires_in: 1.5 }, /expires_in/],
    ['expires_in that is no number', { access_token: 'A', expires_in: '1h' }, /expires_in/],
  ])('refuses %s', (_case, answer, message) => {
    expect(() => readGrantResponse(answer)).toThrow(message);
  });
});
