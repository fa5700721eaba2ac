// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createCustomizationsV3, siteModule } from '../../src/module-creators.js';

/**
 * `site.customizationsV3` (v3 catalog customizations, reusable product options and modifiers with their choices), for
 * `createSiteClient({ auth, modules })`; loads the rows of the contract's `customizations-v3` operations on its first
 * call.
 */
export const customizationsV3 = /* @__PURE__ */ siteModule(
  createCustomizationsV3,
  () => import('../operation-groups/customizations-v3.gen.js'),
);
