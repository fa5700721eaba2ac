// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createCheckout, siteModule } from '../../src/module-creators.js';

/**
 * `site.checkout` (The eCommerce checkout that a store checkout redirect opens, created with its catalog line items),
 * for `createSiteClient({ auth, modules })`; loads the rows of the contract's `checkout` operations on its first call.
 */
export const checkout = /* @__PURE__ */ siteModule(
  createCheckout,
  () => import('../operation-groups/checkout.gen.js'),
);
