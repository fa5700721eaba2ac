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
import { contract } from './support/contract.js';
import { operations } from './support/operation.js';
import { registerV1EntityWrites } from './support/v1-entity-writes.js';

const PREFIX = '/stores/v1/collections';

export function registerCollectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerV1EntityWrites(app, context, 'Collection', {
    create: createCollection,
    update: updateCollection,
    remove: deleteCollection,
    created: catalogEvents.collectionCreated,
    changed: catalogEvents.collectionChanged,
    deleted: catalogEvents.collectionDeleted,
  });
  const write = operations(app, adminOnly(context, 'Catalogue writes'));
  const members = (id: string, body: { id?: string; productIds: string[] }, change: 'add' | 'remove') => {
    assertSameId(body.id, id);
    changeMembership(context, id, body.productIds, change);
    catalogEvents.collectionChanged(context, id, ['productIds']);
    return {};
  };
  write.post(`${PREFIX}/:id/productIds`, contract('AddProductsToCollection'), ({ params, body }) =>
    members(params.id, body, 'add'),
  );
  write.post(`${PREFIX}/:id/productIds/delete`, contract('RemoveProductsFromCollection'), ({ params, body }) =>
    members(params.id, body, 'remove'),
  );
}
