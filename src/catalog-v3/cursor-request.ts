import { sendEncodedQuery } from '../catalog/encoded-query-request.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';

/**
 * The operations of one v3 read: the POST that carries the request as JSON, and, where the contract defines it, the
 * GET of the same path that carries it base64url-encoded in `.r`.
 */
export interface ReadForms {
  get?: OperationName;
  post: OperationName;
}

/**
 * Sends a v3 query, search or count as the official client does (see `sendEncodedQuery`): a GET whose `.r` holds the
 * whole request, or a POST of the same JSON when the query string would pass 4000 characters or the path has no GET
 * form (variants). A request with nothing in it at all goes as a bare GET.
 */
export async function sendRead<TAnswer>(
  context: SiteContext,
  forms: ReadForms,
  request: object,
  call?: CallOptions,
): Promise<TAnswer> {
  if (!forms.get) return callOperation(context, forms.post, { body: request } as never, call) as Promise<TAnswer>;
  const withGet = { get: forms.get, post: forms.post };
  return sendEncodedQuery(context, withGet, request, call, (whole) => JSON.stringify(whole) === '{}');
}
