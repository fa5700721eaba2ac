import { productsV3Rows } from '../../generated/modules/products-v3.gen.js';
import { createProductsV3, siteModule } from '../module-creators.js';

/** `site.productsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const productsV3 = /* @__PURE__ */ siteModule(createProductsV3, ...productsV3Rows);
