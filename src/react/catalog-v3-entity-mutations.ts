import type { StaleData } from './invalidation.js';
import { v3Write } from './v3-write.js';

const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };

/*
 * Writes of brands, ribbons, info sections and customizations. Creating one (or finding or creating it by name) makes
 * that entity's lists and counts stale; renaming, deleting or changing choices also makes every v3 product read stale,
 * since products show their brand, ribbon, info sections and customization choices. The variables are the call's
 * arguments as a tuple (`mutate([brandId, { revision, name }])`).
 */
const brandListed = (): StaleData[] => [{ kind: 'entityV3', entity: 'brandV3' }];
const brandShown = (): StaleData[] => [...brandListed(), ALL_PRODUCTS_V3];
const ribbonListed = (): StaleData[] => [{ kind: 'entityV3', entity: 'ribbonV3' }];
const ribbonShown = (): StaleData[] => [...ribbonListed(), ALL_PRODUCTS_V3];
const infoSectionListed = (): StaleData[] => [{ kind: 'entityV3', entity: 'infoSectionV3' }];
const infoSectionShown = (): StaleData[] => [...infoSectionListed(), ALL_PRODUCTS_V3];
const customizationListed = (): StaleData[] => [{ kind: 'entityV3', entity: 'customizationV3' }];
const customizationShown = (): StaleData[] => [...customizationListed(), ALL_PRODUCTS_V3];
export const useCreateBrandV3 = /* @__PURE__ */ v3Write('brandsV3', 'createBrand', brandListed);
export const useBulkCreateBrandsV3 = /* @__PURE__ */ v3Write('brandsV3', 'bulkCreateBrands', brandListed);
export const useGetOrCreateBrandV3 = /* @__PURE__ */ v3Write('brandsV3', 'getOrCreateBrand', brandListed);
export const useBulkGetOrCreateBrandsV3 = /* @__PURE__ */ v3Write('brandsV3', 'bulkGetOrCreateBrands', brandListed);
export const useUpdateBrandV3 = /* @__PURE__ */ v3Write('brandsV3', 'updateBrand', brandShown);
export const useBulkUpdateBrandsV3 = /* @__PURE__ */ v3Write('brandsV3', 'bulkUpdateBrands', brandShown);
export const useDeleteBrandV3 = /* @__PURE__ */ v3Write('brandsV3', 'deleteBrand', brandShown);
export const useBulkDeleteBrandsV3 = /* @__PURE__ */ v3Write('brandsV3', 'bulkDeleteBrands', brandShown);
export const useCreateRibbonV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'createRibbon', ribbonListed);
export const useBulkCreateRibbonsV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'bulkCreateRibbons', ribbonListed);
export const useGetOrCreateRibbonV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'getOrCreateRibbon', ribbonListed);
export const useBulkGetOrCreateRibbonsV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'bulkGetOrCreateRibbons', ribbonListed);
export const useUpdateRibbonV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'updateRibbon', ribbonShown);
export const useBulkUpdateRibbonsV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'bulkUpdateRibbons', ribbonShown);
export const useDeleteRibbonV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'deleteRibbon', ribbonShown);
export const useBulkDeleteRibbonsV3 = /* @__PURE__ */ v3Write('ribbonsV3', 'bulkDeleteRibbons', ribbonShown);
export const useCreateInfoSectionV3 = /* @__PURE__ */ v3Write('infoSectionsV3', 'createInfoSection', infoSectionListed);
export const useBulkCreateInfoSectionsV3 = /* @__PURE__ */ v3Write(
  'infoSectionsV3',
  'bulkCreateInfoSections',
  infoSectionListed,
);
export const useGetOrCreateInfoSectionV3 = /* @__PURE__ */ v3Write(
  'infoSectionsV3',
  'getOrCreateInfoSection',
  infoSectionListed,
);
export const useBulkGetOrCreateInfoSectionsV3 = /* @__PURE__ */ v3Write(
  'infoSectionsV3',
  'bulkGetOrCreateInfoSections',
  infoSectionListed,
);
export const useUpdateInfoSectionV3 = /* @__PURE__ */ v3Write('infoSectionsV3', 'updateInfoSection', infoSectionShown);
export const useBulkUpdateInfoSectionsV3 = /* @__PURE__ */ v3Write(
  'infoSectionsV3',
  'bulkUpdateInfoSections',
  infoSectionShown,
);
export const useDeleteInfoSectionV3 = /* @__PURE__ */ v3Write('infoSectionsV3', 'deleteInfoSection', infoSectionShown);
export const useBulkDeleteInfoSectionsV3 = /* @__PURE__ */ v3Write(
  'infoSectionsV3',
  'bulkDeleteInfoSections',
  infoSectionShown,
);
export const useCreateCustomizationV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'createCustomization',
  customizationListed,
);
export const useBulkCreateCustomizationsV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'bulkCreateCustomizations',
  customizationListed,
);
export const useUpdateCustomizationV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'updateCustomization',
  customizationShown,
);
export const useBulkUpdateCustomizationsV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'bulkUpdateCustomizations',
  customizationShown,
);
export const useDeleteCustomizationV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'deleteCustomization',
  customizationShown,
);
export const useAddCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'addCustomizationChoices',
  customizationShown,
);
export const useSetCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'setCustomizationChoices',
  customizationShown,
);
export const useRemoveCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'removeCustomizationChoices',
  customizationShown,
);
export const useUpdateCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'updateCustomizationChoices',
  customizationShown,
);
export const useReorderCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'reorderCustomizationChoices',
  customizationShown,
);
export const useBulkAddCustomizationChoicesV3 = /* @__PURE__ */ v3Write(
  'customizationsV3',
  'bulkAddCustomizationChoices',
  customizationShown,
);
