import { describe, expect, it } from 'vitest';
import { managerReturnPath, signInPath } from '../../../../../app/src/lib/server/manager-return-path';

describe('managerReturnPath', () => {
  it('keeps a store manager page and its query', () => {
    expect(managerReturnPath('/manage/products?search=linen')).toBe('/manage/products?search=linen');
    expect(managerReturnPath('/manage')).toBe('/manage');
  });

  it("turns anything else into the manager's home: other hosts, other pages, the sign-in, nothing", () => {
    for (const value of [
      '//elsewhere.example/manage',
      'https://elsewhere.example/manage',
      '/\\elsewhere.example',
      '/account',
      '/managed',
      '/manage/sign-in?returnTo=/manage',
      '/manage/sign-out',
      '',
      null,
    ])
      expect(managerReturnPath(value)).toBe('/manage');
  });
});

describe('signInPath', () => {
  it("names the page asked for as the sign-in's return path", () => {
    expect(signInPath(new Request('http://127.0.0.1:5173/manage/products/p-1?tab=stock'))).toBe(
      '/manage/sign-in?returnTo=%2Fmanage%2Fproducts%2Fp-1%3Ftab%3Dstock',
    );
  });
});
