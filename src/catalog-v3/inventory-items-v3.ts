import type {
  BulkAdjustInventoryItemsByFilterV3Data,
  BulkCreateInventoryItemsByVariantFilterV3Data,
  BulkDecrementInventoryItemsV3Data,
  BulkUpdateInventoryItemsV3Data,
  BulkUpsertInventoryItemsV3Data,
  CountAnswer,
  CountInventoryItemsV3ByPostData,
  CreateInventoryItemV3Data,
  CursorQueryV3,
  CursorSearchV3,
  DecrementByVariantV3,
  DecrementDataV3,
  IncrementByVariantV3,
  IncrementDataV3,
  InventoryAdjustment,
  InventoryBulkResults,
  InventoryItem,
  InventoryItemWritable,
  InventoryReason,
  JobAnswer,
  QueryFilter,
  QueryInventoryItemsV3Response,
  SearchInventoryItemsV3Response,
  UpdateInventoryItemV3Data,
} from '../../generated/types.gen.js';
import { withIdLast } from '../catalog/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';
import type { CursorQueryBuilder, CursorSearchBuilder } from './cursor-query-builder.js';
import { cursorReads } from './cursor-reads.js';
import { sendRead } from './cursor-request.js';
import type { SearchOption } from './products-v3.js';
import { withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { withRevisionConflicts } from './revision-conflict.js';

/** Inventory item fields the v3 query and search commonly use; any other dotted path is accepted too. */
export type InventoryItemQueryField =
  | 'id'
  | 'productId'
  | 'variantId'
  | 'locationId'
  | 'quantity'
  | 'inStock'
  | 'trackQuantity'
  | 'availabilityStatus'
  | 'createdDate'
  | 'updatedDate'
  | 'product.name'
  | 'product.variantName'
  | 'product.variantSku'
  | (string & {});

export type NewInventoryItem = CreateInventoryItemV3Data['body']['inventoryItem'];
export type InventoryItemUpdate = UpdateInventoryItemV3Data['body']['inventoryItem'];
type WireInventoryUpdate = BulkUpdateInventoryItemsV3Data['body']['inventoryItems'][number];
type WireInventoryUpsert = BulkUpsertInventoryItemsV3Data['body']['inventoryItems'][number];
export type InventoryItemUpdateElement = MaskedUpdate<WireInventoryUpdate>;
export type InventoryItemUpsertElement = MaskedUpdate<WireInventoryUpsert>;
export type InventoryItemsQueryBuilder = CursorQueryBuilder<InventoryItemQueryField, InventoryItem>;
export type InventoryItemsSearchBuilder = CursorSearchBuilder<InventoryItemQueryField, InventoryItem>;

export interface ReturnEntityOption {
  /** Answer each inventory item in its result's `item`. */
  returnEntity?: boolean;
}

export interface ReasonOption {
  /** Why the stock changed (`ORDER`, `MANUAL`, `REVERT_INVENTORY_CHANGE`), for the change event. */
  reason?: InventoryReason;
}

/** Options of a decrement: `restrictInventory` (default true) refuses an item going below zero. */
export type DecrementOptions = Omit<BulkDecrementInventoryItemsV3Data['body'], 'decrementData'>;
export type IncrementOptions = ReturnEntityOption & ReasonOption;
export type InventoryItemsCount = CountInventoryItemsV3ByPostData['body'];
export type AdjustByFilterOptions = Omit<BulkAdjustInventoryItemsByFilterV3Data['body'], 'filter'>;
export type CreateByVariantFilterOptions = Omit<BulkCreateInventoryItemsByVariantFilterV3Data['body'], 'filter'>;

/**
 * `site.inventoryItemsV3`: the stock of each variant at each location in catalogue v3, with the official client's
 * names and argument order (writes need an API key). Single-item calls answer the item itself; bulk calls answer
 * per-item results and resolve even when some items failed (`INSUFFICIENT_INVENTORY` for one decrement fails that
 * item only); by-filter calls answer `{jobId}`. A stale `revision` on `updateInventoryItem` fails with a
 * `SiteRevisionConflictError`.
 */
export interface InventoryItemsV3Module {
  createInventoryItem(inventoryItem: NewInventoryItem, call?: CallOptions): Promise<InventoryItem>;
  bulkCreateInventoryItems(
    inventoryItems: NewInventoryItem[],
    options?: ReturnEntityOption,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  getInventoryItem(inventoryItemId: string, call?: CallOptions): Promise<InventoryItem>;
  updateInventoryItem(
    inventoryItemId: string,
    inventoryItem: InventoryItemUpdate,
    options?: ReasonOption,
    call?: CallOptions,
  ): Promise<InventoryItem>;
  bulkUpdateInventoryItems(
    inventoryItems: InventoryItemUpdateElement[],
    options?: ReturnEntityOption & ReasonOption,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  /** Creates or updates by variant and location. */
  bulkUpsertInventoryItems(
    inventoryItems: InventoryItemUpsertElement[],
    options?: ReturnEntityOption,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  bulkUpdateInventoryItemsByFilter(
    filter: QueryFilter,
    options: { inventoryItem: InventoryItemWritable } & SearchOption,
    call?: CallOptions,
  ): Promise<JobAnswer>;
  deleteInventoryItem(inventoryItemId: string, call?: CallOptions): Promise<void>;
  bulkDeleteInventoryItems(inventoryItemIds: string[], call?: CallOptions): Promise<InventoryBulkResults>;
  bulkDeleteInventoryItemsByFilter(filter: QueryFilter, options?: SearchOption, call?: CallOptions): Promise<JobAnswer>;
  queryInventoryItems(): InventoryItemsQueryBuilder;
  queryInventoryItems(query: CursorQueryV3, call?: CallOptions): Promise<QueryInventoryItemsV3Response>;
  searchInventoryItems(): InventoryItemsSearchBuilder;
  searchInventoryItems(search: CursorSearchV3, call?: CallOptions): Promise<SearchInventoryItemsV3Response>;
  countInventoryItems(options?: InventoryItemsCount, call?: CallOptions): Promise<CountAnswer>;
  bulkDecrementInventoryItems(
    decrementData: DecrementDataV3[],
    options?: DecrementOptions,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  bulkIncrementInventoryItems(
    incrementData: IncrementDataV3[],
    options?: IncrementOptions,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  bulkDecrementInventoryItemsByVariantAndLocation(
    decrementData: DecrementByVariantV3[],
    options?: DecrementOptions,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  bulkIncrementInventoryItemsByVariantAndLocation(
    incrementData: IncrementByVariantV3[],
    options?: IncrementOptions,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
  bulkSetOrAdjustInventoryItemsByFilter(
    filter: QueryFilter,
    options: { adjustedInventoryAction: InventoryAdjustment } & SearchOption,
    call?: CallOptions,
  ): Promise<JobAnswer>;
  bulkAdjustInventoryItemsByFilter(
    filter: QueryFilter,
    options: AdjustByFilterOptions,
    call?: CallOptions,
  ): Promise<JobAnswer>;
  bulkCreateInventoryItemsByVariantFilter(
    filter: QueryFilter,
    options: CreateByVariantFilterOptions,
    call?: CallOptions,
  ): Promise<JobAnswer>;
}

export function createInventoryItemsV3(context: SiteContext): InventoryItemsV3Module {
  const send = callerFor(context);
  const reads = cursorReads<'inventoryItems', InventoryItem>(context, {
    query: { get: 'queryInventoryItemsV3', post: 'queryInventoryItemsV3ByPost' },
    search: { get: 'searchInventoryItemsV3', post: 'searchInventoryItemsV3ByPost' },
    itemsKey: 'inventoryItems',
  });

  function queryInventoryItems(): InventoryItemsQueryBuilder;
  function queryInventoryItems(query: CursorQueryV3, call?: CallOptions): Promise<QueryInventoryItemsV3Response>;
  function queryInventoryItems(
    ...args: [] | [CursorQueryV3, CallOptions?]
  ): InventoryItemsQueryBuilder | Promise<QueryInventoryItemsV3Response> {
    if (args.length === 0) return reads.queryBuilder({});
    return reads.query({ query: args[0] }, args[1]);
  }

  function searchInventoryItems(): InventoryItemsSearchBuilder;
  function searchInventoryItems(search: CursorSearchV3, call?: CallOptions): Promise<SearchInventoryItemsV3Response>;
  function searchInventoryItems(
    ...args: [] | [CursorSearchV3, CallOptions?]
  ): InventoryItemsSearchBuilder | Promise<SearchInventoryItemsV3Response> {
    if (args.length === 0) return reads.searchBuilder({});
    return reads.search({ search: args[0] }, args[1]);
  }

  return {
    createInventoryItem: async (inventoryItem, call) =>
      (await send('createInventoryItemV3', { body: { inventoryItem } }, call)).inventoryItem as InventoryItem,
    bulkCreateInventoryItems: (inventoryItems, options = {}, call) =>
      send('bulkCreateInventoryItemsV3', { body: { inventoryItems, ...options } }, call),
    getInventoryItem: async (inventoryItemId, call) =>
      (await send('getInventoryItemV3', { path: { inventoryItemId }, query: { inventoryItemId } }, call))
        .inventoryItem as InventoryItem,
    updateInventoryItem: (inventoryItemId, inventoryItem, options = {}, call) =>
      withRevisionConflicts({ entity: 'inventoryItem', entityId: inventoryItemId }, async () => {
        const body = { inventoryItem: withIdLast(inventoryItem, inventoryItemId), ...options };
        return (await send('updateInventoryItemV3', { path: { inventoryItemId }, body }, call))
          .inventoryItem as InventoryItem;
      }),
    bulkUpdateInventoryItems: (inventoryItems, options = {}, call) =>
      send(
        'bulkUpdateInventoryItemsV3',
        { body: { inventoryItems: withJoinedMasks<WireInventoryUpdate>(inventoryItems), ...options } },
        call,
      ),
    bulkUpsertInventoryItems: (inventoryItems, options = {}, call) =>
      send(
        'bulkUpsertInventoryItemsV3',
        { body: { inventoryItems: withJoinedMasks<WireInventoryUpsert>(inventoryItems), ...options } },
        call,
      ),
    bulkUpdateInventoryItemsByFilter: (filter, options, call) =>
      send('bulkUpdateInventoryItemsByFilterV3', { body: { filter, ...options } }, call),
    deleteInventoryItem: async (inventoryItemId, call) => {
      await send('deleteInventoryItemV3', { path: { inventoryItemId }, query: { inventoryItemId } }, call);
    },
    bulkDeleteInventoryItems: (inventoryItemIds, call) =>
      send('bulkDeleteInventoryItemsV3', { body: { inventoryItemIds } }, call),
    bulkDeleteInventoryItemsByFilter: (filter, options = {}, call) =>
      send('bulkDeleteInventoryItemsByFilterV3', { body: { filter, ...options } }, call),
    queryInventoryItems,
    searchInventoryItems,
    countInventoryItems: (options = {}, call) =>
      sendRead(context, { get: 'countInventoryItemsV3', post: 'countInventoryItemsV3ByPost' }, options, call),
    bulkDecrementInventoryItems: (decrementData, options = {}, call) =>
      send('bulkDecrementInventoryItemsV3', { body: { decrementData, ...options } }, call),
    bulkIncrementInventoryItems: (incrementData, options = {}, call) =>
      send('bulkIncrementInventoryItemsV3', { body: { incrementData, ...options } }, call),
    bulkDecrementInventoryItemsByVariantAndLocation: (decrementData, options = {}, call) =>
      send('bulkDecrementInventoryItemsByVariantAndLocationV3', { body: { decrementData, ...options } }, call),
    bulkIncrementInventoryItemsByVariantAndLocation: (incrementData, options = {}, call) =>
      send('bulkIncrementInventoryItemsByVariantAndLocationV3', { body: { incrementData, ...options } }, call),
    bulkSetOrAdjustInventoryItemsByFilter: (filter, options, call) =>
      send('bulkSetOrAdjustInventoryItemsByFilterV3', { body: { filter, ...options } }, call),
    bulkAdjustInventoryItemsByFilter: (filter, options, call) =>
      send('bulkAdjustInventoryItemsByFilterV3', { body: { filter, ...options } }, call),
    bulkCreateInventoryItemsByVariantFilter: (filter, options, call) =>
      send('bulkCreateInventoryItemsByVariantFilterV3', { body: { filter, ...options } }, call),
  };
}
