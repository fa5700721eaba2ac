import * as sdk from '../../generated/sdk.gen.js';
import type {
  Collection,
  CreateCollectionData,
  CollectionQuery,
  CollectionsQueryResult as CollectionsQueryResponse,
  CreateCollectionResponse,
  GetCollectionBySlugResponse,
  GetCollectionResponse,
  UpdateCollectionResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import { catalogRequest } from './catalog-request.js';
import { CollectionsQueryBuilder, sendCollectionQuery, type CollectionQueryRequest } from './collections-query.js';
import { withIdLast } from './entity-id.js';

/** The collection to create; `name` is required. */
export type NewCollection = CreateCollectionData['body']['collection'];

/**
 * `site.collections`: every v1 collection call, with the official client's names and argument order. Answers,
 * failures and transport options as for `site.products`.
 */
export interface CollectionsModule {
  /** A fluent query over `id` and `name` (v2 collections read API); `.find()` runs it. */
  queryCollections(): CollectionsQueryBuilder;
  /** Runs a ready-made query (`{filter, sort, paging}`) and answers the raw page: `{collections, metadata}`. */
  queryCollections(query: CollectionQuery, call?: CallOptions): Promise<CollectionsQueryResponse>;
  getCollection(id: string, call?: CallOptions): Promise<GetCollectionResponse>;
  getCollectionBySlug(slug: string, call?: CallOptions): Promise<GetCollectionBySlugResponse>;
  createCollection(collection: NewCollection, call?: CallOptions): Promise<CreateCollectionResponse>;
  /** Changes the given fields; the collection is picked by `id`, whatever `collection.id` says. */
  updateCollection(id: string, collection: Collection, call?: CallOptions): Promise<UpdateCollectionResponse>;
  deleteCollection(id: string, call?: CallOptions): Promise<void>;
  addProductsToCollection(id: string, productIds: string[], call?: CallOptions): Promise<void>;
  removeProductsFromCollection(id: string, productIds: string[], call?: CallOptions): Promise<void>;
}

export function createCollections(context: SiteContext): CollectionsModule {
  const { client } = context;
  const options = (call: CallOptions | undefined) => ({
    client,
    throwOnError: true as const,
    ...transportOptions(call),
  });
  const sendQuery = (request: CollectionQueryRequest, call?: CallOptions) =>
    catalogRequest('queryCollections', async () => ({ data: await sendCollectionQuery(client, request, call) }));

  function queryCollections(): CollectionsQueryBuilder;
  function queryCollections(query: CollectionQuery, call?: CallOptions): Promise<CollectionsQueryResponse>;
  function queryCollections(
    ...args: [] | [CollectionQuery, CallOptions?]
  ): CollectionsQueryBuilder | Promise<CollectionsQueryResponse> {
    return args.length === 0 ? new CollectionsQueryBuilder(sendQuery) : sendQuery({ query: args[0] }, args[1]);
  }

  return {
    queryCollections,
    getCollection: (id, call) =>
      catalogRequest('getCollection', () => sdk.getCollection({ ...options(call), path: { id }, query: { id } })),
    getCollectionBySlug: (slug, call) =>
      catalogRequest('getCollectionBySlug', () =>
        sdk.getCollectionBySlug({ ...options(call), path: { slug }, query: { slug } }),
      ),
    createCollection: (collection, call) =>
      catalogRequest('createCollection', () => sdk.createCollection({ ...options(call), body: { collection } })),
    updateCollection: (id, collection, call) =>
      catalogRequest('updateCollection', () =>
        sdk.updateCollection({ ...options(call), path: { id }, body: { collection: withIdLast(collection, id) } }),
      ),
    deleteCollection: async (id, call) => {
      await catalogRequest('deleteCollection', () =>
        sdk.deleteCollection({ ...options(call), path: { id }, query: { id } }),
      );
    },
    addProductsToCollection: async (id, productIds, call) => {
      await catalogRequest('addProductsToCollection', () =>
        sdk.addProductsToCollection({ ...options(call), path: { id }, body: { id, productIds } }),
      );
    },
    removeProductsFromCollection: async (id, productIds, call) => {
      await catalogRequest('removeProductsFromCollection', () =>
        sdk.removeProductsFromCollection({ ...options(call), path: { id }, body: { id, productIds } }),
      );
    },
  };
}
