// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createProducts, siteModule } from '../../src/module-creators.js';

/**
 * `site.products` (v1 catalog products, variants and media; Bulk product updates and adjustments), for
 * `createSiteClient({ auth, modules })`; loads the rows of the contract's `products` and `bulk` operations on its first
 * call.
 */
export const products = /* @__PURE__ */ siteModule(
  createProducts,
  () => import('../operation-groups/products.gen.js'),
  () => import('../operation-groups/bulk.gen.js'),
);
