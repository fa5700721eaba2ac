import { schemas } from 'sitekit';

/* The generated Zod schemas the forms validate with, from sitekit's public entry. */
export const {
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
} = schemas;
