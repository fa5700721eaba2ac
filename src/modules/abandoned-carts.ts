import { abandonedCartsRows } from '../../generated/modules/abandoned-carts.gen.js';
import { createAbandonedCarts, siteModule } from '../module-creators.js';

/** `site.abandonedCarts`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const abandonedCarts = /* @__PURE__ */ siteModule(createAbandonedCarts, ...abandonedCartsRows);
