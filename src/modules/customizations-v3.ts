import { createCustomizationsV3 } from '../catalog-v3/customizations-v3.js';
import { siteModule } from '../site-modules.js';

/**
 * `site.customizationsV3` (v3 customizations), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `customizations-v3` operations on its first call.
 */
export const customizationsV3 = /* @__PURE__ */ siteModule(
  createCustomizationsV3,
  () => import('../../generated/operation-groups/customizations-v3.gen.js'),
);
