import { createRecovery, siteModule } from '../module-creators.js';

/**
 * `site.recovery` (password recovery and activation emails), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `recovery` operations on its first call.
 */
export const recovery = /* @__PURE__ */ siteModule(
  createRecovery,
  () => import('../../generated/operation-groups/recovery.gen.js'),
);
