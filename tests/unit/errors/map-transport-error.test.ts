import { AxiosError, AxiosHeaders } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isSiteAbortError,
  isSiteNetworkError,
  isSiteRequestValidationError,
  isSiteTimeoutError,
  isSiteValidationError,
  mapTransportError,
} from '../../../src/errors/index.js';
import { isZodLikeError, requestValidationError, responseValidationError } from '../../../src/errors/map-zod-error.js';
import { useEnglishZodMessages } from '../../../src/errors/zod-messages.js';

describe('mapTransportError', () => {
  it('reads the request id header case-insensitively from an axios response', () => {
    const headers = new AxiosHeaders({ 'X-Wix-Request-Id': 'abc' });
    const error = new AxiosError('fail', 'ERR_BAD_RESPONSE', undefined, undefined, {
      status: 500,
      statusText: 'Internal Server Error',
      headers,
      config: { headers },
      data: {},
    });
    expect(mapTransportError(error).message).toBe('System error occurred, request-id: abc');
  });

  it("keeps a throttled answer's Retry-After as the wait in ms", () => {
    const headers = new AxiosHeaders({ 'Retry-After': '892' });
    const error = new AxiosError('fail', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 429,
      statusText: 'Too Many Requests',
      headers,
      config: { headers },
      data: {
        message: 'Too many',
        details: { applicationError: { code: 'THROTTLED_FEATURE', description: 'Too many' } },
      },
    });
    const mapped = mapTransportError(error);
    expect(mapped.code).toBe('THROTTLED_FEATURE');
    expect(mapped.retryAfterMs).toBe(892_000);
  });

  it('maps timeouts, aborts and network failures', () => {
    const timeout = new AxiosError('timeout of 50ms exceeded', 'ECONNABORTED', {
      timeout: 50,
      headers: new AxiosHeaders(),
    });
    expect(isSiteTimeoutError(mapTransportError(timeout))).toBe(true);
    expect(mapTransportError(timeout).message).toBe('Request timed out after 50 ms: timeout of 50ms exceeded');
    expect(isSiteAbortError(mapTransportError(new AxiosError('canceled', 'ERR_CANCELED')))).toBe(true);
    const network = mapTransportError(new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED'));
    expect(isSiteNetworkError(network)).toBe(true);
    expect(network.message).toBe('Network request failed: connect ECONNREFUSED');
  });
});

describe('zod errors', () => {
  // What createSiteClient does before a request is checked.
  beforeAll(() => useEnglishZodMessages());

  const schema = z.object({
    body: z.object({ product: z.object({ name: z.string() }) }),
    path: z.object({ id: z.string() }),
  });

  it('become request validation errors naming the field path inside the request part', () => {
    const result = schema.safeParse({ body: { product: {} }, path: {} });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(isZodLikeError(result.error)).toBe(true);
    const error = requestValidationError(result.error);
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect(isSiteValidationError(error)).toBe(true);
    expect(error.fieldViolations.map((v) => v.field)).toEqual(['id', 'product.name']);
    expect(error.message).toMatch(
      /^INVALID_ARGUMENT: "id" Invalid input: expected string, received undefined, "product.name" /,
    );
  });

  it('report a field sent both in the path and in the query once', () => {
    const twice = z.object({
      path: z.object({ id: z.string().check(z.minLength(1)) }),
      query: z.object({ id: z.string().check(z.minLength(1)) }),
    });
    const result = twice.safeParse({ path: { id: '' }, query: { id: '' } });
    if (result.success) throw new Error('expected failure');
    expect(requestValidationError(result.error).fieldViolations.map((v) => v.field)).toEqual(['id']);
  });

  it('become response validation errors for answers off the contract', () => {
    const result = z.object({ a: z.number() }).safeParse({ a: 'x' });
    if (result.success) throw new Error('expected failure');
    const error = responseValidationError(result.error);
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toContain('"a" Invalid input: expected number');
  });
});

describe('one-of (union) request errors', () => {
  const oneOf = z.object({
    body: z.union([
      z.object({ login: z.object({}) }),
      z.object({ storesProduct: z.object({ productSlug: z.string() }) }),
    ]),
  });

  it('report the issues of the branch the caller meant, not "Invalid input" on the whole body', () => {
    const result = oneOf.safeParse({ body: { storesProduct: {} } });
    if (result.success) throw new Error('expected failure');
    const error = requestValidationError(result.error);
    expect(error.fieldViolations.map((violation) => violation.field)).toEqual(['storesProduct.productSlug']);
  });

  it('keep the union issue when no branch explains it', () => {
    const result = z.object({ body: z.union([z.string(), z.number()]) }).safeParse({ body: true });
    if (result.success) throw new Error('expected failure');
    const error = requestValidationError(result.error);
    expect(error.fieldViolations).toHaveLength(1);
    expect(error.fieldViolations[0]?.field.length).toBeGreaterThan(0);
  });
});
