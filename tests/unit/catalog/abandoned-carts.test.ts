import { describe, expect, it } from 'vitest';
import { createAbandonedCarts } from '../../../src/catalog/abandoned-carts.js';
import { testContext, useCatalogServer } from './support/catalog-server.js';
import { violatedFields } from './support/violated-fields.js';

const CART = { id: 'A1', status: 'ABANDONED', abandonTime: '2026-04-12T19:03:11.000Z', total: '$12.00' };

describe('site.abandonedCarts calls on the wire', () => {
  const server = useCatalogServer();

  it('getAbandonedCart sends the id in the path and the query', async () => {
    server.answer(() => ({ abandonedCart: CART }));
    const answer = await createAbandonedCarts(testContext()).getAbandonedCart('A1');
    const [request] = server.requests;
    expect([request?.method, request?.path, request?.query]).toEqual(['GET', '/v1/abandonedCarts/A1', { id: 'A1' }]);
    expect(answer).toEqual({ abandonedCart: CART });
  });

  it('queryAbandonedCarts posts the query with its filter as JSON text', async () => {
    server.answer(() => ({ abandonedCarts: [CART], totalResults: 1 }));
    const query = { filter: '{"status":"ABANDONED"}', paging: { limit: 10, offset: 0 } };
    const answer = await createAbandonedCarts(testContext()).queryAbandonedCarts({ query });
    const [request] = server.requests;
    expect([request?.method, request?.path, request?.body]).toEqual(['POST', '/v1/abandonedCarts/query', { query }]);
    expect(answer.totalResults).toBe(1);
  });

  it('names options.query for the server’s violations on query', async () => {
    expect(
      await violatedFields(server, ['query.filter'], () =>
        createAbandonedCarts(testContext()).queryAbandonedCarts({ query: { filter: '{' } }),
      ),
    ).toEqual(['options.query.filter']);
  });
});
