import type { Product, ProductsQueryResponse } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { OffsetQueryResult, type PageFetcher } from '../query-language/offset-query-result.js';
import type { ProductsQueryBuilder } from './query-builder.js';
import type { PageRequest } from '../query-language/query-paging.js';

export interface QueryPage {
  query: ProductsQueryBuilder;
  request: PageRequest;
  response: ProductsQueryResponse;
  /** The transport options of the request, reused for the pages around it unless others are given. */
  call: CallOptions | undefined;
  fetchPage: PageFetcher<ProductsQueryBuilder, ProductsQueryResult>;
}

/** One page of a product query, with offset paging around it (see `OffsetQueryResult`). */
export class ProductsQueryResult extends OffsetQueryResult<Product, ProductsQueryBuilder, ProductsQueryResult> {
  constructor(page: QueryPage) {
    super({ ...page, items: page.response.products ?? [], metadata: page.response.metadata });
  }
}
