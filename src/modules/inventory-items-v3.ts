import { inventoryItemsV3Rows } from '../../generated/modules/inventory-items-v3.gen.js';
import { createInventoryItemsV3, siteModule } from '../module-creators.js';

/** `site.inventoryItemsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const inventoryItemsV3 = /* @__PURE__ */ siteModule(createInventoryItemsV3, ...inventoryItemsV3Rows);
