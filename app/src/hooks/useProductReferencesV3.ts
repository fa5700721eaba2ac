import { useQueryBrandsV3, useQueryCustomizationsV3, useQueryInfoSectionsV3, useQueryRibbonsV3 } from 'sitekit/react';
import { useCategoryTree } from './useCategoryTree';
import type { ProductReferencesV3 } from '../lib/product-form-v3';

/** The first hundred of each entity by name: as many as a product form lists to pick from. */
const BY_NAME = { sort: [{ fieldName: 'name', order: 'ASC' as const }], cursorPaging: { limit: 100 } };
const BY_TITLE = { sort: [{ fieldName: 'title', order: 'ASC' as const }], cursorPaging: { limit: 100 } };

/** What a product form picks from: brands, ribbons, info sections, modifier customizations and categories. */
export function useProductReferencesV3() {
  const brands = useQueryBrandsV3(BY_NAME);
  const ribbons = useQueryRibbonsV3(BY_NAME);
  const infoSections = useQueryInfoSectionsV3(BY_TITLE);
  const customizations = useQueryCustomizationsV3(BY_NAME);
  const { categories } = useCategoryTree(true);
  const references: ProductReferencesV3 = {
    brands: brands.data?.brands ?? [],
    ribbons: ribbons.data?.ribbons ?? [],
    modifiers: (customizations.data?.customizations ?? []).filter((c) => c.customizationType === 'MODIFIER'),
  };
  return { references, infoSections: infoSections.data?.infoSections ?? [], categories };
}
