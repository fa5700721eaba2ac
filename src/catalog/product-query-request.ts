import type { ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { sendEncodedQuery } from './encoded-query-request.js';

export interface ProductQueryRequest {
  query?: ProductQuery;
}

/** Sends a product query: GET with `.r`, or POST above 4000 characters (see `sendEncodedQuery`). */
export function sendProductQuery(
  context: SiteContext,
  request: ProductQueryRequest,
  call?: CallOptions,
): Promise<ProductsQueryResponse> {
  return sendEncodedQuery(context, { get: 'queryProducts', post: 'queryProductsByPost' }, request, call);
}
