import type {
  Brand,
  BrandBulkResults,
  BrandRequestedField,
  BulkUpdateBrandsV3Data,
  BrandUpdateV3,
  NewBrandV3,
  QueryBrandsV3Response,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CursorQueryBuilder } from './cursor-query-builder.js';
import { entityCallsV3 } from './entity-calls-v3.js';
import type { BulkDeleteCallV3, GetOrCreateByNameCallsV3, SharedEntityCallsV3 } from './entity-module-v3.js';

/** Brand fields the query filters on (`id`) and sorts by (the others). */
export type BrandQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

interface BrandTypes {
  entity: Brand;
  created: NewBrandV3;
  changed: BrandUpdateV3;
  bulkUpdate: BulkUpdateBrandsV3Data['body']['brands'][number];
  requestedField: BrandRequestedField;
  queryField: BrandQueryField;
  queryAnswer: QueryBrandsV3Response;
  bulkAnswer: BrandBulkResults;
}

export type BrandsV3QueryBuilder = CursorQueryBuilder<BrandQueryField, Brand>;

/**
 * `site.brandsV3`: the store's brands in catalogue v3 (`createBrand`, `getBrand`, `updateBrand`, `deleteBrand`,
 * `queryBrands`, `countBrands`, `bulkCreateBrands`, `bulkUpdateBrands`, `bulkDeleteBrands`, `getOrCreateBrand`,
 * `bulkGetOrCreateBrands`), with the official client's names and argument order. `getOrCreateBrand` answers
 * `{brand}`; `fields: ['ASSIGNED_PRODUCTS_COUNT']` adds how many products show the brand.
 */
export type BrandsV3Module = SharedEntityCallsV3<'Brand', 'Brands', BrandTypes> &
  BulkDeleteCallV3<'Brands', BrandTypes> &
  GetOrCreateByNameCallsV3<'Brand', 'Brands', 'brand', BrandTypes>;

export function createBrandsV3(context: SiteContext): BrandsV3Module {
  return entityCallsV3(context, {
    entity: 'brand',
    plural: 'brands',
    singular: 'Brand',
    pluralName: 'Brands',
    operations: {
      create: 'createBrandV3',
      get: 'getBrandV3',
      update: 'updateBrandV3',
      remove: 'deleteBrandV3',
      query: { get: 'queryBrandsV3', post: 'queryBrandsV3ByPost' },
      count: 'countBrandsV3',
      bulkCreate: 'bulkCreateBrandsV3',
      bulkUpdate: 'bulkUpdateBrandsV3',
      bulkRemove: 'bulkDeleteBrandsV3',
      getOrCreate: 'getOrCreateBrandV3',
      bulkGetOrCreate: 'bulkGetOrCreateBrandsV3',
    },
  }) as BrandsV3Module;
}
