import type { Ribbon } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { BY_NAME_EXTRAS, entityCallsV3 } from './entity-calls-v3.js';
import type { ByNameEntityCallsV3 } from './entity-module-v3.js';

/** Ribbon fields the query filters on (`id`) and sorts by (the others; at most 4 sort keys). */
export type RibbonQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

export type RibbonsV3QueryBuilder = CursorQueryBuilder<RibbonQueryField, Ribbon>;

/**
 * `site.ribbonsV3`: the store's ribbons in catalogue v3, the same calls as `site.brandsV3` under ribbon names
 * (`createRibbon` … `bulkGetOrCreateRibbons`). The query is a POST only. The requested field is the singular
 * `ASSIGNED_PRODUCT_COUNT` (answered as `assignedProductCount`), unlike the other entities.
 */
export type RibbonsV3Module = ByNameEntityCallsV3<'Ribbon', 'Ribbons', 'ribbon', RibbonQueryField>;

export function createRibbonsV3(context: SiteContext): RibbonsV3Module {
  return entityCallsV3(context, { entity: 'ribbon', queryOverGet: false, extras: BY_NAME_EXTRAS }) as RibbonsV3Module;
}
