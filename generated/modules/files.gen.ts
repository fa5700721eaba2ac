// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createFiles, siteModule } from '../../src/module-creators.js';

/**
 * `site.files` (The Media Manager's files, and their upload), for `createSiteClient({ auth, modules })`; loads the rows
 * of the contract's `media` operations on its first call.
 */
export const files = /* @__PURE__ */ siteModule(
  createFiles,
  () => import('../operation-groups/media.gen.js'),
);
