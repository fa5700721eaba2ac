import { describe, expect, it } from 'vitest';
import {
  base64UrlEncode,
  encodedRequestQueryString,
  encodeRequestParameter,
  exceedsGetLimit,
  isEmptyQueryRequest,
  MAX_GET_QUERY_STRING_LENGTH,
} from '../../../src/query-language/query-encoding.js';

describe('base64UrlEncode', () => {
  it.each([0, 1, 2, 3, 4, 5, 63, 64, 65, 255, 256, 1000])('matches base64url without padding for %i bytes', (size) => {
    const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 151 + 7) % 256);
    expect(base64UrlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
  });

  it('uses - and _ instead of + and /', () => {
    expect(base64UrlEncode(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });
});

describe('encodeRequestParameter', () => {
  it('encodes the UTF-8 JSON of the request', () => {
    const request = { query: { filter: { name: 'Läufer – 靴' } } };
    const encoded = encodeRequestParameter(request);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(request);
  });

  it('encodes a query with 20,000 IDs (about 800 KB) without overflowing the stack', () => {
    const ids = Array.from(
      { length: 20_000 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const request = { query: { filter: { id: { $in: ids } } } };
    const encoded = encodeRequestParameter(request);
    expect(encoded.length).toBeGreaterThan(1_000_000);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(request);
  });
});

describe('the GET limit', () => {
  it('is 4000 characters of query string: 3,999 and 4,000 stay GET, 4,001 goes POST', () => {
    expect(MAX_GET_QUERY_STRING_LENGTH).toBe(4000);
    expect(exceedsGetLimit('x'.repeat(3999))).toBe(false);
    expect(exceedsGetLimit('x'.repeat(4000))).toBe(false);
    expect(exceedsGetLimit('x'.repeat(4001))).toBe(true);
  });

  it('counts the `.r=` prefix', () => {
    expect(encodedRequestQueryString('abc')).toBe('.r=abc');
  });
});

describe('isEmptyQueryRequest', () => {
  it.each([
    [{}, true],
    [{ query: {} }, true],
    [{ query: undefined }, true],
    [{ query: { filter: {} } }, false],
    [{ query: { paging: { limit: 5 } } }, false],
    [{ query: { filter: { brand: null } } }, false],
  ])('%j → %s', (request, expected) => {
    expect(isEmptyQueryRequest(request)).toBe(expected);
  });
});
