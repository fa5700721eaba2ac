import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  createSiteClient,
  isSiteRequestValidationError,
  type SiteRequestValidationError,
  isSiteResponseValidationError,
} from '../../../src/index.js';
import { failure } from '../support/failure.js';

const API = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const site = () => createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'KEY', siteId: 'SITE' }), baseURL: API });
const answerAll = (body: string, contentType: string) =>
  server.use(
    http.all(`${API}/*`, () => new HttpResponse(body, { status: 200, headers: { 'content-type': contentType } })),
  );

const HTML = '<!doctype html><html><body>Site under maintenance</body></html>';
const TRUNCATED = '{"products":[{"id":"P1","name":"Linen';

// The first call loads the operation table and the failure mapping; on a busy machine that alone can take seconds.
describe('a 2xx answer the call cannot read', { timeout: 30_000 }, () => {
  it.each([
    ['an HTML page', HTML, 'text/html'],
    ['truncated JSON', TRUNCATED, 'application/json'],
    ['a bare number', '42', 'application/json'],
  ])('is a SiteResponseValidationError UNREADABLE_RESPONSE for getProduct: %s', async (_label, body, type) => {
    answerAll(body, type);
    const error = await failure(site().productsV3.getProduct('P1'));
    expect(isSiteResponseValidationError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'UNREADABLE_RESPONSE', status: 200 });
  });

  it('ends `for await` over a query with the error instead of zero items', async () => {
    answerAll(HTML, 'text/html');
    const iterate = async () => {
      const seen: unknown[] = [];
      for await (const product of await site().productsV3.queryProducts().find()) seen.push(product);
      return seen;
    };
    const error = await failure(iterate());
    expect(error).toMatchObject({ code: 'UNREADABLE_RESPONSE' });
  });

  it('is no error for a call whose contract answers nothing', async () => {
    answerAll(HTML, 'text/html');
    await expect(site().productsV3.deleteProduct('P1')).resolves.toBeUndefined();
  });
});

describe('a circular argument', { timeout: 30_000 }, () => {
  it('is a SiteRequestValidationError naming the argument; nothing is sent', async () => {
    let sent = 0;
    server.use(http.all(`${API}/*`, () => (sent++, HttpResponse.json({}))));
    const product: Record<string, unknown> = { name: 'Loop', productType: 'DIGITAL' };
    product.self = product;
    const error = await failure<SiteRequestValidationError>(site().productsV3.createProduct(product as never));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect(error.fieldViolations.map((v) => v.field)).toEqual(['product.self']);
    expect(sent).toBe(0);
  });
});
