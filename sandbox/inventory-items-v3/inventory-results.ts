import type { InventoryBulkResults } from '../../generated/types.gen.js';
import { inventoryItemToWire } from './inventory-rows.js';
import type { ProductWrite } from '../products-v3/products-v3-service.js';

/** The inventory part of a `*WithInventory` answer: one result per item the write created or changed. */
export function inventoryResults(write: ProductWrite, returnEntity = false): InventoryBulkResults {
  const changed = write.inventory.filter((change) => change.kind !== 'deleted');
  return {
    results: changed.map((change, originalIndex) => ({
      itemMetadata: { id: change.row.id, originalIndex, success: true },
      ...(returnEntity ? { item: inventoryItemToWire(change.row) } : {}),
    })),
    bulkActionMetadata: { totalSuccesses: changed.length, totalFailures: 0, undetailedFailures: 0 },
  };
}
