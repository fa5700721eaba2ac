import type {
  PagingMetadata,
  Product,
  ProductsQueryResult as ProductsQueryResponse,
} from '../../generated/types.gen.js';
import { currentPage, exactTotal, hasNextPage, hasPreviousPage, type PageRequest } from './query-paging.js';

/**
 * One page of a product query as plain, serialisable data (for caches and server-side rendering), with the same
 * paging rules as `ProductsQueryResult`.
 */
export interface ProductsPage {
  items: Product[];
  totalCount: number | undefined;
  tooManyToCount: boolean;
  offset: number;
  pageSize: number;
  currentPage: number | undefined;
  hasNext: boolean;
  hasPrev: boolean;
  metadata: PagingMetadata | undefined;
}

export function toProductsPage(request: PageRequest, response: ProductsQueryResponse): ProductsPage {
  const items = response.products ?? [];
  return {
    items,
    totalCount: exactTotal(response.metadata),
    tooManyToCount: response.metadata?.tooManyToCount === true,
    offset: request.offset,
    pageSize: request.pageSize,
    currentPage: currentPage(request),
    hasNext: hasNextPage(request, items.length, response.metadata),
    hasPrev: hasPreviousPage(request),
    metadata: response.metadata,
  };
}
