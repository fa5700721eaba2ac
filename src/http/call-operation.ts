import type { SiteContext } from '../core/site-context.js';
import { transportOptions, type CallOptions } from './call-options.js';
import type { ResponseOf, RequestOf } from './operation.js';
import type { OperationName, Operations } from './operations.js';
import { UNREADABLE_RESPONSE } from './readable-response.js';
import type { SiteRequestMeta } from './request-state.js';

/** What a call adds to the operation's request: headers of its own, and transport switches. */
export interface CallExtras {
  headers?: Record<string, string>;
  meta?: SiteRequestMeta;
}

/**
 * The one way to call a generated operation: turns the image strings of its image fields into image objects, checks
 * the request (errors name the caller's arguments, nothing is sent), then {@link sendChecked}.
 */
export async function callOperation<N extends OperationName>(
  context: SiteContext,
  name: N,
  request: RequestOf<Operations[N]>,
  call?: CallOptions & CallExtras,
): Promise<ResponseOf<Operations[N]>> {
  return sendChecked(context, name, (await checkedRequest(context, name, request)) as never, call);
}

/**
 * The request as it is sent (image strings turned into image objects) once it fits the operation's contract; rejects
 * with a SiteRequestValidationError naming the caller's arguments otherwise, and sends nothing.
 */
export async function checkedRequest<N extends OperationName>(
  context: SiteContext,
  name: N,
  request: RequestOf<Operations[N]> | object,
): Promise<RequestOf<Operations[N]>> {
  const operation = await context.operations(name);
  const sent = await withImagesConverted(request as object, operation.imagePaths);
  await operation.checkRequest(sent);
  return sent as RequestOf<Operations[N]>;
}

/**
 * `request` with the image strings at `imagePaths` turned into image objects. The conversion is imported by the first
 * operation that has image fields, so that an app that only reads does not load it first (docs/decisions.md#18).
 */
async function withImagesConverted(request: object, imagePaths: readonly string[] | undefined): Promise<object> {
  if (!imagePaths?.length) return request;
  const { withImageObjects } = await import('../images/image-objects.js');
  return withImageObjects(request, imagePaths);
}

/**
 * Sends a request that {@link checkedRequest} answered (or a form of it, such as the GET's `.r`) through the site
 * client's generated client, which maps a failure with the operation's argument names (src/http/typed-error-client.ts),
 * checks the response when the client was given a response check, and answers the body.
 */
export async function sendChecked<N extends OperationName>(
  context: SiteContext,
  name: N,
  request: RequestOf<Operations[N]>,
  call?: CallOptions & CallExtras,
): Promise<ResponseOf<Operations[N]>> {
  const operation = await context.operations(name);
  const { data } = (await operation.send({
    ...(request as object),
    client: context.client,
    throwOnError: true,
    argumentPaths: operation.argumentPaths,
    ...extrasFor(operation.read, call),
    ...transportOptions(call),
  })) as { data: ResponseOf<Operations[N]> };
  context.responseCheck?.check(name, data);
  return data;
}

function extrasFor(read: boolean, call: CallExtras | undefined): CallExtras {
  const extras: CallExtras = {};
  if (call?.headers) extras.headers = call.headers;
  if (read || call?.meta) extras.meta = { ...(read ? { idempotent: true } : {}), ...call?.meta };
  return extras;
}

/** `callOperation` bound to one site client's context. */
export function callerFor(context: SiteContext) {
  return <N extends OperationName>(name: N, request: RequestOf<Operations[N]>, call?: CallOptions & CallExtras) =>
    callOperation(context, name, request, call);
}

/**
 * `callerFor` for the calls whose response body is empty: resolves to `undefined` once the call has succeeded. Their
 * contract answers nothing, so a 2xx whose body cannot be read is still their success.
 */
export function voidCallerFor(context: SiteContext) {
  return async <N extends OperationName>(
    name: N,
    request: RequestOf<Operations[N]>,
    call?: CallOptions & CallExtras,
  ): Promise<void> => {
    try {
      await callOperation(context, name, request, call);
    } catch (error) {
      if ((error as { code?: unknown } | undefined)?.code !== UNREADABLE_RESPONSE) throw error;
    }
  };
}
