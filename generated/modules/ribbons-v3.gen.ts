// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createRibbonsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.ribbonsV3` (v3 catalog ribbons, the labels shown on product cards), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `ribbons-v3` operations on its first call.
 */
export const ribbonsV3 = /* @__PURE__ */ siteModule(
  createRibbonsV3,
  () => import('../operation-groups/ribbons-v3.gen.js'),
);
