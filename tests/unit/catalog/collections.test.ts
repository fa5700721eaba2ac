import { describe } from 'vitest';
import { createCollections, type CollectionsModule } from '../../../src/catalog/collections.js';
import { useCatalogServer } from './support/catalog-server.js';
import { itSendsEachCase, wire, type WireCase } from './support/wire-cases.js';
import { itNamesEachField, type FieldCase, refused, renamed } from './support/field-cases.js';

const COLLECTION = { id: 'C1', name: 'Summer Linen', slug: 'summer-linen', lastUpdated: '2026-03-02T15:20:08.301Z' };

const cases: WireCase<CollectionsModule>[] = [
  wire((p) => p.getCollection('C1'), 'GET /v2/collections/C1', {
    query: { id: 'C1' },
    answer: { collection: COLLECTION },
  }),
  wire((p) => p.queryCollections({ filter: { name: 'Summer Linen' } }), 'GET /v2/collections/query', {
    detail: 'with a ready-made query',
    query: { '.r': { query: { filter: { name: 'Summer Linen' } } } },
    answer: { collections: [COLLECTION], metadata: { count: 1, offset: 0, total: 1 } },
  }),
  wire((p) => p.getCollectionBySlug('summer-linen'), 'GET /stores-reader/v1/collections/slug/summer-linen', {
    query: { slug: 'summer-linen' },
    answer: { collection: COLLECTION },
  }),
  wire(
    (p) => p.createCollection({ name: 'Summer Linen', slug: 'summer-linen', visible: true }),
    'POST /stores/v1/collections',
    {
      body: { collection: { name: 'Summer Linen', slug: 'summer-linen', visible: true } },
      answer: { collection: COLLECTION },
    },
  ),
  wire((p) => p.updateCollection('C1', { description: 'Light pieces' }), 'PATCH /stores/v1/collections/C1', {
    body: { collection: { description: 'Light pieces', id: 'C1' } },
    answer: { collection: COLLECTION },
  }),
  wire((p) => p.deleteCollection('C1'), 'DELETE /stores/v1/collections/C1', {
    query: { id: 'C1' },
  }),
  wire((p) => p.addProductsToCollection('C1', ['P1', 'P2']), 'POST /stores/v1/collections/C1/productIds', {
    body: { id: 'C1', productIds: ['P1', 'P2'] },
  }),
  wire((p) => p.removeProductsFromCollection('C1', ['P1']), 'POST /stores/v1/collections/C1/productIds/delete', {
    body: { id: 'C1', productIds: ['P1'] },
  }),
];

const fieldCases: Array<FieldCase<CollectionsModule>> = [
  renamed((c) => c.updateCollection('C1', { name: 'x' }), ['collection.id'], ['id']),
  refused((c) => c.addProductsToCollection('C1', [42] as never), 'product ids that are not strings', ['productIds.0']),
];

describe('site.collections calls on the wire', () => {
  const server = useCatalogServer();

  itSendsEachCase(server, cases, createCollections);
  itNamesEachField(server, fieldCases, createCollections);
});
