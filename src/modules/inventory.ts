import { inventoryRows } from '../../generated/modules/inventory.gen.js';
import { createInventory, siteModule } from '../module-creators.js';

/** `site.inventory`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const inventory = /* @__PURE__ */ siteModule(createInventory, ...inventoryRows);
