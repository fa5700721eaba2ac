import { customizationsV3Rows } from '../../generated/modules/customizations-v3.gen.js';
import { createCustomizationsV3, siteModule } from '../module-creators.js';

/** `site.customizationsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const customizationsV3 = /* @__PURE__ */ siteModule(createCustomizationsV3, ...customizationsV3Rows);
