import { createAbandonedCarts, siteModule } from '../module-creators.js';

/**
 * `site.abandonedCarts` (abandoned carts), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `abandonedCarts` operations on its first call.
 */
export const abandonedCarts = /* @__PURE__ */ siteModule(
  createAbandonedCarts,
  () => import('../../generated/operation-groups/abandonedCarts.gen.js'),
);
