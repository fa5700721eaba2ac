// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit`: the named v3 entity modules
// (docs/decisions.md#34).
export type { BrandQueryField, BrandsV3Module, BrandsV3QueryBuilder } from './brands-v3.gen.js';
export type { RibbonQueryField, RibbonsV3Module, RibbonsV3QueryBuilder } from './ribbons-v3.gen.js';
export type { BulkGetOrCreateInfoSectionsOptions, GetOrCreateInfoSectionOptions, InfoSectionQueryField, InfoSectionsV3Module, InfoSectionsV3QueryBuilder } from './info-sections-v3.gen.js';
export type { CustomizationQueryField, CustomizationsV3Module, CustomizationsV3QueryBuilder } from './customizations-v3.gen.js';
