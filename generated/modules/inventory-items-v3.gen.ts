// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createInventoryItemsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.inventoryItemsV3` (v3 catalog inventory items, the stock of each variant per location), for `createSiteClient({
 * auth, modules })`; loads the rows of the contract's `inventory-items-v3` operations on its first call.
 */
export const inventoryItemsV3 = /* @__PURE__ */ siteModule(
  createInventoryItemsV3,
  () => import('../operation-groups/inventory-items-v3.gen.js'),
);
