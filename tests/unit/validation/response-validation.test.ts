import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSiteResponseValidationError } from '../../../src/errors/index.js';
import { ApiKeyStrategy, createSiteClient } from '../../../src/index.js';
import { validateResponses, type ResponseMismatch } from '../../../src/validation/index.js';

const API = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A product with what a newer platform may send: an enum value, a timestamp offset and a field the contract lacks. */
const NEWER_PRODUCT = {
  product: {
    id: 'p1',
    name: 'Linen Shirt',
    productType: 'subscription_box',
    lastUpdated: '2026-03-14T09:42:17.512+00:00',
    sustainabilityScore: 7,
  },
};

function answerProduct(body: Record<string, unknown>): void {
  server.use(http.get(`${API}/stores-reader/v1/products/:id`, () => HttpResponse.json(body)));
}

function site(responseValidation?: ReturnType<typeof validateResponses>) {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: 'IST.key', siteId: 'site-1' }),
    baseURL: API,
    retry: false,
    ...(responseValidation ? { responseValidation } : {}),
  });
}

describe('response checking', () => {
  it('is off by default: an answer off the contract is passed on as it arrived', async () => {
    answerProduct(NEWER_PRODUCT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await site().products.getProduct('p1')).toEqual(NEWER_PRODUCT);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('tolerant: reports a new enum value and a timestamp offset, and passes the whole answer on', async () => {
    answerProduct(NEWER_PRODUCT);
    const mismatches: ResponseMismatch[] = [];
    const answer = await site(
      validateResponses({ onMismatch: (mismatch) => mismatches.push(mismatch) }),
    ).products.getProduct('p1');
    expect(answer).toEqual(NEWER_PRODUCT);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]!.operation).toBe('getProduct');
    expect(mismatches[0]!.error.message).toContain('"product.productType"');
    expect(mismatches[0]!.error.message).toContain('"product.lastUpdated"');
  });

  it('tolerant: warns on the console by default', async () => {
    answerProduct(NEWER_PRODUCT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await site(validateResponses()).products.getProduct('p1');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^sitekit: getProduct: The response does not match/);
    } finally {
      warn.mockRestore();
    }
  });

  it('tolerant: reports nothing for an answer on the contract, extra fields included', async () => {
    const answer = { product: { id: 'p1', name: 'Linen Shirt', productType: 'physical', newField: { a: 1 } } };
    answerProduct(answer);
    const onMismatch = vi.fn();
    expect(await site(validateResponses({ onMismatch })).products.getProduct('p1')).toEqual(answer);
    expect(onMismatch).not.toHaveBeenCalled();
  });

  it('strict: fails the call with a SiteResponseValidationError that names the field', async () => {
    answerProduct(NEWER_PRODUCT);
    const failure = await site(validateResponses({ strict: true }))
      .products.getProduct('p1')
      .catch((error: unknown) => error);
    expect(isSiteResponseValidationError(failure)).toBe(true);
    expect((failure as Error).message).toContain('"product.productType"');
  });
});
