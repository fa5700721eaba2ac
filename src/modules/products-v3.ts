import { createProductsV3, siteModule } from '../module-creators.js';

/**
 * `site.productsV3` (v3 products), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `products-v3` operations on its first call.
 */
export const productsV3 = /* @__PURE__ */ siteModule(
  createProductsV3,
  () => import('../../generated/operation-groups/products-v3.gen.js'),
);
