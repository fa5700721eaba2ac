import { checkoutRows } from '../../generated/modules/checkout.gen.js';
import { createCheckout, siteModule } from '../module-creators.js';

/** `site.checkout`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const checkout = /* @__PURE__ */ siteModule(createCheckout, ...checkoutRows);
