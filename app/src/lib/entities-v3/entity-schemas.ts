import * as schemas from 'sitekit/schemas';
// The app's schema set-up: Zod Mini's English messages, so that a field says why it is refused.
import '../schemas';

/* The generated schemas of the entity forms' request bodies, built when the store manager first opens one. */
export const zNewBrandV3 = schemas.zNewBrandV3();
export const zBrandUpdateV3 = schemas.zBrandUpdateV3();
export const zNewRibbonV3 = schemas.zNewRibbonV3();
export const zRibbonUpdateV3 = schemas.zRibbonUpdateV3();
export const zNewInfoSectionV3 = schemas.zNewInfoSectionV3();
export const zInfoSectionUpdateV3 = schemas.zInfoSectionUpdateV3();
export const zNewCustomizationV3 = schemas.zNewCustomizationV3();
export const zCustomizationUpdateV3 = schemas.zCustomizationUpdateV3();
export const zNewCustomizationChoiceV3 = schemas.zNewCustomizationChoiceV3();
