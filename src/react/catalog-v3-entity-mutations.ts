import type { NamedEntityV3, StaleData } from './invalidation.js';
import { v3Writes } from './v3-write.js';

const ALL_PRODUCTS_V3: StaleData = { kind: 'allProductsV3' };

/*
 * Writes of brands, ribbons, info sections and customizations. Creating one (or finding or creating it by name) makes
 * that entity's lists and counts stale; renaming, deleting or changing choices also makes every v3 product read stale,
 * since products show their brand, ribbon, info sections and customization choices. The variables are the call's
 * arguments as a tuple (`mutate([brandId, { revision, name }])`).
 */
const listed = (entity: NamedEntityV3): StaleData[] => [{ kind: 'entityV3', entity }];
const shown = (entity: NamedEntityV3): StaleData[] => [...listed(entity), ALL_PRODUCTS_V3];
const brandAdded = /* @__PURE__ */ v3Writes(() => listed('brandV3'));
const brandChanged = /* @__PURE__ */ v3Writes(() => shown('brandV3'));
const ribbonAdded = /* @__PURE__ */ v3Writes(() => listed('ribbonV3'));
const ribbonChanged = /* @__PURE__ */ v3Writes(() => shown('ribbonV3'));
const infoSectionAdded = /* @__PURE__ */ v3Writes(() => listed('infoSectionV3'));
const infoSectionChanged = /* @__PURE__ */ v3Writes(() => shown('infoSectionV3'));
const customizationAdded = /* @__PURE__ */ v3Writes(() => listed('customizationV3'));
const customizationChanged = /* @__PURE__ */ v3Writes(() => shown('customizationV3'));

export const useCreateBrandV3 = /* @__PURE__ */ brandAdded((site) => site.brandsV3.createBrand);
export const useBulkCreateBrandsV3 = /* @__PURE__ */ brandAdded((site) => site.brandsV3.bulkCreateBrands);
export const useGetOrCreateBrandV3 = /* @__PURE__ */ brandAdded((site) => site.brandsV3.getOrCreateBrand);
export const useBulkGetOrCreateBrandsV3 = /* @__PURE__ */ brandAdded((site) => site.brandsV3.bulkGetOrCreateBrands);
export const useUpdateBrandV3 = /* @__PURE__ */ brandChanged((site) => site.brandsV3.updateBrand);
export const useBulkUpdateBrandsV3 = /* @__PURE__ */ brandChanged((site) => site.brandsV3.bulkUpdateBrands);
export const useDeleteBrandV3 = /* @__PURE__ */ brandChanged((site) => site.brandsV3.deleteBrand);
export const useBulkDeleteBrandsV3 = /* @__PURE__ */ brandChanged((site) => site.brandsV3.bulkDeleteBrands);
export const useCreateRibbonV3 = /* @__PURE__ */ ribbonAdded((site) => site.ribbonsV3.createRibbon);
export const useBulkCreateRibbonsV3 = /* @__PURE__ */ ribbonAdded((site) => site.ribbonsV3.bulkCreateRibbons);
export const useGetOrCreateRibbonV3 = /* @__PURE__ */ ribbonAdded((site) => site.ribbonsV3.getOrCreateRibbon);
export const useBulkGetOrCreateRibbonsV3 = /* @__PURE__ */ ribbonAdded((site) => site.ribbonsV3.bulkGetOrCreateRibbons);
export const useUpdateRibbonV3 = /* @__PURE__ */ ribbonChanged((site) => site.ribbonsV3.updateRibbon);
export const useBulkUpdateRibbonsV3 = /* @__PURE__ */ ribbonChanged((site) => site.ribbonsV3.bulkUpdateRibbons);
export const useDeleteRibbonV3 = /* @__PURE__ */ ribbonChanged((site) => site.ribbonsV3.deleteRibbon);
export const useBulkDeleteRibbonsV3 = /* @__PURE__ */ ribbonChanged((site) => site.ribbonsV3.bulkDeleteRibbons);
export const useCreateInfoSectionV3 = /* @__PURE__ */ infoSectionAdded((site) => site.infoSectionsV3.createInfoSection);
export const useBulkCreateInfoSectionsV3 = /* @__PURE__ */ infoSectionAdded(
  (site) => site.infoSectionsV3.bulkCreateInfoSections,
);
export const useGetOrCreateInfoSectionV3 = /* @__PURE__ */ infoSectionAdded(
  (site) => site.infoSectionsV3.getOrCreateInfoSection,
);
export const useBulkGetOrCreateInfoSectionsV3 = /* @__PURE__ */ infoSectionAdded(
  (site) => site.infoSectionsV3.bulkGetOrCreateInfoSections,
);
export const useUpdateInfoSectionV3 = /* @__PURE__ */ infoSectionChanged(
  (site) => site.infoSectionsV3.updateInfoSection,
);
export const useBulkUpdateInfoSectionsV3 = /* @__PURE__ */ infoSectionChanged(
  (site) => site.infoSectionsV3.bulkUpdateInfoSections,
);
export const useDeleteInfoSectionV3 = /* @__PURE__ */ infoSectionChanged(
  (site) => site.infoSectionsV3.deleteInfoSection,
);
export const useBulkDeleteInfoSectionsV3 = /* @__PURE__ */ infoSectionChanged(
  (site) => site.infoSectionsV3.bulkDeleteInfoSections,
);
export const useCreateCustomizationV3 = /* @__PURE__ */ customizationAdded(
  (site) => site.customizationsV3.createCustomization,
);
export const useBulkCreateCustomizationsV3 = /* @__PURE__ */ customizationAdded(
  (site) => site.customizationsV3.bulkCreateCustomizations,
);
export const useUpdateCustomizationV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.updateCustomization,
);
export const useBulkUpdateCustomizationsV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.bulkUpdateCustomizations,
);
export const useDeleteCustomizationV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.deleteCustomization,
);
export const useAddCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.addCustomizationChoices,
);
export const useSetCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.setCustomizationChoices,
);
export const useRemoveCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.removeCustomizationChoices,
);
export const useUpdateCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.updateCustomizationChoices,
);
export const useReorderCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.reorderCustomizationChoices,
);
export const useBulkAddCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged(
  (site) => site.customizationsV3.bulkAddCustomizationChoices,
);
