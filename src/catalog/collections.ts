import * as sdk from '../../generated/sdk.gen.js';
import type {
  Collection,
  CreateCollectionData,
  CreateCollectionResponse,
  GetCollectionBySlugResponse,
  UpdateCollectionResponse,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { catalogRequest } from './catalog-request.js';
import { withIdLast } from './entity-id.js';

/** The collection to create; `name` is required. */
export type NewCollection = CreateCollectionData['body']['collection'];

/**
 * `site.collections`: every v1 collection call, with the official client's names and argument order. Answers and
 * failures as for `site.products`.
 */
export interface CollectionsModule {
  getCollectionBySlug(slug: string): Promise<GetCollectionBySlugResponse>;
  createCollection(collection: NewCollection): Promise<CreateCollectionResponse>;
  /** Changes the given fields; the collection is picked by `id`, whatever `collection.id` says. */
  updateCollection(id: string, collection: Collection): Promise<UpdateCollectionResponse>;
  deleteCollection(id: string): Promise<void>;
  addProductsToCollection(id: string, productIds: string[]): Promise<void>;
  removeProductsFromCollection(id: string, productIds: string[]): Promise<void>;
}

export function createCollections(context: SiteContext): CollectionsModule {
  const { client } = context;
  return {
    getCollectionBySlug: (slug) =>
      catalogRequest('getCollectionBySlug', () =>
        sdk.getCollectionBySlug({ client, path: { slug }, query: { slug }, throwOnError: true }),
      ),
    createCollection: (collection) =>
      catalogRequest('createCollection', () =>
        sdk.createCollection({ client, body: { collection }, throwOnError: true }),
      ),
    updateCollection: (id, collection) =>
      catalogRequest('updateCollection', () =>
        sdk.updateCollection({
          client,
          path: { id },
          body: { collection: withIdLast(collection, id) },
          throwOnError: true,
        }),
      ),
    deleteCollection: async (id) => {
      await catalogRequest('deleteCollection', () =>
        sdk.deleteCollection({ client, path: { id }, query: { id }, throwOnError: true }),
      );
    },
    addProductsToCollection: async (id, productIds) => {
      await catalogRequest('addProductsToCollection', () =>
        sdk.addProductsToCollection({ client, path: { id }, body: { id, productIds }, throwOnError: true }),
      );
    },
    removeProductsFromCollection: async (id, productIds) => {
      await catalogRequest('removeProductsFromCollection', () =>
        sdk.removeProductsFromCollection({ client, path: { id }, body: { id, productIds }, throwOnError: true }),
      );
    },
  };
}
