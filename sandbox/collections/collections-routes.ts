import { changeMembership, createCollection, deleteCollection, updateCollection } from './collection-service.js';
import { queryCollections, queryCollectionsWithText, readableCollection } from './collection-queries.js';
import { collectionToWire, findCollectionBySlug } from './collections-repo.js';
import { fieldFailure, notFound } from '../kernel/errors.js';
import { catalogEvents } from '../products/catalog-events.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { parseStringQuery } from '../kernel/query/string-query.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';
import { v1EntityWrites } from '../products/v1-entity-writes.js';

/** Collections: reads for any caller with a token (visitors and members see visible ones only), writes for the API key. */
export const routes: ModuleRoutes<'collections'> = (context) => {
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

  return {
    ...behind(anyCaller(context), {
      queryCollections: ({ body, caller }) => queryCollections(context, body.query, caller),
      queryCollectionsWithTextQuery: ({ body: { query, ...includes }, caller }) =>
        queryCollectionsWithText(context, parseStringQuery(query), caller, includes),
      getCollection: ({ params: { id }, query, caller }) => {
        assertSameId(query.id, id);
        return { collection: readableCollection(context, id, caller) };
      },
      getCollectionBySlug: ({ params: { slug }, query, caller }) => {
        if (query.slug !== undefined && query.slug !== slug)
          throw fieldFailure('slug', 'must equal the slug in the path');
        const collection = findCollectionBySlug(context.db, slug);
        if (!collection || (!collection.visible && caller.kind !== 'admin')) {
          throw notFound('COLLECTION_NOT_FOUND', `No collection has the slug ${slug}`);
        }
        return { collection: collectionToWire(context.db, collection) };
      },
    }),
    ...behind(adminOnly(context, 'Catalog writes'), {
      createCollection: ({ body }) => ({ collection: collections.create(body.collection) }),
      updateCollection: ({ params, body }) => ({ collection: collections.update(params.id, body.collection) }),
      deleteCollection: ({ params, query }) => collections.remove(params.id, query.id),
      addProductsToCollection: ({ params, body }) => members(params.id, body, 'add'),
      removeProductsFromCollection: ({ params, body }) => members(params.id, body, 'remove'),
    }),
  };
};
