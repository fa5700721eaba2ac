import { createReadOnlyVariantsV3, siteModule } from '../module-creators.js';

/**
 * `site.readOnlyVariantsV3` (v3 read-only variants), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `read-only-variants-v3` operations on its first call.
 */
export const readOnlyVariantsV3 = /* @__PURE__ */ siteModule(
  createReadOnlyVariantsV3,
  () => import('../../generated/operation-groups/read-only-variants-v3.gen.js'),
);
