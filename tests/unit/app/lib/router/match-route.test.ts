import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../../app/src/lib/router/match-route.js';

describe('matchRoute', () => {
  it('matches literal segments exactly and captures decoded parameters', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/products/:productId', '/products/p%201')).toEqual({ productId: 'p 1' });
    expect(matchRoute('/manage/products/new', '/manage/products/new')).toEqual({});
  });

  it('refuses other lengths and other literals, and ignores a trailing slash', () => {
    expect(matchRoute('/products/:productId', '/products')).toBeUndefined();
    expect(matchRoute('/products/:productId', '/products/p1/edit')).toBeUndefined();
    expect(matchRoute('/account/login', '/account/register')).toBeUndefined();
    expect(matchRoute('/account', '/account/')).toEqual({});
  });

  it('keeps a parameter that is not valid percent-encoding as it came', () => {
    expect(matchRoute('/manage/collections/:slug', '/manage/collections/100%')).toEqual({ slug: '100%' });
  });
});
