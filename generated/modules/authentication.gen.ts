// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createAuthentication, siteModule } from '../../src/module-creators.js';

/**
 * `site.authentication` (Registration, login, sign-on, password change, logout and email validation), for
 * `createSiteClient({ auth, modules })`; loads the rows of the contract's `authentication` operations on its first
 * call.
 */
export const authentication = /* @__PURE__ */ siteModule(
  createAuthentication,
  () => import('../operation-groups/authentication.gen.js'),
);
