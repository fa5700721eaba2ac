// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createReadOnlyVariantsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.readOnlyVariantsV3` (v3 catalog variants across products, read only), for `createSiteClient({ auth, modules
 * })`; loads the rows of the contract's `read-only-variants-v3` operations on its first call.
 */
export const readOnlyVariantsV3 = /* @__PURE__ */ siteModule(
  createReadOnlyVariantsV3,
  () => import('../operation-groups/read-only-variants-v3.gen.js'),
);
