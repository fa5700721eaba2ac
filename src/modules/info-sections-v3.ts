import { infoSectionsV3Rows } from '../../generated/modules/info-sections-v3.gen.js';
import { createInfoSectionsV3, siteModule } from '../module-creators.js';

/** `site.infoSectionsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const infoSectionsV3 = /* @__PURE__ */ siteModule(createInfoSectionsV3, ...infoSectionsV3Rows);
