import type { SiteClient } from 'sitekit';
import * as hooks from 'sitekit/react';
import * as generated from 'sitekit/schemas';
import { nameOnlyKind } from './name-only-kind';

type Brand = Awaited<ReturnType<SiteClient['brandsV3']['getBrand']>>;
type Ribbon = Awaited<ReturnType<SiteClient['ribbonsV3']['getRibbon']>>;

export const brandsKind = nameOnlyKind(
  {
    path: 'brands',
    title: 'Brands',
    noun: 'brand',
    label: 'Brand name',
    schemas: [generated.zNewBrandV3(), generated.zBrandUpdateV3()],
  },
  { fields: ['ASSIGNED_PRODUCTS_COUNT'], count: (b: Brand) => b.assignedProductsCount, items: (a) => a.brands },
  [hooks.useQueryBrandsV3, hooks.useGetBrandV3],
  [hooks.useCreateBrandV3, hooks.useUpdateBrandV3, hooks.useDeleteBrandV3, hooks.useBulkDeleteBrandsV3],
);

// Ribbons ask for ASSIGNED_PRODUCT_COUNT and answer assignedProductCount: singular, unlike the other entities.
export const ribbonsKind = nameOnlyKind(
  {
    path: 'ribbons',
    title: 'Ribbons',
    noun: 'ribbon',
    label: 'Ribbon name',
    schemas: [generated.zNewRibbonV3(), generated.zRibbonUpdateV3()],
  },
  { fields: ['ASSIGNED_PRODUCT_COUNT'], count: (r: Ribbon) => r.assignedProductCount, items: (a) => a.ribbons },
  [hooks.useQueryRibbonsV3, hooks.useGetRibbonV3],
  [hooks.useCreateRibbonV3, hooks.useUpdateRibbonV3, hooks.useDeleteRibbonV3, hooks.useBulkDeleteRibbonsV3],
);
