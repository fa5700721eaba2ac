// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createVerification, siteModule } from '../../src/module-creators.js';

/**
 * `site.verification` (Email verification codes), for `createSiteClient({ auth, modules })`; loads the rows of the
 * contract's `verification` operations on its first call.
 */
export const verification = /* @__PURE__ */ siteModule(
  createVerification,
  () => import('../operation-groups/verification.gen.js'),
);
