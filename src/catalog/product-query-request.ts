import * as z from 'zod';
import type { Client } from '../../generated/client/index.js';
import { queryProducts, queryProductsByPost } from '../../generated/sdk.gen.js';
import type { ProductQuery, ProductsQueryResult as ProductsQueryResponse } from '../../generated/types.gen.js';
import { zQueryProductsByPostBody } from '../../generated/zod.gen.js';
import {
  encodedRequestQueryString,
  encodeRequestParameter,
  exceedsGetLimit,
  isEmptyQueryRequest,
} from './query-encoding.js';

export interface ProductQueryRequest {
  query?: ProductQuery;
}

/** Checked as the request body (`body.query…`) whichever form is sent, so both forms fail the same way. */
const requestSchema = z.object({ body: zQueryProductsByPostBody });

/**
 * Sends a product query the way the official client does: as a GET whose single `.r` parameter carries the whole
 * request, or, when that query string would be longer than 4000 characters, as a POST of the same JSON to the same
 * path. An empty request goes as a bare GET.
 */
export async function sendProductQuery(client: Client, request: ProductQueryRequest): Promise<ProductsQueryResponse> {
  await requestSchema.parseAsync({ body: request });
  if (isEmptyQueryRequest(request)) {
    return (await queryProducts({ client, throwOnError: true })).data;
  }
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) {
    return (await queryProductsByPost({ client, body: request, throwOnError: true })).data;
  }
  return (await queryProducts({ client, query: { '.r': encoded }, throwOnError: true })).data;
}
