import { createCustomizationsV3, siteModule } from '../module-creators.js';

/**
 * `site.customizationsV3` (v3 customizations), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `customizations-v3` operations on its first call.
 */
export const customizationsV3 = /* @__PURE__ */ siteModule(
  createCustomizationsV3,
  () => import('../../generated/operation-groups/customizations-v3.gen.js'),
);
