import { collectionsDeclaredReadSpecs, type CollectionsDeclaredReads } from '../../generated/declared-reads.gen.js';
import { collectionsOperations } from '../../generated/operation-names.gen.js';
import type {
  Collection,
  CreateCollectionData,
  CollectionQuery,
  CollectionsQueryResponse,
  CreateCollectionResponse,
  UpdateCollectionResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';
import { CollectionsQueryBuilder, sendCollectionQuery, type CollectionQueryRequest } from './collections-query.js';
import { withIdLast } from '../http/entity-id.js';
import { twoFormQuery } from '../query-language/two-form-query.js';

/** The collection to create; `name` is required. */
export type NewCollection = CreateCollectionData['body']['collection'];

/**
 * `site.collections`: every v1 collection call, with the official client's names and argument order. Answers,
 * failures and transport options as for `site.products`. `getCollection` and `getCollectionBySlug` answer
 * `{collection}`, or fail with a SiteError of status 404 when there is none; the contract describes them whole
 * (`call: read`, docs/decisions.md#48).
 */
export interface CollectionsModule extends CollectionsDeclaredReads<CallOptions> {
  /** A fluent query over `id` and `name` (v2 collections read API); `.find()` runs it. */
  queryCollections(): CollectionsQueryBuilder;
  /** Runs a ready-made query (`{filter, sort, paging}`) and answers the raw page: `{collections, metadata}`. */
  queryCollections(query: CollectionQuery, call?: CallOptions): Promise<CollectionsQueryResponse>;
  /** Creates a collection (`name` is required) and answers it as stored (`{collection}`). */
  createCollection(collection: NewCollection, call?: CallOptions): Promise<CreateCollectionResponse>;
  /** Changes the given fields; the collection is picked by `id`, whatever `collection.id` says. */
  updateCollection(id: string, collection: Collection, call?: CallOptions): Promise<UpdateCollectionResponse>;
  /** Deletes a collection; its products stay in the store. */
  deleteCollection(id: string, call?: CallOptions): Promise<void>;
  /** Adds products to a collection; products already in it stay once. */
  addProductsToCollection(id: string, productIds: string[], call?: CallOptions): Promise<void>;
  /** Takes products out of a collection; the products themselves stay. */
  removeProductsFromCollection(id: string, productIds: string[], call?: CallOptions): Promise<void>;
}

export function createCollections(context: SiteContext): CollectionsModule {
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  const sendQuery = (request: CollectionQueryRequest, call?: CallOptions) =>
    sendCollectionQuery(context, request, call);

  const queryCollections = twoFormQuery<CollectionsQueryBuilder, CollectionQuery, CollectionsQueryResponse>(
    () => new CollectionsQueryBuilder(sendQuery),
    sendQuery,
  );

  return {
    ...(declaredReadMethods(context, collectionsDeclaredReadSpecs) as CollectionsDeclaredReads<CallOptions>),
    queryCollections,
    createCollection: (collection, call) =>
      send(collectionsOperations.createCollection, { body: { collection } }, call),
    updateCollection: (id, collection, call) =>
      send(
        collectionsOperations.updateCollection,
        { path: { id }, body: { collection: withIdLast(collection, id) } },
        call,
      ),
    deleteCollection: (id, call) =>
      sendVoid(collectionsOperations.deleteCollection, { path: { id }, query: { id } }, call),
    addProductsToCollection: (id, productIds, call) =>
      sendVoid(collectionsOperations.addProductsToCollection, { path: { id }, body: { id, productIds } }, call),
    removeProductsFromCollection: (id, productIds, call) =>
      sendVoid(collectionsOperations.removeProductsFromCollection, { path: { id }, body: { id, productIds } }, call),
  };
}
