import type { InventoryChangeReason, InventoryItem } from '../../generated/types.gen.js';
import type { SandboxContext } from '../context.js';
import { applicationFailure, fieldFailure, notFound } from '../errors.js';
import { newId } from '../ids.js';
import { announceInventoryChange as announce } from './inventory-events.js';
import { findInventoryRow, findInventoryRowByVariant, type InventoryRow, writeInventoryRow } from './inventory-rows.js';
import { stockFields } from './inventory-sync.js';
import { assertRevision } from './product-service-v3.js';
import { nextRevision } from './revisioned-entity.js';
import { findProductV3 } from './products-repo-v3.js';
import { DEFAULT_LOCATION_ID } from './stable-id.js';

const QUANTITY_LIMIT = 99_999;

export const inventoryItemNotFound = (id: string) => notFound('NOT_FOUND', `Inventory item ${id} was not found`);

export function createInventoryItemV3(
  context: SandboxContext,
  input: InventoryItem,
  path = 'inventoryItem',
): InventoryItem {
  if (!input.variantId) throw fieldFailure(`${path}.variantId`, 'is required', 'REQUIRED_FIELD');
  if (!input.productId) throw fieldFailure(`${path}.productId`, 'is required', 'REQUIRED_FIELD');
  const product = findProductV3(context.db, input.productId);
  const variant = product?.product.variantsInfo?.variants?.find((v) => v.id === input.variantId);
  if (!product || !variant) throw notFound('NOT_FOUND', `Product ${input.productId} has no variant ${input.variantId}`);
  const locationId = input.locationId ?? DEFAULT_LOCATION_ID;
  if (findInventoryRowByVariant(context.db, input.variantId, locationId))
    throw applicationFailure(
      409,
      'ITEM_ALREADY_EXISTS',
      `Variant ${input.variantId} already has an item at ${locationId}`,
    );
  const now = context.clock.nowIso();
  const row: InventoryRow = {
    id: newId(),
    product_id: input.productId,
    variant_id: input.variantId,
    location_id: locationId,
    revision: 1,
    ...stockFields(input),
    preorder: JSON.stringify({ enabled: false, limit: 100000, counter: 0, quantity: 0, ...input.preorderInfo }),
    product_name: product.product.name,
    variant_name: (variant.choices ?? []).map((c) => c.optionChoiceNames?.choiceName ?? '').join(' / ') || 'Default',
    variant_sku: variant.sku ?? null,
    variant_visible: variant.visible === false ? 0 : 1,
    created_date: now,
    updated_date: now,
  };
  writeInventoryRow(context.db, row, true);
  return announce(context, row, 'created');
}

/** Partial update with the current revision; `quantity` switches to tracking, `inStock` away from it. */
export function updateInventoryItemV3(
  context: SandboxContext,
  id: string,
  changes: InventoryItem,
  path = 'inventoryItem',
  reason?: InventoryChangeReason,
): InventoryItem {
  if (!changes.revision) throw fieldFailure(`${path}.revision`, 'must not be empty', 'REQUIRED_FIELD');
  return context.db.transaction(() => {
    const current = inventoryRowOrFail(context, id);
    assertRevision('Inventory item', id, changes.revision!, current.revision);
    const stock = changes.quantity !== undefined || changes.inStock !== undefined ? stockFields(changes) : {};
    const preorder = changes.preorderInfo
      ? JSON.stringify({ ...JSON.parse(current.preorder), ...changes.preorderInfo })
      : current.preorder;
    return commitChange(context, current, { ...stock, preorder }, reason);
  });
}

/** Stores a change with the next revision and announces it with the item as it was. */
function commitChange(
  context: SandboxContext,
  current: InventoryRow,
  change: Partial<InventoryRow>,
  reason: InventoryChangeReason | undefined,
): InventoryItem {
  const row = nextRevision(context, current, change);
  writeInventoryRow(context.db, row, false);
  return announce(context, row, 'updated', { before: current, reason });
}

export function deleteInventoryItemV3(context: SandboxContext, id: string): void {
  const row = inventoryRowOrFail(context, id);
  context.db.run('DELETE FROM v3_inventory_items WHERE id = ?', id);
  announce(context, row, 'deleted');
}

/**
 * Changes a tracked quantity by `delta`. A decrement below zero fails with `INSUFFICIENT_INVENTORY` unless
 * `restrictInventory` is false, so concurrent orders can never oversell: each change is checked and written in one
 * transaction.
 */
export function adjustQuantityV3(
  context: SandboxContext,
  row: InventoryRow,
  delta: number,
  restrictInventory = true,
  reason?: InventoryChangeReason,
): InventoryItem {
  return context.db.transaction(() => {
    const current = findInventoryRow(context.db, row.id)!;
    if (current.track_quantity !== 1)
      throw applicationFailure(
        428,
        'INVENTORY_QUANTITY_NOT_TRACKED',
        `Inventory item ${row.id} does not track quantity`,
      );
    const quantity = (current.quantity ?? 0) + delta;
    if (delta < 0 && restrictInventory && quantity < 0)
      throw applicationFailure(
        428,
        'INSUFFICIENT_INVENTORY',
        `Only ${current.quantity ?? 0} units of ${row.id} are in stock`,
        {
          available: current.quantity ?? 0,
        },
      );
    if (quantity > QUANTITY_LIMIT)
      throw applicationFailure(
        428,
        'MAX_QUANTITY_LIMIT_REACHED',
        `Quantity of ${row.id} would exceed ${QUANTITY_LIMIT}`,
      );
    if (quantity < -QUANTITY_LIMIT)
      throw applicationFailure(
        428,
        'MIN_QUANTITY_LIMIT_REACHED',
        `Quantity of ${row.id} would fall below -${QUANTITY_LIMIT}`,
      );
    return commitChange(context, current, { quantity, in_stock: quantity > 0 ? 1 : 0 }, reason);
  });
}

export function inventoryRowOrFail(context: SandboxContext, id: string): InventoryRow {
  const row = findInventoryRow(context.db, id);
  if (!row) throw inventoryItemNotFound(id);
  return row;
}

export function inventoryRowByVariantOrFail(
  context: SandboxContext,
  variantId: string,
  locationId?: string,
): InventoryRow {
  const row = findInventoryRowByVariant(context.db, variantId, locationId ?? DEFAULT_LOCATION_ID);
  if (!row) throw notFound('NOT_FOUND', `Variant ${variantId} has no inventory item at that location`);
  return row;
}
