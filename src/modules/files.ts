import { filesRows } from '../../generated/modules/files.gen.js';
import { createFiles, siteModule } from '../module-creators.js';

/** `site.files`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const files = /* @__PURE__ */ siteModule(createFiles, ...filesRows);
