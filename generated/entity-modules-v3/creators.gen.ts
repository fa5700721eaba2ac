// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit`: the named v3 entity modules
// (docs/decisions.md#34).
export { createBrandsV3 } from './brands-v3.gen.js';
export { createRibbonsV3 } from './ribbons-v3.gen.js';
export { createInfoSectionsV3 } from './info-sections-v3.gen.js';
export { createCustomizationsV3 } from './customizations-v3.gen.js';
