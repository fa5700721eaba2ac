import type {
  BulkUpdateRibbonsV3Data,
  NewRibbonV3,
  QueryRibbonsV3Response,
  Ribbon,
  RibbonBulkResults,
  RibbonRequestedField,
  RibbonUpdateV3,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { entityCallsV3 } from './entity-calls-v3.js';
import type { ByNameEntityCallsV3, ContractTypesV3 } from './entity-module-v3.js';

/** Ribbon fields the query filters on (`id`) and sorts by (the others; at most 4 sort keys). */
export type RibbonQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

type RibbonTypes = ContractTypesV3<'Ribbon', 'Ribbons', 'ribbon', RibbonQueryField>;

export type RibbonsV3QueryBuilder = CursorQueryBuilder<RibbonQueryField, Ribbon>;

/**
 * `site.ribbonsV3`: the store's ribbons in catalogue v3, the same calls as `site.brandsV3` under ribbon names
 * (`createRibbon` … `bulkGetOrCreateRibbons`). The query is a POST only. The requested field is the singular
 * `ASSIGNED_PRODUCT_COUNT` (answered as `assignedProductCount`), unlike the other entities.
 */
export type RibbonsV3Module = ByNameEntityCallsV3<'Ribbon', 'Ribbons', 'ribbon', RibbonTypes>;

export function createRibbonsV3(context: SiteContext): RibbonsV3Module {
  const extras = ['bulkDelete', 'getOrCreateByName'] as const;
  return entityCallsV3(context, { entity: 'ribbon', queryOverGet: false, extras }) as RibbonsV3Module;
}
