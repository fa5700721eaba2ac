import type { PagingMetadata, Product, ProductsQueryResponse } from '../../generated/types.gen.js';
import {
  currentPage,
  exactTotal,
  hasNextPage,
  hasPreviousPage,
  type PageRequest,
} from '../query-language/query-paging.js';

/**
 * One page of an offset-paged query as plain, serialisable data (for caches and server-side rendering), with the
 * same paging rules as `OffsetQueryResult`.
 */
export interface OffsetPageData<TItem> {
  items: TItem[];
  totalCount: number | undefined;
  tooManyToCount: boolean;
  offset: number;
  pageSize: number;
  currentPage: number | undefined;
  hasNext: boolean;
  hasPrev: boolean;
  metadata: PagingMetadata | undefined;
}

export type ProductsPage = OffsetPageData<Product>;

export function toOffsetPageData<TItem>(
  request: PageRequest,
  items: TItem[],
  metadata: PagingMetadata | undefined,
): OffsetPageData<TItem> {
  return {
    items,
    totalCount: exactTotal(metadata),
    tooManyToCount: metadata?.tooManyToCount === true,
    offset: request.offset,
    pageSize: request.pageSize,
    currentPage: currentPage(request),
    hasNext: hasNextPage(request, items.length, metadata),
    hasPrev: hasPreviousPage(request),
    metadata,
  };
}

export function toProductsPage(request: PageRequest, response: ProductsQueryResponse): ProductsPage {
  return toOffsetPageData(request, response.products ?? [], response.metadata);
}
