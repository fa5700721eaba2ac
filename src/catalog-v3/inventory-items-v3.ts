import {
  inventoryItemsV3DeclaredReadSpecs,
  type InventoryItemsV3DeclaredReads,
} from '../../generated/declared-reads.gen.js';
import { inventoryItemsV3Operations } from '../../generated/operation-names.gen.js';
import type {
  BulkAdjustInventoryItemsByFilterV3Data,
  BulkCreateInventoryItemsByVariantFilterV3Data,
  BulkDecrementInventoryItemsV3Data,
  BulkUpdateInventoryItemsV3Data,
  BulkUpsertInventoryItemsV3Data,
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
  JobResponse,
  QueryFilter,
  QueryInventoryItemsV3Response,
  SearchInventoryItemsV3Response,
  UpdateInventoryItemV3Data,
} from '../../generated/types.gen.js';
import { withIdLast } from '../http/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';
import { bodyCallsFor } from './body-call.js';
import { cursorReads } from './cursor-reads.js';
import type { SearchOption } from './products-v3.js';
import type { InventoryItemsQueryBuilder, InventoryItemsSearchBuilder } from './query-builders-v3.js';
import { withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { entityConflictGuard } from './revision-conflict.js';

export interface ReturnEntityOption {
  /** Answer each inventory item in its result's `item`. */
  returnEntity?: boolean;
}

export interface ReasonOption {
  /** Why the stock changed (`ORDER`, `MANUAL`, `REVERT_INVENTORY_CHANGE`), for the change event. */
  reason?: InventoryReason;
}

export type NewInventoryItem = CreateInventoryItemV3Data['body']['inventoryItem'];
export type InventoryItemUpdate = UpdateInventoryItemV3Data['body']['inventoryItem'];
type WireInventoryUpdate = BulkUpdateInventoryItemsV3Data['body']['inventoryItems'][number];
type WireInventoryUpsert = BulkUpsertInventoryItemsV3Data['body']['inventoryItems'][number];
export type InventoryItemUpdateElement = MaskedUpdate<WireInventoryUpdate>;
export type InventoryItemUpsertElement = MaskedUpdate<WireInventoryUpsert>;

/** Options of a decrement: `restrictInventory` (default true) refuses an item going below zero. */
export type DecrementOptions = Omit<BulkDecrementInventoryItemsV3Data['body'], 'decrementData'>;
export type IncrementOptions = ReturnEntityOption & ReasonOption;
export type InventoryItemsCount = CountInventoryItemsV3ByPostData['body'];
export type AdjustByFilterOptions = Omit<BulkAdjustInventoryItemsByFilterV3Data['body'], 'filter'>;
export type CreateByVariantFilterOptions = Omit<BulkCreateInventoryItemsByVariantFilterV3Data['body'], 'filter'>;

/**
 * `site.inventoryItemsV3`: the stock of each variant at each location in catalog v3, with the official client's
 * names and argument order (writes need an API key). Single-item calls answer the item itself; bulk calls answer
 * per-item results and resolve even when some items failed (`INSUFFICIENT_INVENTORY` for one decrement fails that
 * item only); by-filter calls answer `{jobId}`. A stale `revision` on `updateInventoryItem` fails with a
 * `SiteRevisionConflictError`.
 */
export interface InventoryItemsV3Module extends InventoryItemsV3DeclaredReads<CallOptions> {
  createInventoryItem(inventoryItem: NewInventoryItem, call?: CallOptions): Promise<InventoryItem>;
  bulkCreateInventoryItems(
    inventoryItems: NewInventoryItem[],
    options?: ReturnEntityOption,
    call?: CallOptions,
  ): Promise<InventoryBulkResults>;
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
  ): Promise<JobResponse>;
  deleteInventoryItem(inventoryItemId: string, call?: CallOptions): Promise<void>;
  bulkDeleteInventoryItems(inventoryItemIds: string[], call?: CallOptions): Promise<InventoryBulkResults>;
  bulkDeleteInventoryItemsByFilter(
    filter: QueryFilter,
    options?: SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
  queryInventoryItems(): InventoryItemsQueryBuilder;
  queryInventoryItems(query: CursorQueryV3, call?: CallOptions): Promise<QueryInventoryItemsV3Response>;
  searchInventoryItems(): InventoryItemsSearchBuilder;
  searchInventoryItems(search: CursorSearchV3, call?: CallOptions): Promise<SearchInventoryItemsV3Response>;
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
  ): Promise<JobResponse>;
  bulkAdjustInventoryItemsByFilter(
    filter: QueryFilter,
    options: AdjustByFilterOptions,
    call?: CallOptions,
  ): Promise<JobResponse>;
  bulkCreateInventoryItemsByVariantFilter(
    filter: QueryFilter,
    options: CreateByVariantFilterOptions,
    call?: CallOptions,
  ): Promise<JobResponse>;
}

export function createInventoryItemsV3(context: SiteContext): InventoryItemsV3Module {
  const reads = cursorReads<InventoryItem>(context, {
    query: inventoryItemsV3Operations.queryInventoryItems,
    search: inventoryItemsV3Operations.searchInventoryItems,
  });

  const send = callerFor(context);
  const guarded = entityConflictGuard('inventoryItem');
  const sendVoid = voidCallerFor(context);
  const inBody = bodyCallsFor(context);

  return {
    ...(declaredReadMethods(context, inventoryItemsV3DeclaredReadSpecs) as InventoryItemsV3DeclaredReads<CallOptions>),
    createInventoryItem: async (inventoryItem, call) =>
      (await send(inventoryItemsV3Operations.createInventoryItem, { body: { inventoryItem } }, call))
        .inventoryItem as InventoryItem,
    bulkCreateInventoryItems: inBody(inventoryItemsV3Operations.bulkCreateInventoryItems, 'inventoryItems'),
    updateInventoryItem: (inventoryItemId, inventoryItem, options = {}, call) =>
      guarded(inventoryItemId, async () => {
        const body = { inventoryItem: withIdLast(inventoryItem, inventoryItemId), ...options };
        return (await send(inventoryItemsV3Operations.updateInventoryItem, { path: { inventoryItemId }, body }, call))
          .inventoryItem as InventoryItem;
      }),
    bulkUpdateInventoryItems: inBody(
      inventoryItemsV3Operations.bulkUpdateInventoryItems,
      'inventoryItems',
      withJoinedMasks<WireInventoryUpdate>,
    ),
    bulkUpsertInventoryItems: inBody(
      inventoryItemsV3Operations.bulkUpsertInventoryItems,
      'inventoryItems',
      withJoinedMasks<WireInventoryUpsert>,
    ),
    bulkUpdateInventoryItemsByFilter: inBody(inventoryItemsV3Operations.bulkUpdateInventoryItemsByFilter, 'filter'),
    deleteInventoryItem: (inventoryItemId, call) =>
      sendVoid(
        inventoryItemsV3Operations.deleteInventoryItem,
        { path: { inventoryItemId }, query: { inventoryItemId } },
        call,
      ),
    bulkDeleteInventoryItems: (inventoryItemIds, call) =>
      send(inventoryItemsV3Operations.bulkDeleteInventoryItems, { body: { inventoryItemIds } }, call),
    bulkDeleteInventoryItemsByFilter: inBody(inventoryItemsV3Operations.bulkDeleteInventoryItemsByFilter, 'filter'),
    queryInventoryItems: ((...args: unknown[]) =>
      reads.builderOrBareRead('query', args)) as InventoryItemsV3Module['queryInventoryItems'],
    searchInventoryItems: ((...args: unknown[]) =>
      reads.builderOrBareRead('search', args)) as InventoryItemsV3Module['searchInventoryItems'],
    bulkDecrementInventoryItems: inBody(inventoryItemsV3Operations.bulkDecrementInventoryItems, 'decrementData'),
    bulkIncrementInventoryItems: inBody(inventoryItemsV3Operations.bulkIncrementInventoryItems, 'incrementData'),
    bulkDecrementInventoryItemsByVariantAndLocation: inBody(
      inventoryItemsV3Operations.bulkDecrementInventoryItemsByVariantAndLocation,
      'decrementData',
    ),
    bulkIncrementInventoryItemsByVariantAndLocation: inBody(
      inventoryItemsV3Operations.bulkIncrementInventoryItemsByVariantAndLocation,
      'incrementData',
    ),
    bulkSetOrAdjustInventoryItemsByFilter: inBody(
      inventoryItemsV3Operations.bulkSetOrAdjustInventoryItemsByFilter,
      'filter',
    ),
    bulkAdjustInventoryItemsByFilter: inBody(inventoryItemsV3Operations.bulkAdjustInventoryItemsByFilter, 'filter'),
    bulkCreateInventoryItemsByVariantFilter: inBody(
      inventoryItemsV3Operations.bulkCreateInventoryItemsByVariantFilter,
      'filter',
    ),
  };
}
