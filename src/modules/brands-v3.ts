import { createBrandsV3, siteModule } from '../module-creators.js';

/**
 * `site.brandsV3` (v3 brands), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `brands-v3` operations on its first call.
 */
export const brandsV3 = /* @__PURE__ */ siteModule(
  createBrandsV3,
  () => import('../../generated/operation-groups/brands-v3.gen.js'),
);
