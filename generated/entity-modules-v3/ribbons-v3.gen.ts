// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module as data, each method the call form its `call` names and the operation it sends, and the entity's
// wire types from types.gen.ts; src/catalog-v3/entity-modules-v3.ts builds and types the module from them
// (docs/decisions.md#34).
import type {
  BulkCreateRibbonsV3Response,
  BulkUpdateRibbonsV3Data,
  CreateRibbonV3Data,
  GetOrCreateRibbonV3Response,
  GetRibbonV3Response,
  QueryRibbonsV3Response,
  UpdateRibbonV3Data,
} from '../types.gen.js';
// The operation rows, for the methods' links to the operation each sends.
import type * as operations from '../operations.gen.js';

/**
 * Ribbon fields `queryRibbons` filters and sorts on (`x-sitekit.queryFields` of `queryRibbonsV3`); other names still
 * pass, for fields the contract does not list yet.
 */
export type RibbonQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `ribbon`, from the contract's operations. */
export interface RibbonV3Types {
  entity: NonNullable<GetRibbonV3Response['ribbon']>;
  created: CreateRibbonV3Data['body']['ribbon'];
  changed: UpdateRibbonV3Data['body']['ribbon'] & object;
  bulkUpdate: BulkUpdateRibbonsV3Data['body']['ribbons'][number];
  requestedField: NonNullable<UpdateRibbonV3Data['body']['fields']>[number];
  queryField: RibbonQueryField;
  queryResponse: QueryRibbonsV3Response;
  bulkResponse: BulkCreateRibbonsV3Response;
  /** What the methods typed by their own operation answer (`call: getOrCreateByName`, `call: body`). */
  answers: {
    getOrCreateRibbon: GetOrCreateRibbonV3Response;
  };
}

/**
 * `site.ribbonsV3`, under the official method names and argument order: v3 catalog ribbons, the labels shown on product
 * cards. The query is a POST only. The requested field is the singular `ASSIGNED_PRODUCT_COUNT` (answered as
 * `assignedProductCount`), unlike the other entities.
 */
export const ribbonsV3Spec = {
  wire: { entity: 'ribbon', items: 'ribbons', id: 'ribbonId' },
  methods: {
    /** Create a ribbon: sends {@link operations.createRibbonV3}. */
    createRibbon: { call: 'create', operation: 'createRibbonV3' },
    /** Get a ribbon: sends {@link operations.getRibbonV3}. */
    getRibbon: { call: 'get', operation: 'getRibbonV3' },
    /** Delete a ribbon: sends {@link operations.deleteRibbonV3}. */
    deleteRibbon: { call: 'delete', operation: 'deleteRibbonV3' },
    /** Update a ribbon: sends {@link operations.updateRibbonV3}. */
    updateRibbon: { call: 'update', operation: 'updateRibbonV3' },
    /** Query ribbons: sends {@link operations.queryRibbonsV3}. */
    queryRibbons: { call: 'query', operation: 'queryRibbonsV3' },
    /** Count ribbons: sends {@link operations.countRibbonsV3}. */
    countRibbons: { call: 'count', operation: 'countRibbonsV3' },
    /** Get or create a ribbon: sends {@link operations.getOrCreateRibbonV3}. */
    getOrCreateRibbon: { call: 'getOrCreateByName', operation: 'getOrCreateRibbonV3', argument: 'ribbonName' },
    /** Bulk create ribbons: sends {@link operations.bulkCreateRibbonsV3}. */
    bulkCreateRibbons: { call: 'bulkCreate', operation: 'bulkCreateRibbonsV3' },
    /** Bulk update ribbons: sends {@link operations.bulkUpdateRibbonsV3}. */
    bulkUpdateRibbons: { call: 'bulkUpdate', operation: 'bulkUpdateRibbonsV3' },
    /** Bulk get or create ribbons: sends {@link operations.bulkGetOrCreateRibbonsV3}. */
    bulkGetOrCreateRibbons: { call: 'bulkGetOrCreateByName', operation: 'bulkGetOrCreateRibbonsV3', argument: 'ribbonNames' },
    /** Bulk delete ribbons: sends {@link operations.bulkDeleteRibbonsV3}. */
    bulkDeleteRibbons: { call: 'bulkDelete', operation: 'bulkDeleteRibbonsV3', argument: 'ribbonIds' },
  },
} as const;
