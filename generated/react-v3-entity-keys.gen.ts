// Derived by scripts/lib/react-hooks.ts from the contract's `x-sitekit` `readGroup` (openapi/README.md):
// how the named v3 entities' reads are keyed, by group, each named after its operation; src/react/named-entity-keys.ts
// builds their key builders (docs/decisions.md#30).

/** How each named v3 entity's reads are keyed, by its `readGroup`. */
export const namedEntityReadKeySpecs = {
  brandV3: {
    getBrandV3: { key: 'byId', idParameter: 'brandId' },
    queryBrandsV3: { key: 'cursor' },
    countBrandsV3: { key: 'count' },
  },
  ribbonV3: {
    getRibbonV3: { key: 'byId', idParameter: 'ribbonId' },
    queryRibbonsV3: { key: 'cursor' },
    countRibbonsV3: { key: 'count' },
  },
  infoSectionV3: {
    getInfoSectionV3: { key: 'byId', idParameter: 'infoSectionId' },
    queryInfoSectionsV3: { key: 'cursor' },
    countInfoSectionsV3: { key: 'count' },
  },
  customizationV3: {
    getCustomizationV3: { key: 'byId', idParameter: 'customizationId' },
    queryCustomizationsV3: { key: 'cursor' },
    countCustomizationsV3: { key: 'count' },
  },
} as const;
