import { createVerification, siteModule } from '../module-creators.js';

/**
 * `site.verification` (verification codes), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `verification` operations on its first call.
 */
export const verification = /* @__PURE__ */ siteModule(
  createVerification,
  () => import('../../generated/operation-groups/verification.gen.js'),
);
