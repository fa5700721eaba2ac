import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/server/return-path.js';

describe('safeReturnPath', () => {
  it('keeps a path on the site with its query and fragment', () => {
    expect(safeReturnPath('/account?tab=orders#top')).toBe('/account?tab=orders#top');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/a/../b')).toBe('/b');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil.example',
    '/%0a/evil.example'.replace('%0a', '\n'),
    'javascript:alert(1)',
    'account',
    '',
  ])('refuses %j, answering /', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(['/a'])).toBe('/');
  });
});
