import { createCategories, siteModule } from '../module-creators.js';

/**
 * `site.categories` (categories), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `categories` operations on its first call.
 */
export const categories = /* @__PURE__ */ siteModule(
  createCategories,
  () => import('../../generated/operation-groups/categories.gen.js'),
);
