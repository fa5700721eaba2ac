import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation, checkedRequest, sendChecked } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';
import { encodedRequestQueryString, encodeRequestParameter, exceedsGetLimit } from './query-encoding.js';

/** A request with nothing in it at all (`{}`), which goes as a bare GET. */
const saysNothing = (request: object) => JSON.stringify(request) === '{}';

/**
 * Sends a query, search or count the way the official client does, in the form its operation's row gives
 * (`readForm`, from the contract's `x-post-form-of`): a GET whose single `.r` parameter carries the whole request
 * base64url-encoded, or, when that query string would be longer than 4000 characters, a POST of the same JSON to the
 * same path. A request that `isEmpty` finds empty goes as a bare GET. A read without a GET form is a POST of the
 * request. The request is checked once, as the POST's body, before it is encoded: both forms fail the same way.
 */
export async function sendRead<TResponse>(
  context: SiteContext,
  name: OperationName,
  request: object,
  call?: CallOptions,
  isEmpty: (request: object) => boolean = saysNothing,
): Promise<TResponse> {
  const { readForm } = await context.operations(name);
  // The request type is the caller's; the operation table checks it against the contract before sending.
  if (!readForm) return callOperation(context, name, { body: request } as never, call) as Promise<TResponse>;
  if (readForm.get !== 'encoded') throw new TypeError(`${name} carries its request as flat parameters`);
  const post = readForm.post as OperationName;
  const { body } = (await checkedRequest(context, post, { body: request })) as { body: object };
  const send = (operation: OperationName, parts: object) =>
    sendChecked(context, operation, parts as never, call) as Promise<TResponse>;
  if (isEmpty(body)) return send(name, {});
  const encoded = encodeRequestParameter(body);
  if (exceedsGetLimit(encodedRequestQueryString(encoded))) return send(post, { body });
  return send(name, { query: { '.r': encoded } });
}

function flatQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  return params.toString();
}

/**
 * Sends a read whose GET carries the request as flat parameters (`readForm.get` is `flat`) as the official client
 * does: that GET, or a POST of the same request as JSON when the query string would pass 4000 characters. The POST's
 * request is checked once, first, so both forms fail alike.
 */
export async function sendFlatRead<TResponse>(
  context: SiteContext,
  name: OperationName,
  parts: { path?: object; query: Record<string, unknown>; body: object },
  call?: CallOptions,
): Promise<TResponse> {
  const { readForm } = await context.operations(name);
  if (readForm?.get !== 'flat') throw new TypeError(`${name} has no GET form with flat parameters`);
  const { path, query, body } = parts;
  const post = readForm.post as OperationName;
  const checked = await checkedRequest(context, post, { ...(path ? { path } : {}), body });
  const [operation, request] = exceedsGetLimit(flatQueryString(query))
    ? [post, checked]
    : [name, { ...(path ? { path } : {}), query }];
  // The request types are the callers'; the POST form of the same request was checked against the contract.
  return sendChecked(context, operation, request as never, call) as Promise<TResponse>;
}

/**
 * Sends a read as its POST form (`readForm.post`), whatever its size: for a read whose request its GET cannot carry
 * well, such as a list of item references.
 */
export async function sendPostForm<TResponse>(
  context: SiteContext,
  name: OperationName,
  request: object,
  call?: CallOptions,
): Promise<TResponse> {
  const { readForm } = await context.operations(name);
  if (!readForm) throw new TypeError(`${name} has no POST form`);
  // The request type is the caller's; the operation table checks it against the contract before sending.
  return callOperation(context, readForm.post as OperationName, request as never, call) as Promise<TResponse>;
}
