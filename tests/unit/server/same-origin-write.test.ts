import { describe, expect, it } from 'vitest';
import { isAllowedWrite } from '../../../src/server/same-origin-write.js';

const SITE = 'http://127.0.0.1:5173';

describe('isAllowedWrite', () => {
  it('lets reads through from anywhere', () => {
    for (const method of ['GET', 'head', 'OPTIONS'])
      expect(isAllowedWrite(method, 'https://other.example', SITE)).toBe(true);
  });

  it('lets a post through only from a page of this site', () => {
    expect(isAllowedWrite('POST', SITE, SITE)).toBe(true);
    expect(isAllowedWrite('POST', 'https://other.example', SITE)).toBe(false);
    expect(isAllowedWrite('POST', 'http://127.0.0.1:5174', SITE)).toBe(false);
    expect(isAllowedWrite('delete', 'http://localhost:5173', SITE)).toBe(false);
  });

  it('refuses a post without an origin, or from an opaque one', () => {
    expect(isAllowedWrite('POST', undefined, SITE)).toBe(false);
    expect(isAllowedWrite('POST', 'null', SITE)).toBe(false);
  });
});
