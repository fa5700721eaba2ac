import type { Client } from '../../generated/client/index.js';
import { queryProducts, queryProductsByPost } from '../../generated/sdk.gen.js';
import type { ProductQuery, ProductsQueryResult as ProductsQueryResponse } from '../../generated/types.gen.js';
import { zQueryProductsByPostBody } from '../../generated/zod.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { sendEncodedQuery } from './encoded-query-request.js';

export interface ProductQueryRequest {
  query?: ProductQuery;
}

/** Sends a product query: GET with `.r`, or POST above 4000 characters (see `sendEncodedQuery`). */
export function sendProductQuery(
  client: Client,
  request: ProductQueryRequest,
  call?: CallOptions,
): Promise<ProductsQueryResponse> {
  return sendEncodedQuery(
    { get: queryProducts, post: queryProductsByPost, bodySchema: zQueryProductsByPostBody },
    client,
    request,
    call,
  );
}
