import { recoveryRows } from '../../generated/modules/recovery.gen.js';
import { createRecovery, siteModule } from '../module-creators.js';

/** `site.recovery`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const recovery = /* @__PURE__ */ siteModule(createRecovery, ...recoveryRows);
