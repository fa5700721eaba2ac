import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation, checkRequest } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import {
  encodedRequestQueryString,
  encodeRequestParameter,
  exceedsGetLimit,
  isEmptyQueryRequest,
} from './query-encoding.js';

/** A query path's two operations: the GET that carries the request in `.r`, and the POST of the same JSON. */
export interface EncodedQueryOperations {
  get: OperationName;
  post: OperationName;
}

/**
 * Sends a query the way the official client does: as a GET whose single `.r` parameter carries the whole request,
 * or, when that query string would be longer than 4000 characters, as a POST of the same JSON to the same path. A
 * request that `isEmpty` finds empty goes as a bare GET. The GET form's `.r` is opaque to its schema, so the request
 * is first checked as the POST body: both forms fail the same way.
 */
export async function sendEncodedQuery<TRequest extends object, TAnswer>(
  context: SiteContext,
  operations: EncodedQueryOperations,
  request: TRequest,
  call?: CallOptions,
  isEmpty: (request: TRequest) => boolean = isEmptyQueryRequest,
): Promise<TAnswer> {
  // The request type is the caller's; the operation table checks it against the contract before sending.
  const send = (name: OperationName, parts: object) =>
    callOperation(context, name, parts as never, call) as Promise<TAnswer>;
  await checkRequest(context, operations.post, { body: request });
  if (isEmpty(request)) return send(operations.get, {});
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) return send(operations.post, { body: request });
  return send(operations.get, { query: { '.r': encoded } });
}
