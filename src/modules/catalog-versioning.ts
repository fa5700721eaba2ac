import { catalogVersioningRows } from '../../generated/modules/catalog-versioning.gen.js';
import { createCatalogVersioning, siteModule } from '../module-creators.js';

/** `site.catalogVersioning`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const catalogVersioning = /* @__PURE__ */ siteModule(createCatalogVersioning, ...catalogVersioningRows);
