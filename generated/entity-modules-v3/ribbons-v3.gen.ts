// Derived by scripts/lib/entity-modules-v3.ts from the contract's `x-sitekit` (openapi/README.md): a named v3
// entity's module, each method built by the call form its `call` names (src/catalog-v3/entity-calls-v3.ts) for the
// operation it sends, typed from types.gen.ts (docs/decisions.md#34).
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
import type { CursorQueryBuilder } from '../../src/catalog-v3/cursor-query-builder.js';
import { entityCallsV3 } from '../../src/catalog-v3/entity-calls-v3.js';
import type { EntityCallFormsV3 } from '../../src/catalog-v3/entity-module-v3.js';
import type { SiteContext } from '../../src/core/site-context.js';
import type { WithImageStrings } from '../../src/images/image-input.js';

/**
 * Ribbon fields `queryRibbons` filters and sorts on (`x-sitekit.queryFields` of `queryRibbonsV3`); other names still
 * pass, for fields the contract does not list yet.
 */
export type RibbonQueryField = 'id' | 'name' | 'createdDate' | 'updatedDate' | (string & {});

/** The wire types of `ribbon`, from the contract's operations. */
type RibbonTypes = {
  entity: NonNullable<GetRibbonV3Response['ribbon']>;
  created: WithImageStrings<CreateRibbonV3Data['body']['ribbon']>;
  changed: WithImageStrings<UpdateRibbonV3Data['body']['ribbon'] & object>;
  bulkUpdate: WithImageStrings<BulkUpdateRibbonsV3Data['body']['ribbons'][number]> & { fieldMask?: string };
  requestedField: NonNullable<UpdateRibbonV3Data['body']['fields']>[number];
  queryField: RibbonQueryField;
  queryResponse: QueryRibbonsV3Response;
  bulkResponse: BulkCreateRibbonsV3Response;
};

export type RibbonsV3QueryBuilder = CursorQueryBuilder<RibbonQueryField, RibbonTypes['entity']>;

/**
 * `site.ribbonsV3`, under the official method names and argument order: v3 catalog ribbons, the labels shown on product
 * cards. The query is a POST only. The requested field is the singular `ASSIGNED_PRODUCT_COUNT` (answered as
 * `assignedProductCount`), unlike the other entities.
 */
export interface RibbonsV3Module {
  /** Create a ribbon: sends {@link operations.createRibbonV3}. */
  createRibbon: EntityCallFormsV3<RibbonTypes>['create'];
  /** Get a ribbon: sends {@link operations.getRibbonV3}. */
  getRibbon: EntityCallFormsV3<RibbonTypes>['get'];
  /** Delete a ribbon: sends {@link operations.deleteRibbonV3}. */
  deleteRibbon: EntityCallFormsV3<RibbonTypes>['delete'];
  /** Update a ribbon: sends {@link operations.updateRibbonV3}. */
  updateRibbon: EntityCallFormsV3<RibbonTypes>['update'];
  /** Query ribbons: sends {@link operations.queryRibbonsV3}. */
  queryRibbons: EntityCallFormsV3<RibbonTypes>['query'];
  /** Count ribbons: sends {@link operations.countRibbonsV3}. */
  countRibbons: EntityCallFormsV3<RibbonTypes>['count'];
  /** Get or create a ribbon: sends {@link operations.getOrCreateRibbonV3}. */
  getOrCreateRibbon: EntityCallFormsV3<RibbonTypes, GetOrCreateRibbonV3Response>['getOrCreateByName'];
  /** Bulk create ribbons: sends {@link operations.bulkCreateRibbonsV3}. */
  bulkCreateRibbons: EntityCallFormsV3<RibbonTypes>['bulkCreate'];
  /** Bulk update ribbons: sends {@link operations.bulkUpdateRibbonsV3}. */
  bulkUpdateRibbons: EntityCallFormsV3<RibbonTypes>['bulkUpdate'];
  /** Bulk get or create ribbons: sends {@link operations.bulkGetOrCreateRibbonsV3}. */
  bulkGetOrCreateRibbons: EntityCallFormsV3<RibbonTypes>['bulkGetOrCreateByName'];
  /** Bulk delete ribbons: sends {@link operations.bulkDeleteRibbonsV3}. */
  bulkDeleteRibbons: EntityCallFormsV3<RibbonTypes>['bulkDelete'];
}

export function createRibbonsV3(context: SiteContext): RibbonsV3Module {
  const calls = entityCallsV3(context, {
    entity: 'ribbon',
    items: 'ribbons',
    id: 'ribbonId',
    query: 'queryRibbonsV3',
  });
  return {
    createRibbon: calls.create('createRibbonV3'),
    getRibbon: calls.get('getRibbonV3'),
    deleteRibbon: calls.delete('deleteRibbonV3'),
    updateRibbon: calls.update('updateRibbonV3'),
    queryRibbons: calls.query,
    countRibbons: calls.count('countRibbonsV3'),
    getOrCreateRibbon: calls.getOrCreateByName('getOrCreateRibbonV3', 'ribbonName'),
    bulkCreateRibbons: calls.bulkCreate('bulkCreateRibbonsV3'),
    bulkUpdateRibbons: calls.bulkUpdate('bulkUpdateRibbonsV3'),
    bulkGetOrCreateRibbons: calls.bulkGetOrCreateByName('bulkGetOrCreateRibbonsV3', 'ribbonNames'),
    bulkDeleteRibbons: calls.bulkDelete('bulkDeleteRibbonsV3', 'ribbonIds'),
  } as RibbonsV3Module;
}
