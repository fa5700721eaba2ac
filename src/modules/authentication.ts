import { authenticationRows } from '../../generated/modules/authentication.gen.js';
import { createAuthentication, siteModule } from '../module-creators.js';

/** `site.authentication`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const authentication = /* @__PURE__ */ siteModule(createAuthentication, ...authenticationRows);
