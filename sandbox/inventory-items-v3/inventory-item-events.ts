import type { InventoryChangeReason, InventoryItem } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { emitActionEvent, emitDomainEvent, INVENTORY_ITEM_V3_FQDN } from '../kernel/events/domain-events.js';
import { inventoryItemToWire, type InventoryRow } from './inventory-rows.js';

/** What is known about an update besides the new row: the row before it, and the reason the request gave. */
export interface InventoryUpdateContext {
  before?: InventoryRow;
  reason?: InventoryChangeReason;
}

/**
 * Announces a change of an inventory item: its domain event, and for updates `…_updated_with_reason` when the
 * request named a reason and `…_stock_status_updated` when the item went in or out of stock. Returns the wire item.
 */
export function announceInventoryChange(
  context: SandboxContext,
  row: InventoryRow,
  kind: 'created' | 'updated' | 'deleted',
  update: InventoryUpdateContext = {},
): InventoryItem {
  const item = inventoryItemToWire(row);
  emitDomainEvent(context, INVENTORY_ITEM_V3_FQDN, kind, item);
  if (kind !== 'updated') return item;
  if (update.reason)
    emitActionEvent(context, INVENTORY_ITEM_V3_FQDN, 'updated_with_reason', item, {
      currentEntity: item,
      reason: update.reason,
    });
  if (update.before && update.before.in_stock !== row.in_stock)
    emitActionEvent(context, INVENTORY_ITEM_V3_FQDN, 'stock_status_updated', item, { inStock: row.in_stock === 1 });
  return item;
}
