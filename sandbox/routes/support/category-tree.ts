import { assertStoresTree } from '../../catalog-v3/categories/category-service.js';
import type { Operations } from './operation.js';

/** The categories' own path; their bulks, listings and arrangement live beside it. */
export const CATEGORIES = '/categories/v1/categories';
export const CATEGORY_BULK = '/categories/v1/bulk/categories';

interface TreeQuery {
  'treeReference.appNamespace'?: string;
  'treeReference.treeKey'?: string;
}

/**
 * Operations on the store's category tree: once the request's parts passed their schemas, the tree the body's
 * `treeReference` (or a GET's flat `treeReference.*` query) names must be the store's, before anything else is read.
 */
export function onStoresTree<Caller>(operations: Operations<Caller>): Operations<Caller> {
  const checked =
    (register: Operations<Caller>['post']): Operations<Caller>['post'] =>
    (url, parts, answer) =>
      register(url, parts, (checks) => {
        assertTreeOf(checks);
        return answer(checks);
      });
  return {
    get: checked(operations.get),
    post: checked(operations.post),
    patch: checked(operations.patch),
    delete: checked(operations.delete),
  };
}

function assertTreeOf({ query, body }: { query?: unknown; body?: unknown }): void {
  if (body !== undefined)
    assertStoresTree((body as { treeReference?: Parameters<typeof assertStoresTree>[0] }).treeReference);
  else if (query !== undefined) {
    const flat = query as TreeQuery;
    assertStoresTree({ appNamespace: flat['treeReference.appNamespace']!, treeKey: flat['treeReference.treeKey'] });
  }
}
