// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit`: the named v3 entity modules
// (docs/decisions.md#34).
import type { SiteContext } from '../../src/core/site-context.js';
import { createBrandsV3, type BrandsV3Module } from './brands-v3.gen.js';
import { createRibbonsV3, type RibbonsV3Module } from './ribbons-v3.gen.js';
import { createInfoSectionsV3, type InfoSectionsV3Module } from './info-sections-v3.gen.js';
import { createCustomizationsV3, type CustomizationsV3Module } from './customizations-v3.gen.js';

/** The named v3 entity modules of a site client. */
export interface EntityModulesV3 {
  brandsV3: BrandsV3Module;
  ribbonsV3: RibbonsV3Module;
  infoSectionsV3: InfoSectionsV3Module;
  customizationsV3: CustomizationsV3Module;
}

export function createEntityModulesV3(context: SiteContext): EntityModulesV3 {
  return {
    brandsV3: createBrandsV3(context),
    ribbonsV3: createRibbonsV3(context),
    infoSectionsV3: createInfoSectionsV3(context),
    customizationsV3: createCustomizationsV3(context),
  };
}
