import type { Collection, CollectionQuery } from '../../generated/types.gen.js';
import { CollectionsQueryBuilder } from '../catalog/collections-query.js';
import { toOffsetPageData, type OffsetPageData } from '../catalog/products-page.js';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '../query-language/query-paging.js';
import type { ReadOptions } from './catalog-queries.js';
import { catalogQueryKeys } from './query-keys.js';
import { siteRead, useSiteRead } from './site-read.js';

export type CollectionsPage = OffsetPageData<Collection>;

/**
 * One page of a collection query (a builder from `site.collections.queryCollections()` or a plain
 * `{filter, sort, paging}`) as plain data: `items`, `totalCount`, `hasNext`, … To page, change `skip()`.
 */
export function useQueryCollections(
  collectionQuery: CollectionsQueryBuilder | CollectionQuery,
  query?: ReadOptions<CollectionsPage>,
) {
  const plain = collectionQuery instanceof CollectionsQueryBuilder ? collectionQuery.toQuery() : collectionQuery;
  const paging = { offset: plain.paging?.offset ?? 0, limit: plain.paging?.limit ?? DEFAULT_PAGE_SIZE };
  const request = { ...plain, paging };
  const page: PageRequest = { ...paging, pageSize: paging.limit };
  return useSiteRead(
    (context) => catalogQueryKeys.queryCollections(context, request),
    async (site, signal) => {
      const response = await site.collections.queryCollections(request, { signal });
      return toOffsetPageData(page, response.collections ?? [], response.metadata);
    },
    query,
  );
}

const keys = catalogQueryKeys;

/** Reads although the contract sends them as POSTs: cached under their requests. */
export const useQueryInventory = /* @__PURE__ */ siteRead((site) => site.inventory.queryInventory)(
  1,
  keys.queryInventory,
);

export const useQueryAbandonedCarts = /* @__PURE__ */ siteRead((site) => site.abandonedCarts.queryAbandonedCarts)(
  1,
  keys.queryAbandonedCarts,
);
