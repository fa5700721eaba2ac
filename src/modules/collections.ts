import { createCollections, siteModule } from '../module-creators.js';

/**
 * `site.collections` (v1 collections), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `collections` operations on its first call.
 */
export const collections = /* @__PURE__ */ siteModule(
  createCollections,
  () => import('../../generated/operation-groups/collections.gen.js'),
);
