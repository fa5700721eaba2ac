import { readOnlyVariantsV3Rows } from '../../generated/modules/read-only-variants-v3.gen.js';
import { createReadOnlyVariantsV3, siteModule } from '../module-creators.js';

/** `site.readOnlyVariantsV3`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const readOnlyVariantsV3 = /* @__PURE__ */ siteModule(createReadOnlyVariantsV3, ...readOnlyVariantsV3Rows);
