import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zAddProductsToCollectionBody,
  zAddProductsToCollectionPath,
  zCreateCollectionBody,
  zDeleteCollectionPath,
  zDeleteCollectionQuery,
  zRemoveProductsFromCollectionBody,
  zRemoveProductsFromCollectionPath,
  zUpdateCollectionBody,
  zUpdateCollectionPath,
} from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import {
  changeMembership,
  createCollection,
  deleteCollection,
  updateCollection,
} from '../catalog/collection-service.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { catalogEvents } from '../events/catalog-events.js';
import { validate } from '../http/input.js';
import { assertSameId, idAndBody } from '../http/same-id.js';

const PREFIX = '/stores/v1/collections';

export function registerCollectionRoutes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Catalogue writes');

  app.post(PREFIX, async (request) => {
    writer(request);
    const body = validate(zCreateCollectionBody, request.body);
    const collection = createCollection(context, body.collection);
    catalogEvents.collectionCreated(context, collection);
    return { collection };
  });

  app.patch(`${PREFIX}/:id`, async (request) => {
    writer(request);
    const { id } = validate(zUpdateCollectionPath, request.params);
    const body = validate(zUpdateCollectionBody, request.body);
    if (body.collection.id !== undefined && body.collection.id !== id) {
      throw fieldFailure('collection.id', 'must equal the id in the path');
    }
    const collection = updateCollection(context, id, body.collection);
    catalogEvents.collectionChanged(
      context,
      id,
      Object.keys(body.collection).filter((key) => key !== 'id'),
    );
    return { collection };
  });

  app.delete(`${PREFIX}/:id`, async (request) => {
    writer(request);
    const { id } = validate(zDeleteCollectionPath, request.params);
    assertSameId(validate(zDeleteCollectionQuery, request.query ?? {}).id, id);
    deleteCollection(context, id);
    catalogEvents.collectionDeleted(context, id);
    return {};
  });

  app.post(`${PREFIX}/:id/productIds`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zAddProductsToCollectionPath, zAddProductsToCollectionBody);
    changeMembership(context, id, body.productIds, 'add');
    catalogEvents.collectionChanged(context, id, ['productIds']);
    return {};
  });

  app.post(`${PREFIX}/:id/productIds/delete`, async (request) => {
    writer(request);
    const { id, body } = idAndBody(request, zRemoveProductsFromCollectionPath, zRemoveProductsFromCollectionBody);
    changeMembership(context, id, body.productIds, 'remove');
    catalogEvents.collectionChanged(context, id, ['productIds']);
    return {};
  });
}
