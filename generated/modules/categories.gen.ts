// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createCategories, siteModule } from '../../src/module-creators.js';

/**
 * `site.categories` (Category trees and the catalog items in them (catalog V3 stores)), for `createSiteClient({ auth,
 * modules })`; loads the rows of the contract's `categories` operations on its first call.
 */
export const categories = /* @__PURE__ */ siteModule(
  createCategories,
  () => import('../operation-groups/categories.gen.js'),
);
