import { createInventory, siteModule } from '../module-creators.js';

/**
 * `site.inventory` (v1 inventory), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `inventory` operations on its first call.
 */
export const inventory = /* @__PURE__ */ siteModule(
  createInventory,
  () => import('../../generated/operation-groups/inventory.gen.js'),
);
