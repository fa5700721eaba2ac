import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY } from '../../../src/http/retry-options.js';
import { backoffDelay, isIdempotentRequest, nextRetryDelay } from '../../../src/http/retry-policy.js';

const options = { ...DEFAULT_RETRY, random: () => 0.5 };
const now = Date.UTC(2024, 10, 21, 8, 0, 0);

describe('retry policy', () => {
  it('backs off with full jitter under a doubling, capped ceiling', () => {
    expect(backoffDelay(0, options)).toBe(150);
    expect(backoffDelay(1, options)).toBe(300);
    expect(backoffDelay(10, options)).toBe(2500);
    expect(backoffDelay(3, { ...options, random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { ...options, random: () => 0.999 })).toBeLessThan(2400);
  });

  it('treats GET, HEAD, OPTIONS and explicitly marked requests as idempotent', () => {
    expect(isIdempotentRequest('get', false)).toBe(true);
    expect(isIdempotentRequest('HEAD', false)).toBe(true);
    expect(isIdempotentRequest('post', false)).toBe(false);
    expect(isIdempotentRequest('patch', false)).toBe(false);
    expect(isIdempotentRequest('post', true)).toBe(true);
  });

  const ask = (status: number | undefined, overrides: Partial<Parameters<typeof nextRetryDelay>[0]> = {}) =>
    nextRetryDelay({
      error: status === undefined ? { code: 'ECONNRESET' } : { response: { status, headers: {} } },
      method: 'get',
      markedIdempotent: false,
      attempt: 0,
      nowMs: now,
      options,
      ...overrides,
    });

  it('retries idempotent requests on network failures and 408, 429 and every 5xx', () => {
    for (const status of [undefined, 408, 429, 500, 502, 503, 504]) expect(ask(status)).toBe(150);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(ask(status)).toBeUndefined();
  });

  it('never retries writes, aborts, or beyond the attempt budget', () => {
    expect(ask(503, { method: 'post' })).toBeUndefined();
    expect(ask(503, { method: 'delete' })).toBeUndefined();
    expect(ask(503, { method: 'post', markedIdempotent: true })).toBe(150);
    expect(ask(undefined, { error: { code: 'ERR_CANCELED' } })).toBeUndefined();
    expect(ask(503, { attempt: 2 })).toBeUndefined();
  });

  it('resends a request that must not run twice only when the server cannot have processed it', () => {
    const once = { method: 'post', onlyIfUnprocessed: true };
    expect(ask(undefined, { ...once, error: { code: 'ECONNREFUSED' } })).toBe(150);
    expect(ask(429, once)).toBe(150);
    expect(ask(503, once)).toBe(150);
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'ERR_NETWORK']) {
      expect(ask(undefined, { ...once, error: { code } })).toBeUndefined();
    }
    for (const status of [500, 502, 504, 408]) expect(ask(status, once)).toBeUndefined();
  });

  it('honours Retry-After, and gives up when it is longer than allowed', () => {
    const retryIn = (value: string) => ({ response: { status: 429, headers: { 'Retry-After': value } } });
    expect(ask(429, { error: retryIn('4') })).toBe(4000);
    expect(ask(503, { error: retryIn(new Date(now + 2000).toUTCString()) })).toBe(2000);
    expect(ask(429, { error: retryIn('61') })).toBeUndefined();
  });
});
