import { createRibbonsV3, siteModule } from '../module-creators.js';

/**
 * `site.ribbonsV3` (v3 ribbons), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `ribbons-v3` operations on its first call.
 */
export const ribbonsV3 = /* @__PURE__ */ siteModule(
  createRibbonsV3,
  () => import('../../generated/operation-groups/ribbons-v3.gen.js'),
);
