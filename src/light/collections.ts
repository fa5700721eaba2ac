import type {
  CollectionQuery,
  CollectionsQueryResponse,
  GetCollectionBySlugResponse,
  GetCollectionResponse,
} from '../../generated/types.gen.js';
import type { CollectionsQueryBuilder } from '../catalog/collections-query.js';
import { createCollections } from '../catalog/collections.js';
import type { SiteHandle } from '../core/site-setup.js';
import type { CallOptions } from '../http/call-options.js';
import * as rows from '../http/operations.js';
import { lightQuery } from './light-query.js';
import { contextWithRows } from './site-rows.js';

/** `site.collections.getCollection(id, call)` for a site core or client. */
export function getCollection(site: SiteHandle, id: string, call?: CallOptions): Promise<GetCollectionResponse> {
  return createCollections(contextWithRows(site, { getCollection: rows.getCollection })).getCollection(id, call);
}

/** `site.collections.getCollectionBySlug(slug, call)` for a site core or client. */
export function getCollectionBySlug(
  site: SiteHandle,
  slug: string,
  call?: CallOptions,
): Promise<GetCollectionBySlugResponse> {
  const context = contextWithRows(site, { getCollectionBySlug: rows.getCollectionBySlug });
  return createCollections(context).getCollectionBySlug(slug, call);
}

/** `site.collections.queryCollections()`: the fluent builder, or a ready-made query's raw page. */
export const queryCollections = /* @__PURE__ */ lightQuery<
  CollectionsQueryBuilder,
  CollectionQuery,
  CollectionsQueryResponse
>(
  (site) =>
    createCollections(
      contextWithRows(site, {
        queryCollections: rows.queryCollections,
        queryCollectionsByPost: rows.queryCollectionsByPost,
      }),
    ).queryCollections,
);
