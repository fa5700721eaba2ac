import type { SiteClient } from 'sitekit';
import * as hooks from 'sitekit/react';
import * as generated from 'sitekit/schemas';
import { brandOrRibbonKind } from '../brands-and-ribbons-kind';

type Ribbon = Awaited<ReturnType<SiteClient['ribbonsV3']['getRibbon']>>;

// Ribbons ask for ASSIGNED_PRODUCT_COUNT and answer assignedProductCount: singular, unlike the other entities.
/** Ribbons: a label shown on the cards of the products assigned to it. */
export const descriptor = brandOrRibbonKind(
  { noun: 'ribbon', label: 'Ribbon name', schemas: [generated.zNewRibbonV3(), generated.zRibbonUpdateV3()] },
  { fields: ['ASSIGNED_PRODUCT_COUNT'], count: (r: Ribbon) => r.assignedProductCount, items: (a) => a.ribbons },
  [hooks.useQueryRibbonsV3, hooks.useGetRibbonV3],
  [hooks.useCreateRibbonV3, hooks.useUpdateRibbonV3, hooks.useDeleteRibbonV3, hooks.useBulkDeleteRibbonsV3],
);
