import type { SiteClient } from 'sitekit';
import * as hooks from 'sitekit/react';
import * as generated from 'sitekit/schemas';
import { brandOrRibbonKind } from '../brands-and-ribbons-kind';

type Brand = Awaited<ReturnType<SiteClient['brandsV3']['getBrand']>>;

/** Brands: a name shown on the products assigned to it. */
export const descriptor = brandOrRibbonKind(
  { noun: 'brand', label: 'Brand name', schemas: [generated.zNewBrandV3(), generated.zBrandUpdateV3()] },
  { fields: ['ASSIGNED_PRODUCTS_COUNT'], count: (b: Brand) => b.assignedProductsCount, items: (a) => a.brands },
  [hooks.useQueryBrandsV3, hooks.useGetBrandV3],
  [hooks.useCreateBrandV3, hooks.useUpdateBrandV3, hooks.useDeleteBrandV3, hooks.useBulkDeleteBrandsV3],
);
