import { describe, expect, it } from 'vitest';
import { createCollections, type CollectionsModule } from '../../../src/catalog/collections.js';
import { isSiteValidationError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer } from './support/catalog-server.js';
import { itSendsEachCase, type WireCase } from './support/wire-cases.js';
import { violatedFields } from './support/violated-fields.js';

const COLLECTION = { id: 'C1', name: 'Summer Linen', slug: 'summer-linen', lastUpdated: '2026-03-02T15:20:08.301Z' };

const cases: WireCase<CollectionsModule>[] = [
  {
    name: 'getCollection',
    call: (collections) => collections.getCollection('C1'),
    method: 'GET',
    path: '/v2/collections/C1',
    query: { id: 'C1' },
    answer: { collection: COLLECTION },
  },
  {
    name: 'queryCollections with a ready-made query',
    call: (collections) => collections.queryCollections({ filter: { name: 'Summer Linen' } }),
    method: 'GET',
    path: '/v2/collections/query',
    query: { '.r': { query: { filter: { name: 'Summer Linen' } } } },
    answer: { collections: [COLLECTION], metadata: { count: 1, offset: 0, total: 1 } },
  },
  {
    name: 'getCollectionBySlug',
    call: (collections) => collections.getCollectionBySlug('summer-linen'),
    method: 'GET',
    path: '/stores-reader/v1/collections/slug/summer-linen',
    query: { slug: 'summer-linen' },
    answer: { collection: COLLECTION },
  },
  {
    name: 'createCollection',
    call: (collections) => collections.createCollection({ name: 'Summer Linen', slug: 'summer-linen', visible: true }),
    method: 'POST',
    path: '/stores/v1/collections',
    body: { collection: { name: 'Summer Linen', slug: 'summer-linen', visible: true } },
    answer: { collection: COLLECTION },
  },
  {
    name: 'updateCollection',
    call: (collections) => collections.updateCollection('C1', { description: 'Light pieces' }),
    method: 'PATCH',
    path: '/stores/v1/collections/C1',
    body: { collection: { description: 'Light pieces', id: 'C1' } },
    answer: { collection: COLLECTION },
  },
  {
    name: 'deleteCollection',
    call: (collections) => collections.deleteCollection('C1'),
    method: 'DELETE',
    path: '/stores/v1/collections/C1',
    query: { id: 'C1' },
  },
  {
    name: 'addProductsToCollection',
    call: (collections) => collections.addProductsToCollection('C1', ['P1', 'P2']),
    method: 'POST',
    path: '/stores/v1/collections/C1/productIds',
    body: { id: 'C1', productIds: ['P1', 'P2'] },
  },
  {
    name: 'removeProductsFromCollection',
    call: (collections) => collections.removeProductsFromCollection('C1', ['P1']),
    method: 'POST',
    path: '/stores/v1/collections/C1/productIds/delete',
    body: { id: 'C1', productIds: ['P1'] },
  },
];

describe('site.collections calls on the wire', () => {
  const server = useCatalogServer();

  itSendsEachCase(server, cases, createCollections);

  it('reports collection.id of updateCollection against the id argument', async () => {
    expect(
      await violatedFields(server, ['collection.id'], () =>
        createCollections(testContext()).updateCollection('C1', { name: 'x' }),
      ),
    ).toEqual(['id']);
  });

  it('names productIds when the list is not a list of strings, before any request', async () => {
    const failure = await createCollections(testContext())
      .addProductsToCollection('C1', [42] as never)
      .catch((error: unknown) => error);
    expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field).toBe('productIds.0');
    expect(server.requests).toHaveLength(0);
  });
});
