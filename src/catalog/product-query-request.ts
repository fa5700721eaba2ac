import * as z from 'zod/mini';
import type { Client } from '../../generated/client/index.js';
import { queryProducts, queryProductsByPost } from '../../generated/sdk.gen.js';
import type { ProductQuery, ProductsQueryResult as ProductsQueryResponse } from '../../generated/types.gen.js';
import { zQueryProductsByPostBody } from '../../generated/zod.gen.js';
import { isZodLikeError, requestValidationError } from '../errors/map-zod-error.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
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
export async function sendProductQuery(
  client: Client,
  request: ProductQueryRequest,
  call?: CallOptions,
): Promise<ProductsQueryResponse> {
  await validateRequest(request);
  const options = { client, throwOnError: true as const, ...transportOptions(call) };
  if (isEmptyQueryRequest(request)) return (await queryProducts(options)).data;
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) {
    // Still a read: retried like the GET form.
    return (await queryProductsByPost({ ...options, body: request, meta: { idempotent: true } })).data;
  }
  return (await queryProducts({ ...options, query: { '.r': encoded } })).data;
}

/** The GET form's `.r` is opaque to the generated validator, so the request is checked here, as a body. */
async function validateRequest(request: ProductQueryRequest): Promise<void> {
  try {
    await requestSchema.parseAsync({ body: request });
  } catch (error) {
    throw isZodLikeError(error) ? requestValidationError(error) : error;
  }
}
