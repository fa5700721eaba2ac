import type { InventoryAdjustment, InventoryChangeReason, InventoryItem } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import {
  countInventoryItemsV3,
  inventoryMatcher,
  queryInventoryItemsV3,
  searchInventoryItemsV3,
} from './inventory-queries.js';
import { findInventoryRowByVariant, inventoryItemToWire, type InventoryRow } from './inventory-rows.js';
import {
  adjustQuantityV3,
  createInventoryItemV3,
  deleteInventoryItemV3,
  inventoryRowByVariantOrFail,
  inventoryRowOrFail,
  updateInventoryItemV3,
} from './inventory-service.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';
import { variantMatcher } from '../read-only-variants-v3/read-only-variants-v3-queries.js';
import type { SandboxContext } from '../kernel/context.js';
import { fieldFailure } from '../kernel/errors.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { bulkOfIds, bulkOfRows, idToUpdate } from '../kernel/entities-v3/bulk-writes.js';
import { byFilterJob } from '../kernel/entities-v3/by-filter-job.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { type BodyOf, type Handlers, type OperationId, behind } from '../kernel/http/serve.js';

/** Inventory items V3: anyone with a token of the site reads them (a storefront caps quantities); the API key writes. */
export const routes: ModuleRoutes<'inventoryItemsV3'> = (context) => ({
  ...behind(anyCaller(context), {
    getInventoryItemV3: ({ params: { inventoryItemId }, query }) => {
      assertSameId(query.inventoryItemId, inventoryItemId);
      return { inventoryItem: inventoryItemToWire(inventoryRowOrFail(context, inventoryItemId)) };
    },
    queryInventoryItemsV3: ({ body }) => queryInventoryItemsV3(context, body.query),
    searchInventoryItemsV3: ({ body }) => searchInventoryItemsV3(context, body.search),
    countInventoryItemsV3: ({ body }) => countInventoryItemsV3(context, body),
  }),

  ...behind(adminOnly(context, 'Inventory calls'), {
    createInventoryItemV3: ({ body }) => ({
      inventoryItem: createInventoryItemV3(context, body.inventoryItem),
    }),
    updateInventoryItemV3: ({ params: { inventoryItemId }, body }) => {
      assertSameId(body.inventoryItem.id, inventoryItemId, 'inventoryItem.id');
      return {
        inventoryItem: updateInventoryItemV3(
          context,
          inventoryItemId,
          body.inventoryItem,
          'inventoryItem',
          body.reason,
        ),
      };
    },
    deleteInventoryItemV3: ({ params: { inventoryItemId }, query }) => {
      assertSameId(query.inventoryItemId, inventoryItemId);
      deleteInventoryItemV3(context, inventoryItemId);
      return {};
    },
    ...inventoryBulk(context),
    ...inventoryByFilter(context),
  }),
});

function inventoryBulk(context: SandboxContext) {
  const asIs = (item: InventoryItem) => item;

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

  return {
    bulkCreateInventoryItemsV3: ({ body }) =>
      bulkOfRows(
        context.db,
        body.inventoryItems,
        (item, i) => createInventoryItemV3(context, item, `inventoryItems[${i}]`),
        asIs,
        body.returnEntity,
      ),
    bulkUpdateInventoryItemsV3: ({ body }) =>
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
    bulkUpsertInventoryItemsV3: ({ body }) => {
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
    },
    bulkDeleteInventoryItemsV3: ({ body }) =>
      bulkOfIds(context.db, body.inventoryItemIds, (id) => deleteInventoryItemV3(context, id)),
    bulkDecrementInventoryItemsV3: ({ body }) =>
      adjusted(body.decrementData, byId, down, body.restrictInventory ?? true, body),
    bulkIncrementInventoryItemsV3: ({ body }) => adjusted(body.incrementData, byId, up, true, body),
    bulkDecrementInventoryItemsByVariantAndLocationV3: ({ body }) =>
      adjusted(body.decrementData, byVariant, down, body.restrictInventory ?? true, body),
    bulkIncrementInventoryItemsByVariantAndLocationV3: ({ body }) =>
      adjusted(body.incrementData, byVariant, up, true, body),
  } satisfies Handlers<Caller>;
}

/** By-filter calls start a job over the items (or variants) matching the filter and answer its id. */
function inventoryByFilter(context: SandboxContext) {
  const byFilter =
    <Id extends OperationId>(id: Id, apply: (body: BodyOf<Id>, row: InventoryRow) => void) =>
    ({ body }: { body: BodyOf<Id> }) => {
      const { filter, search } = body as { filter: unknown; search?: Parameters<typeof inventoryMatcher>[2] };
      return byFilterJob(context, id, inventoryMatcher(context, filter, search), (row) => apply(body, row));
    };
  const setStock = (row: InventoryRow, changes: InventoryItem) =>
    updateInventoryItemV3(context, row.id, {
      ...changes,
      revision: String(inventoryRowOrFail(context, row.id).revision),
    });
  /** Stock never goes below zero here either (no `restrictInventory` to lift it): a job that would fails whole. */
  const adjust = (row: InventoryRow, change: InventoryAdjustment) =>
    row.track_quantity === 1 && adjustQuantityV3(context, row, change.incrementBy ?? -(change.decrementBy ?? 0));

  return {
    bulkCreateInventoryItemsByVariantFilterV3: ({ body }) => {
      const matching = variantMatcher(context, body.filter, body.search);
      const missing = () =>
        matching().filter(({ variantId }) => !findInventoryRowByVariant(context.db, variantId, body.locationId));
      return byFilterJob(context, 'bulkCreateInventoryItemsByVariantFilterV3', missing, ({ productId, variantId }) =>
        createInventoryItemV3(context, {
          productId,
          variantId,
          locationId: body.locationId,
          quantity: body.inventoryCreationData?.quantity ?? 0,
        }),
      );
    },
    bulkUpdateInventoryItemsByFilterV3: byFilter('bulkUpdateInventoryItemsByFilterV3', (body, row) =>
      setStock(row, body.inventoryItem),
    ),
    bulkDeleteInventoryItemsByFilterV3: byFilter('bulkDeleteInventoryItemsByFilterV3', (_body, row) =>
      deleteInventoryItemV3(context, row.id),
    ),
    bulkSetOrAdjustInventoryItemsByFilterV3: byFilter('bulkSetOrAdjustInventoryItemsByFilterV3', (body, row) =>
      adjust(row, body.adjustedInventoryAction),
    ),
    bulkAdjustInventoryItemsByFilterV3: byFilter('bulkAdjustInventoryItemsByFilterV3', (body, row) => {
      if (body.trackQuantity && row.track_quantity !== 1) setStock(row, { quantity: 0 });
      adjust(inventoryRowOrFail(context, row.id), body.adjustment);
    }),
  } satisfies Handlers<Caller>;
}
