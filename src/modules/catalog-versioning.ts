import { createCatalogVersioning, siteModule } from '../module-creators.js';

/**
 * `site.catalogVersioning` (which catalogue the site runs), for `createSiteClient({ auth, modules })`;
 * loads the rows of the contract's `catalog-versioning` operations on its first call.
 */
export const catalogVersioning = /* @__PURE__ */ siteModule(
  createCatalogVersioning,
  () => import('../../generated/operation-groups/catalog-versioning.gen.js'),
);
