// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createRecovery, siteModule } from '../../src/module-creators.js';

/**
 * `site.recovery` (Password recovery and account activation emails), for `createSiteClient({ auth, modules })`; loads
 * the rows of the contract's `recovery` operations on its first call.
 */
export const recovery = /* @__PURE__ */ siteModule(
  createRecovery,
  () => import('../operation-groups/recovery.gen.js'),
);
