/*
 * The generated Zod schemas the forms validate with. sitekit does not re-export them yet; once it does, this
 * import becomes `from 'sitekit'` and nothing else in the app changes.
 */
export {
  zBulkAdjustProperty,
  zBulkUpdateSet,
  zChoice,
  zCreateCollectionBody,
  zCreateProductBody,
  zIdentityProfile,
  zLoginId,
  zProductMediaInput,
  zProductOption,
  zRecoverRequest,
  zRegisterV2Request,
  zVariantOverride,
  zVerifyDuringAuthenticationRequest,
} from '../../../generated/zod.gen.js';
