import { createAuthentication } from '../identity/authentication.js';
import { siteModule } from '../site-modules.js';

/**
 * `site.authentication` (member sign-up and login calls), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `authentication` operations on its first call.
 */
export const authentication = /* @__PURE__ */ siteModule(
  createAuthentication,
  () => import('../../generated/operation-groups/authentication.gen.js'),
);
