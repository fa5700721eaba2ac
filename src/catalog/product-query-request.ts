import { productsOperations } from '../../generated/operation-names.gen.js';
import type { ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { isEmptyQueryRequest } from '../query-language/query-encoding.js';
import { sendRead } from '../query-language/read-request.js';

export interface ProductQueryRequest {
  query?: ProductQuery;
}

/** Sends a product query: GET with `.r`, or POST above 4000 characters (see `sendRead`). */
export function sendProductQuery(
  context: SiteContext,
  request: ProductQueryRequest,
  call?: CallOptions,
): Promise<ProductsQueryResponse> {
  return sendRead(context, productsOperations.queryProducts, request, call, isEmptyQueryRequest);
}
