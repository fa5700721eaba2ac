import { assertStoresTree } from './category-service.js';
import type { Caller } from '../kernel/http/caller.js';
import type { Handler, HandlerWith, OperationId } from '../kernel/http/serve.js';

interface TreeQuery {
  'treeReference.appNamespace'?: string;
  'treeReference.treeKey'?: string;
}

/**
 * Handlers on the store's category tree: once the request's parts passed their schemas, the tree the body's
 * `treeReference` (or a GET's flat `treeReference.*` query) names must be the store's, before anything else is read.
 */
export function onStoresTree<Id extends OperationId>(handlers: { [Served in Id]?: Handler<Caller, Served> }): {
  [Served in Id]: Handler<Caller, Served>;
} {
  const checked = Object.entries(handlers).map(([id, handler]) => {
    const { respond, ...rest } = (typeof handler === 'function' ? { respond: handler } : handler) as HandlerWith<
      Caller,
      OperationId
    >;
    const onTree: typeof respond = (input) => {
      assertTreeOf(input);
      return respond(input);
    };
    return [id, { ...rest, respond: onTree }];
  });
  return Object.fromEntries(checked) as { [Served in Id]: Handler<Caller, Served> };
}

function assertTreeOf({ query, body }: { query?: unknown; body?: unknown }): void {
  if (body !== undefined)
    assertStoresTree((body as { treeReference?: Parameters<typeof assertStoresTree>[0] }).treeReference);
  else if (query !== undefined) {
    const flat = query as TreeQuery;
    assertStoresTree({ appNamespace: flat['treeReference.appNamespace']!, treeKey: flat['treeReference.treeKey'] });
  }
}
