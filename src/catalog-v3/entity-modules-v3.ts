import type { EntityModuleSpecsV3 } from '../../generated/entity-modules-v3/catalog.gen.js';
import {
  brandsV3Spec,
  type BrandQueryField,
  type BrandV3Types,
} from '../../generated/entity-modules-v3/brands-v3.gen.js';
import {
  customizationsV3Spec,
  type CustomizationQueryField,
  type CustomizationV3Types,
} from '../../generated/entity-modules-v3/customizations-v3.gen.js';
import {
  infoSectionsV3Spec,
  type InfoSectionQueryField,
  type InfoSectionV3Types,
} from '../../generated/entity-modules-v3/info-sections-v3.gen.js';
import {
  ribbonsV3Spec,
  type RibbonQueryField,
  type RibbonV3Types,
} from '../../generated/entity-modules-v3/ribbons-v3.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { createCustomizationsV3Extras, type CustomizationsV3Extras } from './customizations-v3-extras.js';
import type { EntityModuleV3 } from './entity-module-v3.js';
import { entityModuleV3 } from './entity-module-v3-builder.js';

// The named v3 entity modules, built from their specs in generated/entity-modules-v3/ (docs/decisions.md#34). What
// each entity is and what each method sends are in the spec's doc comments.

/** `site.brandsV3`: v3 catalog brands ({@link brandsV3Spec}). */
export type BrandsV3Module = EntityModuleV3<typeof brandsV3Spec, BrandV3Types>;
export type BrandsV3QueryBuilder = CursorQueryBuilder<BrandQueryField, BrandV3Types['entity']>;
export const createBrandsV3 = /* @__PURE__ */ entityModuleV3<BrandsV3Module>(brandsV3Spec);

/** `site.ribbonsV3`: v3 catalog ribbons ({@link ribbonsV3Spec}). */
export type RibbonsV3Module = EntityModuleV3<typeof ribbonsV3Spec, RibbonV3Types>;
export type RibbonsV3QueryBuilder = CursorQueryBuilder<RibbonQueryField, RibbonV3Types['entity']>;
export const createRibbonsV3 = /* @__PURE__ */ entityModuleV3<RibbonsV3Module>(ribbonsV3Spec);

/** `site.infoSectionsV3`: v3 catalog info sections ({@link infoSectionsV3Spec}). */
export type InfoSectionsV3Module = EntityModuleV3<typeof infoSectionsV3Spec, InfoSectionV3Types>;
export type InfoSectionsV3QueryBuilder = CursorQueryBuilder<InfoSectionQueryField, InfoSectionV3Types['entity']>;
export const createInfoSectionsV3 = /* @__PURE__ */ entityModuleV3<InfoSectionsV3Module>(infoSectionsV3Spec);

/**
 * `site.customizationsV3`: v3 catalog customizations ({@link customizationsV3Spec}); its choice calls, which the spec
 * names as `extras`, are picked by name from the hand-written extras, so a name the extras lack fails to compile.
 */
export type CustomizationsV3Module = EntityModuleV3<typeof customizationsV3Spec, CustomizationV3Types> &
  Pick<CustomizationsV3Extras, (typeof customizationsV3Spec.extras)[number]>;
export type CustomizationsV3QueryBuilder = CursorQueryBuilder<CustomizationQueryField, CustomizationV3Types['entity']>;
export const createCustomizationsV3 = /* @__PURE__ */ entityModuleV3<CustomizationsV3Module>(
  customizationsV3Spec,
  createCustomizationsV3Extras,
);

/** Every module the contract generates a spec for, under its key in the site client: a missing one fails to compile. */
const creators = {
  brandsV3: createBrandsV3,
  ribbonsV3: createRibbonsV3,
  infoSectionsV3: createInfoSectionsV3,
  customizationsV3: createCustomizationsV3,
} satisfies { [M in keyof EntityModuleSpecsV3]: (context: SiteContext) => object };

/** The named v3 entity modules of a site client. */
export type EntityModulesV3 = { [M in keyof typeof creators]: ReturnType<(typeof creators)[M]> };

export function createEntityModulesV3(context: SiteContext): EntityModulesV3 {
  return Object.fromEntries(
    Object.entries(creators).map(([name, create]) => [name, create(context)]),
  ) as EntityModulesV3;
}
