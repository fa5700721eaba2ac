import type { TreeReference } from '../../generated/types.gen.js';
import { exceedsGetLimit } from '../catalog/query-encoding.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callOperation, checkRequest } from '../http/call-operation.js';
import type { OperationName } from '../http/operations.js';

/** The store's one category tree (annotated, so that a bundler drops it from an app that never reads categories). */
export const STORES_CATEGORY_TREE: TreeReference = /* @__PURE__ */ Object.freeze({ appNamespace: '@wix/stores' });

/** The app ID that names V3 products in category item references. */
export const STORES_CATALOG_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * The tree as the flat query string of a GET names it (`treeReference.appNamespace=…`). A missing tree leaves the
 * namespace undefined, so that the contract check reports it on the caller's argument rather than crashing here.
 */
export function treeQuery(tree: TreeReference | undefined): {
  'treeReference.appNamespace': string;
  'treeReference.treeKey'?: string;
} {
  const key = tree?.treeKey;
  return {
    'treeReference.appNamespace': tree?.appNamespace as string,
    ...(key !== undefined && key !== null ? { 'treeReference.treeKey': key } : {}),
  };
}

/** The GET and POST forms of a read whose GET carries the request as flat query parameters. */
export interface FlatReadForms {
  get: OperationName;
  post: OperationName;
}

function flatQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  return params.toString();
}

/**
 * Sends a read as the official client does: a GET with flat parameters, or a POST of the same request as JSON when
 * the query string would pass 4000 characters. The POST body is checked first, so both forms fail alike.
 */
export async function sendFlatRead<TAnswer>(
  context: SiteContext,
  forms: FlatReadForms,
  parts: { path?: object; query: Record<string, unknown>; body: object },
  call?: CallOptions,
): Promise<TAnswer> {
  const { path, query, body } = parts;
  const post = { ...(path ? { path } : {}), body };
  await checkRequest(context, forms.post, post);
  const [name, request] = exceedsGetLimit(flatQueryString(query))
    ? [forms.post, post]
    : [forms.get, { ...(path ? { path } : {}), query }];
  // The request types are the callers'; the operation table checks them against the contract before sending.
  return callOperation(context, name, request as never, call) as Promise<TAnswer>;
}
