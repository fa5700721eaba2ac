import type { Brand } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { BY_NAME_EXTRAS, entityCallsV3 } from './entity-calls-v3.js';
import type { ByNameEntityCallsV3 } from './entity-module-v3.js';

/** Brand fields the query filters on (`id`) and sorts by (the others). */
export type BrandQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

export type BrandsV3QueryBuilder = CursorQueryBuilder<BrandQueryField, Brand>;

/**
 * `site.brandsV3`: the store's brands in catalogue v3 (`createBrand`, `getBrand`, `updateBrand`, `deleteBrand`,
 * `queryBrands`, `countBrands`, `bulkCreateBrands`, `bulkUpdateBrands`, `bulkDeleteBrands`, `getOrCreateBrand`,
 * `bulkGetOrCreateBrands`), with the official client's names and argument order. `getOrCreateBrand` answers
 * `{brand}`; `fields: ['ASSIGNED_PRODUCTS_COUNT']` adds how many products show the brand.
 */
export type BrandsV3Module = ByNameEntityCallsV3<'Brand', 'Brands', 'brand', BrandQueryField>;

export function createBrandsV3(context: SiteContext): BrandsV3Module {
  return entityCallsV3(context, { entity: 'brand', queryOverGet: true, extras: BY_NAME_EXTRAS }) as BrandsV3Module;
}
