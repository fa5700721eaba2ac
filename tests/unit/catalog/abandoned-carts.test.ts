import { describe } from 'vitest';
import { createAbandonedCarts, type AbandonedCartsModule } from '../../../src/catalog/abandoned-carts.js';
import { useCatalogServer } from './support/catalog-server.js';
import { itNamesEachField, renamed } from './support/field-cases.js';
import { itSendsEachCase, wire } from './support/wire-cases.js';

const CART = { id: 'A1', status: 'ABANDONED', abandonTime: '2026-04-12T19:03:11.000Z', total: '$12.00' };
const QUERY = { filter: '{"status":"ABANDONED"}', paging: { limit: 10, offset: 0 } };

describe('site.abandonedCarts calls on the wire', () => {
  const server = useCatalogServer();

  itSendsEachCase<AbandonedCartsModule>(
    server,
    [
      wire((c) => c.getAbandonedCart('A1'), 'GET /v1/abandonedCarts/A1', {
        detail: 'sends the id in the path and the query',
        query: { id: 'A1' },
        answer: { abandonedCart: CART },
      }),
      wire((c) => c.queryAbandonedCarts({ query: QUERY }), 'POST /v1/abandonedCarts/query', {
        detail: 'posts the query with its filter as JSON text',
        body: { query: QUERY },
        answer: { abandonedCarts: [CART], totalResults: 1 },
      }),
    ],
    createAbandonedCarts,
  );

  itNamesEachField<AbandonedCartsModule>(
    server,
    [renamed((c) => c.queryAbandonedCarts({ query: { filter: '{' } }), ['query.filter'], ['options.query.filter'])],
    createAbandonedCarts,
  );
});
