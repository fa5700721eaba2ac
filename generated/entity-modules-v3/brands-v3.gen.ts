// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module as data, each method the call form its `call` names and the operation it sends, and the entity's
// wire types from types.gen.ts; src/catalog-v3/entity-modules-v3.ts builds and types the module from them
// (docs/decisions.md#34).
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

/**
 * Brand fields `queryBrands` filters and sorts on (`x-sitekit.queryFields` of `queryBrandsV3`); other names still pass,
 * for fields the contract does not list yet.
 */
export type BrandQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `brand`, from the contract's operations. */
export interface BrandV3Types {
  entity: NonNullable<GetBrandV3Response['brand']>;
  created: CreateBrandV3Data['body']['brand'];
  changed: UpdateBrandV3Data['body']['brand'] & object;
  bulkUpdate: BulkUpdateBrandsV3Data['body']['brands'][number];
  requestedField: NonNullable<UpdateBrandV3Data['body']['fields']>[number];
  queryField: BrandQueryField;
  queryResponse: QueryBrandsV3Response;
  bulkResponse: BulkCreateBrandsV3Response;
  /** What the methods typed by their own operation answer (`call: getOrCreateByName`, `call: body`). */
  answers: {
    getOrCreateBrand: GetOrCreateBrandV3Response;
  };
}

/**
 * `site.brandsV3`, under the official method names and argument order: v3 catalog brands, which products are assigned
 * to. `getOrCreateBrand` answers `{brand}`; `fields: ['ASSIGNED_PRODUCTS_COUNT']` adds how many products show the
 * brand.
 */
export const brandsV3Spec = {
  wire: { entity: 'brand', items: 'brands', id: 'brandId' },
  methods: {
    /** Create a brand: sends {@link operations.createBrandV3}. */
    createBrand: { call: 'create', operation: 'createBrandV3' },
    /** Get a brand: sends {@link operations.getBrandV3}. */
    getBrand: { call: 'get', operation: 'getBrandV3' },
    /** Delete a brand: sends {@link operations.deleteBrandV3}. */
    deleteBrand: { call: 'delete', operation: 'deleteBrandV3' },
    /** Update a brand: sends {@link operations.updateBrandV3}. */
    updateBrand: { call: 'update', operation: 'updateBrandV3' },
    /** Query brands: sends {@link operations.queryBrandsV3}. */
    queryBrands: { call: 'query', operation: 'queryBrandsV3' },
    /** Count brands: sends {@link operations.countBrandsV3}. */
    countBrands: { call: 'count', operation: 'countBrandsV3' },
    /** Get or create a brand: sends {@link operations.getOrCreateBrandV3}. */
    getOrCreateBrand: { call: 'getOrCreateByName', operation: 'getOrCreateBrandV3', argument: 'brandName' },
    /** Bulk create brands: sends {@link operations.bulkCreateBrandsV3}. */
    bulkCreateBrands: { call: 'bulkCreate', operation: 'bulkCreateBrandsV3' },
    /** Bulk update brands: sends {@link operations.bulkUpdateBrandsV3}. */
    bulkUpdateBrands: { call: 'bulkUpdate', operation: 'bulkUpdateBrandsV3' },
    /** Bulk get or create brands: sends {@link operations.bulkGetOrCreateBrandsV3}. */
    bulkGetOrCreateBrands: { call: 'bulkGetOrCreateByName', operation: 'bulkGetOrCreateBrandsV3', argument: 'brandNames' },
    /** Bulk delete brands: sends {@link operations.bulkDeleteBrandsV3}. */
    bulkDeleteBrands: { call: 'bulkDelete', operation: 'bulkDeleteBrandsV3', argument: 'brandIds' },
  },
} as const;
