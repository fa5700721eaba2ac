import * as z from 'zod/mini';
import { isZodLikeError, requestValidationError } from '../errors/map-zod-error.js';
import { transportOptions, type CallOptions } from '../http/call-options.js';
import type { Client } from '../../generated/client/index.js';
import {
  encodedRequestQueryString,
  encodeRequestParameter,
  exceedsGetLimit,
  isEmptyQueryRequest,
} from './query-encoding.js';

interface TransportOptions {
  client: Client;
  throwOnError: true;
}

/** The two generated calls of one query path, and the schema of its request as a POST body. */
export interface EncodedQueryOperation<TRequest, TResponse> {
  get(options: TransportOptions & { query?: { '.r': string } }): Promise<{ data: TResponse }>;
  post(options: TransportOptions & { body: TRequest; meta: { idempotent: true } }): Promise<{ data: TResponse }>;
  bodySchema: z.core.$ZodType;
}

/**
 * Sends a query the way the official client does: as a GET whose single `.r` parameter carries the whole request,
 * or, when that query string would be longer than 4000 characters, as a POST of the same JSON to the same path. An
 * empty request goes as a bare GET. The request is checked as a body whichever form is sent (the GET form's `.r` is
 * opaque to the generated validator), so both forms fail the same way.
 */
export async function sendEncodedQuery<TRequest extends { query?: unknown }, TResponse>(
  operation: EncodedQueryOperation<TRequest, TResponse>,
  client: Client,
  request: TRequest,
  call?: CallOptions,
): Promise<TResponse> {
  await validateRequest(operation.bodySchema, request);
  const options = { client, throwOnError: true as const, ...transportOptions(call) };
  if (isEmptyQueryRequest(request)) return (await operation.get(options)).data;
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) {
    // Still a read: retried like the GET form.
    return (await operation.post({ ...options, body: request, meta: { idempotent: true } })).data;
  }
  return (await operation.get({ ...options, query: { '.r': encoded } })).data;
}

async function validateRequest(bodySchema: z.core.$ZodType, request: unknown): Promise<void> {
  try {
    await z.object({ body: bodySchema }).parseAsync({ body: request });
  } catch (error) {
    throw isZodLikeError(error) ? requestValidationError(error) : error;
  }
}
