// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createCollections, siteModule } from '../../src/module-creators.js';

/**
 * `site.collections` (v1 catalog collections), for `createSiteClient({ auth, modules })`; loads the rows of the
 * contract's `collections` operations on its first call.
 */
export const collections = /* @__PURE__ */ siteModule(
  createCollections,
  () => import('../operation-groups/collections.gen.js'),
);
