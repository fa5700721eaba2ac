import { createProducts, siteModule } from '../module-creators.js';

/**
 * `site.products` (v1 products: reads, queries, writes and bulk updates), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `products` and `bulk` operations on its first call.
 */
export const products = /* @__PURE__ */ siteModule(
  createProducts,
  () => import('../../generated/operation-groups/products.gen.js'),
  () => import('../../generated/operation-groups/bulk.gen.js'),
);
