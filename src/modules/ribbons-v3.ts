import { ribbonsV3Rows } from '../../generated/modules/ribbons-v3.gen.js';
import { createRibbonsV3, siteModule } from '../module-creators.js';

/** `site.ribbonsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const ribbonsV3 = /* @__PURE__ */ siteModule(createRibbonsV3, ...ribbonsV3Rows);
