// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createAbandonedCarts, siteModule } from '../../src/module-creators.js';

/**
 * `site.abandonedCarts` (Carts the buyer left without checking out), for `createSiteClient({ auth, modules })`; loads
 * the rows of the contract's `abandonedCarts` operations on its first call.
 */
export const abandonedCarts = /* @__PURE__ */ siteModule(
  createAbandonedCarts,
  () => import('../operation-groups/abandonedCarts.gen.js'),
);
