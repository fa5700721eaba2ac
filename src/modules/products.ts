import { productsRows } from '../../generated/modules/products.gen.js';
import { createProducts, siteModule } from '../module-creators.js';

/** `site.products`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const products = /* @__PURE__ */ siteModule(createProducts, ...productsRows);
