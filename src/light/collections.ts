import type {
  CollectionQuery,
  CollectionsQueryResponse,
  GetCollectionBySlugResponse,
  GetCollectionResponse,
} from '../../generated/types.gen.js';
import type { CollectionsQueryBuilder } from '../catalog/collections-query.js';
import { getSiteContext, type SiteHandle } from '../core/site-setup.js';
import type { CallOptions } from '../http/call-options.js';
import { collections } from '../modules/collections.js';
import { lightQuery } from './light-query.js';

/** `site.collections.getCollection(id, call)` for a site built without the collections module. */
export function getCollection(site: SiteHandle, id: string, call?: CallOptions): Promise<GetCollectionResponse> {
  return collections(getSiteContext(site)).getCollection(id, call);
}

/** `site.collections.getCollectionBySlug(slug, call)` for a site built without the collections module. */
export function getCollectionBySlug(
  site: SiteHandle,
  slug: string,
  call?: CallOptions,
): Promise<GetCollectionBySlugResponse> {
  return collections(getSiteContext(site)).getCollectionBySlug(slug, call);
}

/** `site.collections.queryCollections()`: the fluent builder, or a ready-made query's raw page. */
export const queryCollections = /* @__PURE__ */ lightQuery<
  CollectionsQueryBuilder,
  CollectionQuery,
  CollectionsQueryResponse
>((site) => collections(getSiteContext(site)).queryCollections);
