// Derived by scripts/lib/react-v3-hooks.ts from the contract's `x-sitekit` `readGroup` (openapi/README.md):
// the key builders of the named v3 entities' reads, by group, each named after its operation (docs/decisions.md#30).
import { cursorReadKey, entityByIdKey, entityCountKey } from '../src/react/read-key.js';

/** The key builders of each named v3 entity's reads, by its `readGroup`. */
export const namedEntityReadKeys = {
  brandV3: {
    getBrandV3: /* @__PURE__ */ entityByIdKey('getBrandV3', 'brandId'),
    queryBrandsV3: /* @__PURE__ */ cursorReadKey('queryBrandsV3'),
    countBrandsV3: /* @__PURE__ */ entityCountKey('countBrandsV3'),
  },
  ribbonV3: {
    getRibbonV3: /* @__PURE__ */ entityByIdKey('getRibbonV3', 'ribbonId'),
    queryRibbonsV3: /* @__PURE__ */ cursorReadKey('queryRibbonsV3'),
    countRibbonsV3: /* @__PURE__ */ entityCountKey('countRibbonsV3'),
  },
  infoSectionV3: {
    getInfoSectionV3: /* @__PURE__ */ entityByIdKey('getInfoSectionV3', 'infoSectionId'),
    queryInfoSectionsV3: /* @__PURE__ */ cursorReadKey('queryInfoSectionsV3'),
    countInfoSectionsV3: /* @__PURE__ */ entityCountKey('countInfoSectionsV3'),
  },
  customizationV3: {
    getCustomizationV3: /* @__PURE__ */ entityByIdKey('getCustomizationV3', 'customizationId'),
    queryCustomizationsV3: /* @__PURE__ */ cursorReadKey('queryCustomizationsV3'),
    countCustomizationsV3: /* @__PURE__ */ entityCountKey('countCustomizationsV3'),
  },
};

/** Every named v3 entity's key builder, by operation. */
export const namedEntityKeyBuilders = {
  ...namedEntityReadKeys.brandV3,
  ...namedEntityReadKeys.ribbonV3,
  ...namedEntityReadKeys.infoSectionV3,
  ...namedEntityReadKeys.customizationV3,
};
