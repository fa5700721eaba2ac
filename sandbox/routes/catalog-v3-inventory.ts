import type { FastifyInstance } from 'fastify';
import type { InventoryAdjustment, InventoryChangeReason, InventoryItem } from '../../generated/types.gen.js';
import type { Caller } from '../auth/caller.js';
import {
  countInventoryItemsV3,
  inventoryMatcher,
  queryInventoryItemsV3,
  searchInventoryItemsV3,
} from '../catalog-v3/inventory-queries.js';
import { findInventoryRowByVariant, inventoryItemToWire, type InventoryRow } from '../catalog-v3/inventory-rows.js';
import {
  adjustQuantityV3,
  createInventoryItemV3,
  deleteInventoryItemV3,
  inventoryRowByVariantOrFail,
  inventoryRowOrFail,
  updateInventoryItemV3,
} from '../catalog-v3/inventory-service.js';
import { startJob } from '../catalog-v3/jobs.js';
import { DEFAULT_LOCATION_ID } from '../catalog-v3/stable-id.js';
import { variantMatcher } from '../catalog-v3/variant-queries.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly, anyCaller } from './support/access.js';
import { bulkOfIds, bulkOfRows, idToUpdate } from './support/bulk.js';
import { type ContractBody, contract, type OperationName } from './support/contract.js';
import { dotRReads } from './support/dot-r-reads.js';
import { type Operations, operations } from './support/operation.js';

const ITEMS = '/stores/v3/inventory-items';
const BULK = '/stores/v3/bulk/inventory-items';
const ITEM = `${ITEMS}/:inventoryItemId`;

/** Inventory items V3: anyone with a token of the site reads them (a storefront caps quantities); the API key writes. */
export function registerInventoryV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const write = operations(app, adminOnly(context, 'Inventory calls'));
  const readOne = operations(app, anyCaller(context));

  write.post(ITEMS, contract('CreateInventoryItemV3'), ({ body }) => ({
    inventoryItem: createInventoryItemV3(context, body.inventoryItem),
  }));
  readOne.get(ITEM, contract('GetInventoryItemV3'), ({ params: { inventoryItemId }, query }) => {
    assertSameId(query.inventoryItemId, inventoryItemId);
    return { inventoryItem: inventoryItemToWire(inventoryRowOrFail(context, inventoryItemId)) };
  });
  write.patch(ITEM, contract('UpdateInventoryItemV3'), ({ params: { inventoryItemId }, body }) => {
    assertSameId(body.inventoryItem.id, inventoryItemId, 'inventoryItem.id');
    return {
      inventoryItem: updateInventoryItemV3(context, inventoryItemId, body.inventoryItem, 'inventoryItem', body.reason),
    };
  });
  write.delete(ITEM, contract('DeleteInventoryItemV3'), ({ params: { inventoryItemId }, query }) => {
    assertSameId(query.inventoryItemId, inventoryItemId);
    deleteInventoryItemV3(context, inventoryItemId);
    return {};
  });

  const read = dotRReads(app, context);
  read(`${ITEMS}/query`, 'QueryInventoryItemsV3', (body) => queryInventoryItemsV3(context, body.query));
  read(`${ITEMS}/search`, 'SearchInventoryItemsV3', (body) => searchInventoryItemsV3(context, body.search));
  read(`${ITEMS}/count`, 'CountInventoryItemsV3', (body) => countInventoryItemsV3(context, body));

  registerInventoryBulk(write, context);
  registerInventoryByFilter(write, context);
}

function registerInventoryBulk(write: Operations<Caller>, context: SandboxContext): void {
  const asIs = (item: InventoryItem) => item;
  write.post(`${BULK}/create`, contract('BulkCreateInventoryItemsV3'), ({ body }) =>
    bulkOfRows(
      context.db,
      body.inventoryItems,
      (item, i) => createInventoryItemV3(context, item, `inventoryItems[${i}]`),
      asIs,
      body.returnEntity,
    ),
  );
  write.post(`${BULK}/update`, contract('BulkUpdateInventoryItemsV3'), ({ body }) =>
    bulkOfRows(
      context.db,
      body.inventoryItems,
      ({ inventoryItem }, i) => {
        const path = `inventoryItems[${i}].inventoryItem`;
        return updateInventoryItemV3(context, idToUpdate(inventoryItem.id, path), inventoryItem, path, body.reason);
      },
      asIs,
      body.returnEntity,
    ),
  );
  write.post(`${BULK}/upsert`, contract('BulkUpsertInventoryItemsV3'), ({ body }) => {
    const keys = body.inventoryItems.map(
      ({ inventoryItem }) => `${inventoryItem.variantId}|${inventoryItem.locationId ?? DEFAULT_LOCATION_ID}`,
    );
    if (new Set(keys).size !== keys.length)
      throw fieldFailure('inventoryItems', 'names one variant and location twice', 'OTHER');
    const upsert = ({ inventoryItem }: (typeof body.inventoryItems)[number], i: number) => {
      const existing = inventoryItem.variantId
        ? findInventoryRowByVariant(
            context.db,
            inventoryItem.variantId,
            inventoryItem.locationId ?? DEFAULT_LOCATION_ID,
          )
        : undefined;
      return existing
        ? updateInventoryItemV3(context, existing.id, { ...inventoryItem, revision: String(existing.revision) })
        : createInventoryItemV3(context, inventoryItem, `inventoryItems[${i}].inventoryItem`);
    };
    return bulkOfRows(context.db, body.inventoryItems, upsert, asIs, body.returnEntity);
  });
  write.post(`${BULK}/delete`, contract('BulkDeleteInventoryItemsV3'), ({ body }) =>
    bulkOfIds(context.db, body.inventoryItemIds, (id) => deleteInventoryItemV3(context, id)),
  );

  /** Quantity changes, each of the item it names; a decrement may be allowed below zero, an increment need not be. */
  const adjusted = <Data>(
    data: Data[],
    rowOf: (data: Data) => InventoryRow,
    delta: (data: Data) => number,
    restrict: boolean,
    body: { reason?: InventoryChangeReason; returnEntity?: boolean },
  ) =>
    bulkOfRows(
      context.db,
      data,
      (one) => adjustQuantityV3(context, rowOf(one), delta(one), restrict, body.reason),
      asIs,
      body.returnEntity,
    );
  const byId = ({ inventoryItemId }: { inventoryItemId: string }) => inventoryRowOrFail(context, inventoryItemId);
  const byVariant = ({ variantId, locationId }: { variantId: string; locationId?: string }) =>
    inventoryRowByVariantOrFail(context, variantId, locationId);
  const down = ({ decrementBy }: { decrementBy: number }) => -decrementBy;
  const up = ({ incrementBy }: { incrementBy: number }) => incrementBy;

  write.post(`${BULK}/decrement`, contract('BulkDecrementInventoryItemsV3'), ({ body }) =>
    adjusted(body.decrementData, byId, down, body.restrictInventory ?? true, body),
  );
  write.post(`${BULK}/increment`, contract('BulkIncrementInventoryItemsV3'), ({ body }) =>
    adjusted(body.incrementData, byId, up, true, body),
  );
  write.post(
    `${BULK}/decrement-by-variant-and-location`,
    contract('BulkDecrementInventoryItemsByVariantAndLocationV3'),
    ({ body }) => adjusted(body.decrementData, byVariant, down, body.restrictInventory ?? true, body),
  );
  write.post(
    `${BULK}/increment-by-variant-and-location`,
    contract('BulkIncrementInventoryItemsByVariantAndLocationV3'),
    ({ body }) => adjusted(body.incrementData, byVariant, up, true, body),
  );
}

/** By-filter calls start a job over the items (or variants) matching the filter and answer its id. */
function registerInventoryByFilter(write: Operations<Caller>, context: SandboxContext): void {
  write.post(`${BULK}/create-by-variant-filter`, contract('BulkCreateInventoryItemsByVariantFilterV3'), ({ body }) => {
    const matching = variantMatcher(context, body.filter, body.search);
    return startJob(context, 'inventory-items/create-by-variant-filter', () => {
      const missing = matching().filter(
        ({ variantId }) => !findInventoryRowByVariant(context.db, variantId, body.locationId),
      );
      for (const { productId, variantId } of missing)
        createInventoryItemV3(context, {
          productId,
          variantId,
          locationId: body.locationId,
          quantity: body.inventoryCreationData?.quantity ?? 0,
        });
      return missing.length;
    });
  });

  const byFilter = <Name extends OperationName>(
    path: string,
    name: Name,
    apply: (body: ContractBody<Name>, row: InventoryRow) => void,
  ) =>
    write.post(`${BULK}/${path}`, contract(name), ({ body }) => {
      const { filter, search } = body as { filter: unknown; search?: Parameters<typeof inventoryMatcher>[2] };
      const matching = inventoryMatcher(context, filter, search);
      return startJob(context, `inventory-items/${path}`, () => {
        const rows = matching();
        rows.forEach((row) => apply(body, row));
        return rows.length;
      });
    });
  const setStock = (row: InventoryRow, changes: InventoryItem) =>
    updateInventoryItemV3(context, row.id, {
      ...changes,
      revision: String(inventoryRowOrFail(context, row.id).revision),
    });
  /** Stock never goes below zero here either (no `restrictInventory` to lift it): a job that would fails whole. */
  const adjust = (row: InventoryRow, change: InventoryAdjustment) =>
    row.track_quantity === 1 && adjustQuantityV3(context, row, change.incrementBy ?? -(change.decrementBy ?? 0));

  byFilter('update-by-filter', 'BulkUpdateInventoryItemsByFilterV3', (body, row) => setStock(row, body.inventoryItem));
  byFilter('delete-by-filter', 'BulkDeleteInventoryItemsByFilterV3', (_body, row) =>
    deleteInventoryItemV3(context, row.id),
  );
  byFilter('set-or-adjust-by-filter', 'BulkSetOrAdjustInventoryItemsByFilterV3', (body, row) =>
    adjust(row, body.adjustedInventoryAction),
  );
  byFilter('adjust-by-filter', 'BulkAdjustInventoryItemsByFilterV3', (body, row) => {
    if (body.trackQuantity && row.track_quantity !== 1) setStock(row, { quantity: 0 });
    adjust(inventoryRowOrFail(context, row.id), body.adjustment);
  });
}
