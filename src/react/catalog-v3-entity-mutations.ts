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
const brandAdded = /* @__PURE__ */ v3Writes('brandsV3', () => listed('brandV3'));
const brandChanged = /* @__PURE__ */ v3Writes('brandsV3', () => shown('brandV3'));
const ribbonAdded = /* @__PURE__ */ v3Writes('ribbonsV3', () => listed('ribbonV3'));
const ribbonChanged = /* @__PURE__ */ v3Writes('ribbonsV3', () => shown('ribbonV3'));
const infoSectionAdded = /* @__PURE__ */ v3Writes('infoSectionsV3', () => listed('infoSectionV3'));
const infoSectionChanged = /* @__PURE__ */ v3Writes('infoSectionsV3', () => shown('infoSectionV3'));
const customizationAdded = /* @__PURE__ */ v3Writes('customizationsV3', () => listed('customizationV3'));
const customizationChanged = /* @__PURE__ */ v3Writes('customizationsV3', () => shown('customizationV3'));

export const useCreateBrandV3 = /* @__PURE__ */ brandAdded('createBrand');
export const useBulkCreateBrandsV3 = /* @__PURE__ */ brandAdded('bulkCreateBrands');
export const useGetOrCreateBrandV3 = /* @__PURE__ */ brandAdded('getOrCreateBrand');
export const useBulkGetOrCreateBrandsV3 = /* @__PURE__ */ brandAdded('bulkGetOrCreateBrands');
export const useUpdateBrandV3 = /* @__PURE__ */ brandChanged('updateBrand');
export const useBulkUpdateBrandsV3 = /* @__PURE__ */ brandChanged('bulkUpdateBrands');
export const useDeleteBrandV3 = /* @__PURE__ */ brandChanged('deleteBrand');
export const useBulkDeleteBrandsV3 = /* @__PURE__ */ brandChanged('bulkDeleteBrands');
export const useCreateRibbonV3 = /* @__PURE__ */ ribbonAdded('createRibbon');
export const useBulkCreateRibbonsV3 = /* @__PURE__ */ ribbonAdded('bulkCreateRibbons');
export const useGetOrCreateRibbonV3 = /* @__PURE__ */ ribbonAdded('getOrCreateRibbon');
export const useBulkGetOrCreateRibbonsV3 = /* @__PURE__ */ ribbonAdded('bulkGetOrCreateRibbons');
export const useUpdateRibbonV3 = /* @__PURE__ */ ribbonChanged('updateRibbon');
export const useBulkUpdateRibbonsV3 = /* @__PURE__ */ ribbonChanged('bulkUpdateRibbons');
export const useDeleteRibbonV3 = /* @__PURE__ */ ribbonChanged('deleteRibbon');
export const useBulkDeleteRibbonsV3 = /* @__PURE__ */ ribbonChanged('bulkDeleteRibbons');
export const useCreateInfoSectionV3 = /* @__PURE__ */ infoSectionAdded('createInfoSection');
export const useBulkCreateInfoSectionsV3 = /* @__PURE__ */ infoSectionAdded('bulkCreateInfoSections');
export const useGetOrCreateInfoSectionV3 = /* @__PURE__ */ infoSectionAdded('getOrCreateInfoSection');
export const useBulkGetOrCreateInfoSectionsV3 = /* @__PURE__ */ infoSectionAdded('bulkGetOrCreateInfoSections');
export const useUpdateInfoSectionV3 = /* @__PURE__ */ infoSectionChanged('updateInfoSection');
export const useBulkUpdateInfoSectionsV3 = /* @__PURE__ */ infoSectionChanged('bulkUpdateInfoSections');
export const useDeleteInfoSectionV3 = /* @__PURE__ */ infoSectionChanged('deleteInfoSection');
export const useBulkDeleteInfoSectionsV3 = /* @__PURE__ */ infoSectionChanged('bulkDeleteInfoSections');
export const useCreateCustomizationV3 = /* @__PURE__ */ customizationAdded('createCustomization');
export const useBulkCreateCustomizationsV3 = /* @__PURE__ */ customizationAdded('bulkCreateCustomizations');
export const useUpdateCustomizationV3 = /* @__PURE__ */ customizationChanged('updateCustomization');
export const useBulkUpdateCustomizationsV3 = /* @__PURE__ */ customizationChanged('bulkUpdateCustomizations');
export const useDeleteCustomizationV3 = /* @__PURE__ */ customizationChanged('deleteCustomization');
export const useAddCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('addCustomizationChoices');
export const useSetCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('setCustomizationChoices');
export const useRemoveCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('removeCustomizationChoices');
export const useUpdateCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('updateCustomizationChoices');
export const useReorderCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('reorderCustomizationChoices');
export const useBulkAddCustomizationChoicesV3 = /* @__PURE__ */ customizationChanged('bulkAddCustomizationChoices');
