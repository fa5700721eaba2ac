import { encodedRequestQueryString, encodeRequestParameter, exceedsGetLimit } from '../catalog/query-encoding.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation, checkRequest } from '../http/call-operation.js';
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
 * Sends a v3 query, search or count as the official client does: a GET whose `.r` holds the whole request, or a POST
 * of the same JSON when the query string would pass 4000 characters or the path has no GET form (variants). A request
 * with nothing in it goes as a bare GET. Both forms are checked as the POST body first, so they fail alike.
 */
export async function sendRead<TAnswer>(
  context: SiteContext,
  forms: ReadForms,
  request: object,
  call?: CallOptions,
): Promise<TAnswer> {
  // The request type is the caller's; the operation table checks it against the contract before sending.
  const send = (name: OperationName, parts: object) =>
    callOperation(context, name, parts as never, call) as Promise<TAnswer>;
  if (!forms.get) return send(forms.post, { body: request });
  await checkRequest(context, forms.post, { body: request });
  const json = JSON.stringify(request);
  if (json === '{}') return send(forms.get, {});
  const encoded = encodeRequestParameter(request);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) return send(forms.post, { body: request });
  return send(forms.get, { query: { '.r': encoded } });
}
