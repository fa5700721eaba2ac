import { createAuthentication, siteModule } from '../module-creators.js';

/**
 * `site.authentication` (member sign-up and login calls), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `authentication` operations on its first call.
 */
export const authentication = /* @__PURE__ */ siteModule(
  createAuthentication,
  () => import('../../generated/operation-groups/authentication.gen.js'),
);
