import { redirectsRows } from '../../generated/modules/redirects.gen.js';
import { createRedirects, siteModule } from '../module-creators.js';

/** `site.redirects`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const redirects = /* @__PURE__ */ siteModule(createRedirects, ...redirectsRows);
