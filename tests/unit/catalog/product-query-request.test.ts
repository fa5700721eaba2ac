import { describe, expect, it } from 'vitest';
import { createProducts } from '../../../src/catalog/products.js';
import { ProductsQueryBuilder } from '../../../src/catalog/query-builder.js';
import { isSiteRequestValidationError } from '../../../src/errors/guards.js';
import { decodeEncodedRequest, testContext, useCatalogServer } from './support/catalog-server.js';

const PRODUCT_PAGE = {
  products: [{ id: 'p1', name: 'Linen Shirt', lastUpdated: '2026-03-14T09:42:17.512Z' }],
  metadata: { count: 1, offset: 0, total: 1 },
};

/** The length of the query string (`.r=…`) a GET for this builder would carry. */
function queryStringLength(builder: ProductsQueryBuilder): number {
  const json = JSON.stringify({ query: builder.toQuery() });
  return '.r='.length + Buffer.from(json, 'utf8').toString('base64url').length;
}

/**
 * A builder whose GET query string is exactly `length` characters. base64url without padding never has a length
 * of 4k+1, so `.r=` plus it can be 3,999 or 4,001 but never 4,000 (that length is covered by the pure test).
 */
function queryOfLength(length: number): ProductsQueryBuilder {
  const products = createProducts(testContext());
  for (let size = 0; size < 4000; size += 1) {
    const candidate = products.queryProducts().eq('name', 'x'.repeat(size));
    if (queryStringLength(candidate) === length) return candidate;
  }
  throw new Error(`no query string of ${length} characters`);
}

describe('product query transport', () => {
  const server = useCatalogServer();

  it.each([
    [3998, 'GET'],
    [3999, 'GET'],
    [4001, 'POST'],
    [4002, 'POST'],
  ])('sends the query when the query string is %i characters as a %s', async (length, method) => {
    server.answer(() => PRODUCT_PAGE);
    const builder = queryOfLength(length);
    await builder.find();
    const [request] = server.requests;
    const encoded = request?.query['.r'] as string | undefined;
    const sent = {
      method: request?.method,
      path: request?.path,
      queryString: request?.search.length,
      body: request?.body,
      encoded: encoded === undefined ? undefined : decodeEncodedRequest(encoded),
    };
    const query = { query: builder.toQuery() };
    const path = '/stores-reader/v1/products/query-platformized';
    expect(sent).toEqual(
      method === 'GET'
        ? { method, path, queryString: length, body: undefined, encoded: query }
        : { method, path, queryString: 0, body: query, encoded: undefined },
    );
  });

  it('answers identical results in both forms, timestamps kept as ISO strings', async () => {
    server.answer(() => PRODUCT_PAGE);
    const viaGet = await queryOfLength(3999).find();
    const viaPost = await queryOfLength(4001).find();
    expect(server.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(viaPost.items).toEqual(viaGet.items);
    expect(viaPost.items[0]?.lastUpdated).toBe('2026-03-14T09:42:17.512Z');
    expect(viaPost.totalCount).toBe(viaGet.totalCount);
  });

  it('sends a query with 20,000 IDs as a POST', async () => {
    server.answer(() => PRODUCT_PAGE);
    const ids = Array.from({ length: 20_000 }, (_, index) => `product-${index}`);
    const result = await createProducts(testContext()).queryProducts().in('id', ids).find();
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect((request?.body as { query: { filter: { id: { $in: string[] } } } }).query.filter.id.$in).toHaveLength(
      20_000,
    );
    expect(result.items).toHaveLength(1);
  });

  it('typed overload: any argument sends the raw `{query}` and answers the raw page', async () => {
    server.answer(() => PRODUCT_PAGE);
    const query = {
      filter: { visible: true },
      sort: [{ fieldName: 'price', order: 'ASC' as const }],
      paging: { limit: 5 },
    };
    const page = await createProducts(testContext()).queryProducts(query);
    expect(page).toEqual(PRODUCT_PAGE);
    expect(decodeEncodedRequest(server.requests[0]?.query['.r'] as string)).toEqual({ query });
  });

  it('typed overload: an empty query goes without any query string', async () => {
    server.answer(() => PRODUCT_PAGE);
    await createProducts(testContext()).queryProducts({});
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.search).toBe('');
  });

  it('rejects an invalid page size before sending, naming the field', async () => {
    const failure = await createProducts(testContext())
      .queryProducts()
      .limit(500)
      .find()
      .catch((error) => error);
    expect(isSiteRequestValidationError(failure)).toBe(true);
    expect(failure.fieldViolations.map((violation: { field: string }) => violation.field)).toEqual([
      'query.paging.limit',
    ]);
    expect(failure.message).toContain('"query.paging.limit"');
    expect(server.requests).toHaveLength(0);
  });
});
