// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createProductsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.productsV3` (v3 catalog products, their variants and bulk operations), for `createSiteClient({ auth, modules
 * })`; loads the rows of the contract's `products-v3` operations on its first call.
 */
export const productsV3 = /* @__PURE__ */ siteModule(
  createProductsV3,
  () => import('../operation-groups/products-v3.gen.js'),
);
