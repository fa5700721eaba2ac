import { createInfoSectionsV3, siteModule } from '../module-creators.js';

/**
 * `site.infoSectionsV3` (v3 info sections), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `info-sections-v3` operations on its first call.
 */
export const infoSectionsV3 = /* @__PURE__ */ siteModule(
  createInfoSectionsV3,
  () => import('../../generated/operation-groups/info-sections-v3.gen.js'),
);
