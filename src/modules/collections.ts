import { createCollections } from '../catalog/collections.js';
import { siteModule } from '../site-modules.js';

/**
 * `site.collections` (v1 collections), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `collections` operations on its first call.
 */
export const collections = /* @__PURE__ */ siteModule(
  createCollections,
  () => import('../../generated/operation-groups/collections.gen.js'),
);
