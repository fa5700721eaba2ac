// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit`: the named v3 entity modules
// (docs/decisions.md#34).
import type { brandsV3Spec } from './brands-v3.gen.js';
import type { ribbonsV3Spec } from './ribbons-v3.gen.js';
import type { infoSectionsV3Spec } from './info-sections-v3.gen.js';
import type { customizationsV3Spec } from './customizations-v3.gen.js';

/** The specs of the named v3 entity modules, under each module's key in the site client. */
export interface EntityModuleSpecsV3 {
  brandsV3: typeof brandsV3Spec;
  ribbonsV3: typeof ribbonsV3Spec;
  infoSectionsV3: typeof infoSectionsV3Spec;
  customizationsV3: typeof customizationsV3Spec;
}
