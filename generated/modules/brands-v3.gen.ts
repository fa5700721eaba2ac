// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createBrandsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.brandsV3` (v3 catalog brands, which products are assigned to), for `createSiteClient({ auth, modules })`; loads
 * the rows of the contract's `brands-v3` operations on its first call.
 */
export const brandsV3 = /* @__PURE__ */ siteModule(
  createBrandsV3,
  () => import('../operation-groups/brands-v3.gen.js'),
);
