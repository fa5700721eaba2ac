import { brandsV3Rows } from '../../generated/modules/brands-v3.gen.js';
import { createBrandsV3, siteModule } from '../module-creators.js';

/** `site.brandsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const brandsV3 = /* @__PURE__ */ siteModule(createBrandsV3, ...brandsV3Rows);
