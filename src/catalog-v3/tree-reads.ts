import type { TreeReference } from '../../generated/types.gen.js';

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
