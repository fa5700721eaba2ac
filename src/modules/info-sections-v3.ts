import { createInfoSectionsV3 } from '../catalog-v3/info-sections-v3.js';
import { siteModule } from '../site-modules.js';

/**
 * `site.infoSectionsV3` (v3 info sections), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `info-sections-v3` operations on its first call.
 */
export const infoSectionsV3 = /* @__PURE__ */ siteModule(
  createInfoSectionsV3,
  () => import('../../generated/operation-groups/info-sections-v3.gen.js'),
);
