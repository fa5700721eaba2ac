import { categoriesRows } from '../../generated/modules/categories.gen.js';
import { createCategories, siteModule } from '../module-creators.js';

/** `site.categories`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const categories = /* @__PURE__ */ siteModule(createCategories, ...categoriesRows);
