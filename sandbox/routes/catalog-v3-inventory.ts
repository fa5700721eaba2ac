import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zBulkAdjustInventoryItemsByFilterV3Body,
  zBulkCreateInventoryItemsByVariantFilterV3Body,
  zBulkCreateInventoryItemsV3Body,
  zBulkDecrementInventoryItemsByVariantAndLocationV3Body,
  zBulkDecrementInventoryItemsV3Body,
  zBulkDeleteInventoryItemsByFilterV3Body,
  zBulkDeleteInventoryItemsV3Body,
  zBulkIncrementInventoryItemsByVariantAndLocationV3Body,
  zBulkIncrementInventoryItemsV3Body,
  zBulkSetOrAdjustInventoryItemsByFilterV3Body,
  zBulkUpdateInventoryItemsByFilterV3Body,
  zBulkUpdateInventoryItemsV3Body,
  zBulkUpsertInventoryItemsV3Body,
  zCountInventoryItemsV3ByPostBody,
  zCountInventoryItemsV3Query,
  zCreateInventoryItemV3Body,
  zDeleteInventoryItemV3Path,
  zDeleteInventoryItemV3Query,
  zGetInventoryItemV3Path,
  zGetInventoryItemV3Query,
  zQueryInventoryItemsV3ByPostBody,
  zQueryInventoryItemsV3Query,
  zSearchInventoryItemsV3ByPostBody,
  zSearchInventoryItemsV3Query,
  zUpdateInventoryItemV3Body,
  zUpdateInventoryItemV3Path,
} from '../../generated/zod.gen.js';
import type { InventoryAdjustment, InventoryItem } from '../../generated/types.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { runBulk } from '../catalog-v3/bulk-results.js';
import {
  countInventoryItemsV3,
  inventoryMatcher,
  queryInventoryItemsV3,
  searchInventoryItemsV3,
} from '../catalog-v3/inventory-queries-v3.js';
import { findInventoryRowByVariant, inventoryItemToWire, type InventoryRow } from '../catalog-v3/inventory-rows.js';
import {
  adjustQuantityV3,
  createInventoryItemV3,
  deleteInventoryItemV3,
  inventoryRowByVariantOrFail,
  inventoryRowOrFail,
  updateInventoryItemV3,
} from '../catalog-v3/inventory-service-v3.js';
import { startJob } from '../catalog-v3/jobs.js';
import { DEFAULT_LOCATION_ID } from '../catalog-v3/stable-id.js';
import { variantMatcher } from '../catalog-v3/variant-queries-v3.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { registerDotRRead } from '../http/dot-r-read.js';

const ITEMS = '/stores/v3/inventory-items';
const BULK = '/stores/v3/bulk/inventory-items';

/** Inventory items V3: API key only. */
export function registerInventoryV3Routes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Inventory calls');

  app.post(ITEMS, async (request) => {
    writer(request);
    const body = validate(zCreateInventoryItemV3Body, request.body);
    return { inventoryItem: createInventoryItemV3(context, body.inventoryItem) };
  });
  app.get(`${ITEMS}/:inventoryItemId`, async (request) => {
    writer(request);
    const { inventoryItemId } = validate(zGetInventoryItemV3Path, request.params);
    assertSameId(validate(zGetInventoryItemV3Query, request.query ?? {}).inventoryItemId, inventoryItemId);
    return { inventoryItem: inventoryItemToWire(inventoryRowOrFail(context, inventoryItemId)) };
  });
  app.patch(`${ITEMS}/:inventoryItemId`, async (request) => {
    writer(request);
    const { inventoryItemId } = validate(zUpdateInventoryItemV3Path, request.params);
    const body = validate(zUpdateInventoryItemV3Body, request.body);
    if (body.inventoryItem.id !== undefined && body.inventoryItem.id !== inventoryItemId)
      throw fieldFailure('inventoryItem.id', 'must equal the id in the path');
    return {
      inventoryItem: updateInventoryItemV3(context, inventoryItemId, body.inventoryItem, 'inventoryItem', body.reason),
    };
  });
  app.delete(`${ITEMS}/:inventoryItemId`, async (request) => {
    writer(request);
    const { inventoryItemId } = validate(zDeleteInventoryItemV3Path, request.params);
    assertSameId(validate(zDeleteInventoryItemV3Query, request.query ?? {}).inventoryItemId, inventoryItemId);
    deleteInventoryItemV3(context, inventoryItemId);
    return {};
  });

  const admin =
    <T>(answer: (body: T) => unknown) =>
    (body: T, caller: Parameters<typeof requireAdmin>[0]) => {
      requireAdmin(caller, 'Inventory calls');
      return answer(body);
    };
  registerDotRRead(
    app,
    context,
    `${ITEMS}/query`,
    zQueryInventoryItemsV3Query,
    zQueryInventoryItemsV3ByPostBody,
    admin((body) => queryInventoryItemsV3(context, body.query)),
  );
  registerDotRRead(
    app,
    context,
    `${ITEMS}/search`,
    zSearchInventoryItemsV3Query,
    zSearchInventoryItemsV3ByPostBody,
    admin((body) => searchInventoryItemsV3(context, body.search)),
  );
  registerDotRRead(
    app,
    context,
    `${ITEMS}/count`,
    zCountInventoryItemsV3Query,
    zCountInventoryItemsV3ByPostBody,
    admin((body) => countInventoryItemsV3(context, body)),
  );

  registerInventoryBulk(app, context, writer);
}

function registerInventoryBulk(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
): void {
  const post = <T>(
    path: string,
    schema: { parse?: unknown } & Parameters<typeof validate>[0],
    handle: (body: T) => unknown,
  ) =>
    app.post(`${BULK}/${path}`, async (request) => {
      writer(request);
      return handle(validate(schema, request.body) as T);
    });
  type Body<S> = S extends { _zod: { output: infer O } } ? O : never;

  post<Body<typeof zBulkCreateInventoryItemsV3Body>>('create', zBulkCreateInventoryItemsV3Body, (body) =>
    runBulk(
      body.inventoryItems,
      (item, i) => {
        const created = createInventoryItemV3(context, item, `inventoryItems[${i}]`);
        return { id: created.id!, item: created };
      },
      body.returnEntity ?? false,
    ),
  );
  post<Body<typeof zBulkUpdateInventoryItemsV3Body>>('update', zBulkUpdateInventoryItemsV3Body, (body) =>
    runBulk(
      body.inventoryItems,
      ({ inventoryItem }, i) => {
        if (!inventoryItem.id)
          throw fieldFailure(`inventoryItems[${i}].inventoryItem.id`, 'is required', 'REQUIRED_FIELD');
        const updated = updateInventoryItemV3(
          context,
          inventoryItem.id,
          inventoryItem,
          `inventoryItems[${i}].inventoryItem`,
          body.reason,
        );
        return { id: updated.id!, item: updated };
      },
      body.returnEntity ?? false,
    ),
  );
  post<Body<typeof zBulkUpsertInventoryItemsV3Body>>('upsert', zBulkUpsertInventoryItemsV3Body, (body) => {
    const keys = body.inventoryItems.map(
      ({ inventoryItem }) => `${inventoryItem.variantId}|${inventoryItem.locationId ?? DEFAULT_LOCATION_ID}`,
    );
    if (new Set(keys).size !== keys.length)
      throw fieldFailure('inventoryItems', 'names one variant and location twice', 'OTHER');
    return runBulk(
      body.inventoryItems,
      ({ inventoryItem }, i) => {
        const existing = inventoryItem.variantId
          ? findInventoryRowByVariant(
              context.db,
              inventoryItem.variantId,
              inventoryItem.locationId ?? DEFAULT_LOCATION_ID,
            )
          : undefined;
        const item = existing
          ? updateInventoryItemV3(context, existing.id, { ...inventoryItem, revision: String(existing.revision) })
          : createInventoryItemV3(context, inventoryItem, `inventoryItems[${i}].inventoryItem`);
        return { id: item.id!, item };
      },
      body.returnEntity ?? false,
    );
  });
  post<Body<typeof zBulkDeleteInventoryItemsV3Body>>('delete', zBulkDeleteInventoryItemsV3Body, (body) =>
    runBulk(
      body.inventoryItemIds,
      (id) => {
        deleteInventoryItemV3(context, id);
        return { id };
      },
      false,
    ),
  );
  post<Body<typeof zBulkDecrementInventoryItemsV3Body>>('decrement', zBulkDecrementInventoryItemsV3Body, (body) =>
    runBulk(
      body.decrementData,
      (data) => {
        const item = adjustQuantityV3(
          context,
          inventoryRowOrFail(context, data.inventoryItemId),
          -data.decrementBy,
          body.restrictInventory ?? true,
          body.reason,
        );
        return { id: item.id!, item };
      },
      body.returnEntity ?? false,
    ),
  );
  post<Body<typeof zBulkIncrementInventoryItemsV3Body>>('increment', zBulkIncrementInventoryItemsV3Body, (body) =>
    runBulk(
      body.incrementData,
      (data) => {
        const row = inventoryRowOrFail(context, data.inventoryItemId);
        const item = adjustQuantityV3(context, row, data.incrementBy, true, body.reason);
        return { id: item.id!, item };
      },
      body.returnEntity ?? false,
    ),
  );
  post<Body<typeof zBulkDecrementInventoryItemsByVariantAndLocationV3Body>>(
    'decrement-by-variant-and-location',
    zBulkDecrementInventoryItemsByVariantAndLocationV3Body,
    (body) =>
      runBulk(
        body.decrementData,
        (data) => {
          const row = inventoryRowByVariantOrFail(context, data.variantId, data.locationId);
          const item = adjustQuantityV3(context, row, -data.decrementBy, body.restrictInventory ?? true, body.reason);
          return { id: item.id!, item };
        },
        body.returnEntity ?? false,
      ),
  );
  post<Body<typeof zBulkIncrementInventoryItemsByVariantAndLocationV3Body>>(
    'increment-by-variant-and-location',
    zBulkIncrementInventoryItemsByVariantAndLocationV3Body,
    (body) =>
      runBulk(
        body.incrementData,
        (data) => {
          const item = adjustQuantityV3(
            context,
            inventoryRowByVariantOrFail(context, data.variantId, data.locationId),
            data.incrementBy,
            true,
            body.reason,
          );
          return { id: item.id!, item };
        },
        body.returnEntity ?? false,
      ),
  );

  post<Body<typeof zBulkCreateInventoryItemsByVariantFilterV3Body>>(
    'create-by-variant-filter',
    zBulkCreateInventoryItemsByVariantFilterV3Body,
    (body) => {
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
    },
  );

  const byFilter = <T extends { filter: unknown; search?: Parameters<typeof inventoryMatcher>[2] }>(
    path: string,
    schema: Parameters<typeof validate>[0],
    apply: (body: T, row: InventoryRow) => void,
  ) =>
    post<T>(path, schema, (body) => {
      const matching = inventoryMatcher(context, body.filter, body.search);
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
  const adjust = (row: InventoryRow, change: InventoryAdjustment) =>
    row.track_quantity === 1 && adjustQuantityV3(context, row, change.incrementBy ?? -(change.decrementBy ?? 0), false);

  byFilter<Body<typeof zBulkUpdateInventoryItemsByFilterV3Body>>(
    'update-by-filter',
    zBulkUpdateInventoryItemsByFilterV3Body,
    (body, row) => setStock(row, body.inventoryItem),
  );
  byFilter<Body<typeof zBulkDeleteInventoryItemsByFilterV3Body>>(
    'delete-by-filter',
    zBulkDeleteInventoryItemsByFilterV3Body,
    (_body, row) => deleteInventoryItemV3(context, row.id),
  );
  byFilter<Body<typeof zBulkSetOrAdjustInventoryItemsByFilterV3Body>>(
    'set-or-adjust-by-filter',
    zBulkSetOrAdjustInventoryItemsByFilterV3Body,
    (body, row) => adjust(row, body.adjustedInventoryAction),
  );
  byFilter<Body<typeof zBulkAdjustInventoryItemsByFilterV3Body>>(
    'adjust-by-filter',
    zBulkAdjustInventoryItemsByFilterV3Body,
    (body, row) => {
      if (body.trackQuantity && row.track_quantity !== 1) setStock(row, { quantity: 0 });
      adjust(inventoryRowOrFail(context, row.id), body.adjustment);
    },
  );
}
