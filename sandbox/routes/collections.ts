import type { FastifyInstance } from 'fastify';
import {
  changeMembership,
  createCollection,
  deleteCollection,
  updateCollection,
} from '../catalog/collection-service.js';
import type { SandboxContext } from '../context.js';
import { catalogEvents } from '../events/catalog-events.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly } from './support/access.js';
import { serve } from './support/serve.js';
import { v1EntityWrites } from './support/v1-entity-writes.js';

/** Collection writes: API key only. */
export function registerCollectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const collections = v1EntityWrites(context, 'collection', {
    create: createCollection,
    update: updateCollection,
    remove: deleteCollection,
    created: catalogEvents.collectionCreated,
    changed: catalogEvents.collectionChanged,
    deleted: catalogEvents.collectionDeleted,
  });
  const members = (id: string, body: { id?: string; productIds: string[] }, change: 'add' | 'remove') => {
    assertSameId(body.id, id);
    changeMembership(context, id, body.productIds, change);
    catalogEvents.collectionChanged(context, id, ['productIds']);
    return {};
  };

  serve(app, adminOnly(context, 'Catalogue writes'), {
    createCollection: ({ body }) => ({ collection: collections.create(body.collection) }),
    updateCollection: ({ params, body }) => ({ collection: collections.update(params.id, body.collection) }),
    deleteCollection: ({ params, query }) => collections.remove(params.id, query.id),
    addProductsToCollection: ({ params, body }) => members(params.id, body, 'add'),
    removeProductsFromCollection: ({ params, body }) => members(params.id, body, 'remove'),
  });
}
