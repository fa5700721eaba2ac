// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createInventory, siteModule } from '../../src/module-creators.js';

/**
 * `site.inventory` (v1 catalog stock per product and variant), for `createSiteClient({ auth, modules })`; loads the
 * rows of the contract's `inventory` operations on its first call.
 */
export const inventory = /* @__PURE__ */ siteModule(
  createInventory,
  () => import('../operation-groups/inventory.gen.js'),
);
