import type { InventoryChangeReason, InventoryItem } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, fieldFailure, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { announceInventoryChange } from './inventory-item-events.js';
import {
  findInventoryRowByVariant,
  inventoryItemRows,
  inventoryItemToWire,
  type InventoryRow,
} from './inventory-rows.js';
import { stockFields } from './inventory-sync.js';
import { findProductV3 } from '../products-v3/products-v3-repo.js';
import { assertRevisionGiven, firstRevision, revisionedEntity } from '../kernel/entities-v3/revisioned-entity.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';

const QUANTITY_LIMIT = 99_999;

export const inventoryItemNotFound = (id: string) => notFound('NOT_FOUND', `Inventory item ${id} was not found`);

/** Updates are announced with the item as it was and the reason the request named. */
const INVENTORY_ITEM = revisionedEntity<InventoryRow, InventoryChangeReason>({
  title: 'Inventory item',
  rows: inventoryItemRows,
  notFound: inventoryItemNotFound,
  announce: (context, row, kind, update) =>
    announceInventoryChange(context, row, kind, update && { before: update.before, reason: update.note }),
});

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
  const row: InventoryRow = {
    id: newId(),
    product_id: input.productId,
    variant_id: input.variantId,
    location_id: locationId,
    ...stockFields(input),
    preorder: JSON.stringify({ enabled: false, limit: 100000, counter: 0, quantity: 0, ...input.preorderInfo }),
    product_name: product.product.name,
    variant_name: (variant.choices ?? []).map((c) => c.optionChoiceNames?.choiceName ?? '').join(' / ') || 'Default',
    variant_sku: variant.sku ?? null,
    variant_visible: variant.visible === false ? 0 : 1,
    ...firstRevision(context),
  };
  return inventoryItemToWire(INVENTORY_ITEM.insert(context, row));
}

/** Partial update with the current revision; `quantity` switches to tracking, `inStock` away from it. */
export function updateInventoryItemV3(
  context: SandboxContext,
  id: string,
  changes: InventoryItem,
  path = 'inventoryItem',
  reason?: InventoryChangeReason,
): InventoryItem {
  assertRevisionGiven(changes, path);
  return context.db.transaction(() => {
    const current = INVENTORY_ITEM.atRevision(context, id, changes.revision);
    const stock = changes.quantity !== undefined || changes.inStock !== undefined ? stockFields(changes) : {};
    const preorder = changes.preorderInfo
      ? JSON.stringify({ ...JSON.parse(current.preorder), ...changes.preorderInfo })
      : current.preorder;
    return inventoryItemToWire(INVENTORY_ITEM.commit(context, current, { ...stock, preorder }, reason));
  });
}

export const deleteInventoryItemV3 = (context: SandboxContext, id: string): void => INVENTORY_ITEM.delete(context, id);

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
    const current = INVENTORY_ITEM.orFail(context, row.id);
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
    const change = { quantity, in_stock: quantity > 0 ? 1 : 0 };
    return inventoryItemToWire(INVENTORY_ITEM.commit(context, current, change, reason));
  });
}

export const inventoryRowOrFail = INVENTORY_ITEM.orFail;

export function inventoryRowByVariantOrFail(
  context: SandboxContext,
  variantId: string,
  locationId?: string,
): InventoryRow {
  const row = findInventoryRowByVariant(context.db, variantId, locationId ?? DEFAULT_LOCATION_ID);
  if (!row) throw notFound('NOT_FOUND', `Variant ${variantId} has no inventory item at that location`);
  return row;
}
