// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit`: the named v3 entity modules
// (docs/decisions.md#34).
export type { BrandQueryField } from './brands-v3.gen.js';
export type { RibbonQueryField } from './ribbons-v3.gen.js';
export type { BulkGetOrCreateInfoSectionsOptions, GetOrCreateInfoSectionOptions, InfoSectionQueryField } from './info-sections-v3.gen.js';
export type { CustomizationQueryField } from './customizations-v3.gen.js';
