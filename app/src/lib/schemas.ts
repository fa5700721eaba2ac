import { schemas } from 'sitekit';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

/*
 * The forms use Zod Mini, like sitekit's generated schemas. Zod Mini loads no locale: without one, a schema's own
 * checks (an email's format, a contract length) would say only "Invalid input". The app asks for English.
 */
config(en());

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
