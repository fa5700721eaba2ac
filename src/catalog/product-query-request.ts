import type { ProductQuery, ProductsQueryResult as ProductsQueryResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation, checkRequest } from '../http/call-operation.js';
import {
  encodedRequestQueryString,
  encodeRequestParameter,
  exceedsGetLimit,
  isEmptyQueryRequest,
} from './query-encoding.js';

export interface ProductQueryRequest {
  query?: ProductQuery;
}

/**
 * Sends a product query the way the official client does: as a GET whose single `.r` parameter carries the whole
 * request, or, when that query string would be longer than 4000 characters, as a POST of the same JSON to the same
 * path. An empty request goes as a bare GET. The GET form's `.r` is opaque to its schema, so the request is first
 * checked as the POST body (`query…`): both forms fail the same way.
 */
export async function sendProductQuery(
  context: SiteContext,
  request: ProductQueryRequest,
  call?: CallOptions,
): Promise<ProductsQueryResponse> {
  await checkRequest('queryProductsByPost', { body: request });
  if (isEmptyQueryRequest(request)) return callOperation(context, 'queryProducts', {}, call);
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) {
    return callOperation(context, 'queryProductsByPost', { body: request }, call);
  }
  return callOperation(context, 'queryProducts', { query: { '.r': encoded } }, call);
}
