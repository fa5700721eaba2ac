import * as schemas from 'sitekit/schemas';
import { config } from 'zod/mini';
import { en } from 'zod/locales';

/*
 * The forms use Zod Mini, like sitekit's generated schemas. Zod Mini loads no locale: without one, a schema's own
 * checks (an email's format, a contract length) would say only "Invalid input". The app asks for English.
 */
config(en());

/* The generated Zod schemas the forms validate with, from sitekit's schemas entry (each built on its first call). */
export const zBulkAdjustProperty = schemas.zBulkAdjustProperty();
export const zBulkUpdateSet = schemas.zBulkUpdateSet();
export const zChoice = schemas.zChoice();
export const zCreateCollectionBody = schemas.zCreateCollectionBody();
export const zCreateProductBody = schemas.zCreateProductBody();
export const zIdentityProfile = schemas.zIdentityProfile();
export const zLoginId = schemas.zLoginId();
export const zProductMediaInput = schemas.zProductMediaInput();
export const zProductOption = schemas.zProductOption();
export const zRecoverRequest = schemas.zRecoverRequest();
export const zRegisterV2Request = schemas.zRegisterV2Request();
export const zVariantOverride = schemas.zVariantOverride();
export const zVerifyDuringAuthenticationRequest = schemas.zVerifyDuringAuthenticationRequest();

/* The category forms of a catalog v3 store. */
export const zCreateCategoryBody = schemas.zCreateCategoryBody();
export const zUpdateCategoryBody = schemas.zUpdateCategoryBody();
export const zProductV3Writable = schemas.zProductV3Writable();
