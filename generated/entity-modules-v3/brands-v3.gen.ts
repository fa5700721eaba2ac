// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module, each method built by the call form its `call` names (src/catalog-v3/entity-calls-v3.ts) for the
// operation it sends, typed from types.gen.ts (docs/decisions.md#34).
import type {
  BulkCreateBrandsV3Response,
  BulkUpdateBrandsV3Data,
  CreateBrandV3Data,
  GetBrandV3Response,
  GetOrCreateBrandV3Response,
  QueryBrandsV3Response,
  UpdateBrandV3Data,
} from '../types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from '../operations.gen.js';
import type { CursorQueryBuilder } from '../../src/catalog-v3/cursor-query-builder.js';
import { entityCallsV3 } from '../../src/catalog-v3/entity-calls-v3.js';
import type { EntityCallFormsV3 } from '../../src/catalog-v3/entity-module-v3.js';
import type { SiteContext } from '../../src/core/site-context.js';
import type { WithImageStrings } from '../../src/images/image-input.js';

/**
 * Brand fields `queryBrands` filters and sorts on (`x-sitekit.queryFields` of `queryBrandsV3`); other names still pass,
 * for fields the contract does not list yet.
 */
export type BrandQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `brand`, from the contract's operations. */
type BrandTypes = {
  entity: NonNullable<GetBrandV3Response['brand']>;
  created: WithImageStrings<CreateBrandV3Data['body']['brand']>;
  changed: WithImageStrings<UpdateBrandV3Data['body']['brand'] & object>;
  bulkUpdate: WithImageStrings<BulkUpdateBrandsV3Data['body']['brands'][number]> & { fieldMask?: string };
  requestedField: NonNullable<UpdateBrandV3Data['body']['fields']>[number];
  queryField: BrandQueryField;
  queryResponse: QueryBrandsV3Response;
  bulkResponse: BulkCreateBrandsV3Response;
};

export type BrandsV3QueryBuilder = CursorQueryBuilder<BrandQueryField, BrandTypes['entity']>;

/**
 * `site.brandsV3`, under the official method names and argument order: v3 catalog brands, which products are assigned
 * to. `getOrCreateBrand` answers `{brand}`; `fields: ['ASSIGNED_PRODUCTS_COUNT']` adds how many products show the
 * brand.
 */
export interface BrandsV3Module {
  /** Create a brand: sends {@link operations.createBrandV3}. */
  createBrand: EntityCallFormsV3<BrandTypes>['create'];
  /** Get a brand: sends {@link operations.getBrandV3}. */
  getBrand: EntityCallFormsV3<BrandTypes>['get'];
  /** Delete a brand: sends {@link operations.deleteBrandV3}. */
  deleteBrand: EntityCallFormsV3<BrandTypes>['delete'];
  /** Update a brand: sends {@link operations.updateBrandV3}. */
  updateBrand: EntityCallFormsV3<BrandTypes>['update'];
  /** Query brands: sends {@link operations.queryBrandsV3}. */
  queryBrands: EntityCallFormsV3<BrandTypes>['query'];
  /** Count brands: sends {@link operations.countBrandsV3}. */
  countBrands: EntityCallFormsV3<BrandTypes>['count'];
  /** Get or create a brand: sends {@link operations.getOrCreateBrandV3}. */
  getOrCreateBrand: EntityCallFormsV3<BrandTypes, GetOrCreateBrandV3Response>['getOrCreateByName'];
  /** Bulk create brands: sends {@link operations.bulkCreateBrandsV3}. */
  bulkCreateBrands: EntityCallFormsV3<BrandTypes>['bulkCreate'];
  /** Bulk update brands: sends {@link operations.bulkUpdateBrandsV3}. */
  bulkUpdateBrands: EntityCallFormsV3<BrandTypes>['bulkUpdate'];
  /** Bulk get or create brands: sends {@link operations.bulkGetOrCreateBrandsV3}. */
  bulkGetOrCreateBrands: EntityCallFormsV3<BrandTypes>['bulkGetOrCreateByName'];
  /** Bulk delete brands: sends {@link operations.bulkDeleteBrandsV3}. */
  bulkDeleteBrands: EntityCallFormsV3<BrandTypes>['bulkDelete'];
}

export function createBrandsV3(context: SiteContext): BrandsV3Module {
  const calls = entityCallsV3(context, {
    entity: 'brand',
    items: 'brands',
    id: 'brandId',
    query: 'queryBrandsV3',
  });
  return {
    createBrand: calls.create('createBrandV3'),
    getBrand: calls.get('getBrandV3'),
    deleteBrand: calls.delete('deleteBrandV3'),
    updateBrand: calls.update('updateBrandV3'),
    queryBrands: calls.query,
    countBrands: calls.count('countBrandsV3'),
    getOrCreateBrand: calls.getOrCreateByName('getOrCreateBrandV3', 'brandName'),
    bulkCreateBrands: calls.bulkCreate('bulkCreateBrandsV3'),
    bulkUpdateBrands: calls.bulkUpdate('bulkUpdateBrandsV3'),
    bulkGetOrCreateBrands: calls.bulkGetOrCreateByName('bulkGetOrCreateBrandsV3', 'brandNames'),
    bulkDeleteBrands: calls.bulkDelete('bulkDeleteBrandsV3', 'brandIds'),
  } as BrandsV3Module;
}
