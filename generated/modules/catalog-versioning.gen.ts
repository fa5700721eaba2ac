// Derived by scripts/lib/module-entries.ts from the contract's `x-sitekit`: the factory entry
// `sitekit/modules/<module>` (docs/decisions.md#31), which loads the rows of the tags its module's operations carry.
import { createCatalogVersioning, siteModule } from '../../src/module-creators.js';

/**
 * `site.catalogVersioning` (Which catalog (v1 or v3) a store runs), for `createSiteClient({ auth, modules })`; loads
 * the rows of the contract's `catalog-versioning` operations on its first call.
 */
export const catalogVersioning = /* @__PURE__ */ siteModule(
  createCatalogVersioning,
  () => import('../operation-groups/catalog-versioning.gen.js'),
);
