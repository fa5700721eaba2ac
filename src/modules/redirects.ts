import { createRedirects, siteModule } from '../module-creators.js';

/**
 * `site.redirects` (hosted redirect sessions), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `redirects` operations on its first call.
 */
export const redirects = /* @__PURE__ */ siteModule(
  createRedirects,
  () => import('../../generated/operation-groups/redirects.gen.js'),
);
