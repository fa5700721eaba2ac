import { verificationRows } from '../../generated/modules/verification.gen.js';
import { createVerification, siteModule } from '../module-creators.js';

/** `site.verification`, for `createSiteClient({ auth, modules })`; loads the rows of its operations on its first call. */
export const verification = /* @__PURE__ */ siteModule(createVerification, ...verificationRows);
