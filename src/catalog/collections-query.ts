import { collectionsOperations } from '../../generated/operation-names.gen.js';
import type { Collection, CollectionQuery, CollectionsQueryResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { isEmptyQueryRequest } from '../query-language/query-encoding.js';
import { sendRead } from '../query-language/read-request.js';
import { OffsetQueryBuilder } from '../query-language/offset-query-builder.js';
import { OffsetQueryResult, type PageFetcher } from '../query-language/offset-query-result.js';
import type { PageRequest } from '../query-language/query-paging.js';

/** The only fields the platform filters and sorts collections on. */
export type CollectionQueryField = 'id' | 'name';

export interface CollectionQueryRequest {
  query?: CollectionQuery;
}

/** Sends a collection query: GET with `.r`, or POST above 4000 characters (see `sendRead`). */
export function sendCollectionQuery(
  context: SiteContext,
  request: CollectionQueryRequest,
  call?: CallOptions,
): Promise<CollectionsQueryResponse> {
  return sendRead(context, collectionsOperations.queryCollections, request, call, isEmptyQueryRequest);
}

/** One page of a collection query, with offset paging around it (see `OffsetQueryResult`). */
export class CollectionsQueryResult extends OffsetQueryResult<
  Collection,
  CollectionsQueryBuilder,
  CollectionsQueryResult
> {}

/** The fluent collection query of `site.collections.queryCollections()`, on `id` and `name`. */
export class CollectionsQueryBuilder extends OffsetQueryBuilder<
  CollectionQueryField,
  CollectionsQueryResponse,
  CollectionsQueryResult
> {
  protected toResult(
    response: CollectionsQueryResponse,
    request: PageRequest,
    call: CallOptions | undefined,
    fetchPage: (query: this, request: PageRequest, call: CallOptions | undefined) => Promise<CollectionsQueryResult>,
  ): CollectionsQueryResult {
    // A collection builder always derives collection builders, so the fetcher accepts any of them.
    return new CollectionsQueryResult({
      query: this,
      request,
      items: response.collections ?? [],
      metadata: response.metadata,
      call,
      fetchPage: fetchPage as PageFetcher<CollectionsQueryBuilder, CollectionsQueryResult>,
    });
  }
}
