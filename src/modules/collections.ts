import { collectionsRows } from '../../generated/modules/collections.gen.js';
import { createCollections, siteModule } from '../module-creators.js';

/** `site.collections`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const collections = /* @__PURE__ */ siteModule(createCollections, ...collectionsRows);
