import { createInventoryItemsV3, siteModule } from '../module-creators.js';

/**
 * `site.inventoryItemsV3` (v3 inventory items), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `inventory-items-v3` operations on its first call.
 */
export const inventoryItemsV3 = /* @__PURE__ */ siteModule(
  createInventoryItemsV3,
  () => import('../../generated/operation-groups/inventory-items-v3.gen.js'),
);
