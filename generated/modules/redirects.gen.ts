// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createRedirects, siteModule } from '../../src/module-creators.js';

/**
 * `site.redirects` (Redirect sessions for hosted login, logout, authorization and checkout pages), for
 * `createSiteClient({ auth, modules })`; loads the rows of the contract's `redirects` operations on its first call.
 */
export const redirects = /* @__PURE__ */ siteModule(
  createRedirects,
  () => import('../operation-groups/redirects.gen.js'),
);
