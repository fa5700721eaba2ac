import type { DecrementData, IncrementData } from '../../generated/types.gen.js';
import type { InventoryItemInput } from '../catalog/inventory.js';
import { useCatalogWrite, type Write } from './catalog-mutations.js';
import type { StaleData } from './invalidation.js';

const INVENTORY: StaleData = { kind: 'inventory' };
const PRODUCT_LISTS: StaleData = { kind: 'productLists' };

/**
 * A stock change makes the inventory reads stale, and the products it touched with their variants and every product
 * list (stock and inventory status show there). An entry that names only its inventory item could be any product.
 */
function stockOf(entries: ReadonlyArray<{ productId?: string }>): StaleData[] {
  const ids = [...new Set(entries.map((entry) => entry.productId))];
  const products: StaleData[] = ids.includes(undefined)
    ? [{ kind: 'allProducts' }]
    : ids.map((id) => ({ kind: 'product', id: id! }));
  return [INVENTORY, ...products, PRODUCT_LISTS];
}

export const useUpdateInventoryVariants: Write<{ productId: string; inventoryItem: InventoryItemInput }> = (options) =>
  useCatalogWrite(
    ({ inventory }, v) => inventory.updateInventoryVariants(v.productId, v.inventoryItem),
    (v) => stockOf([v]),
    options,
  );

export const useIncrementInventory: Write<IncrementData[]> = (options) =>
  useCatalogWrite(({ inventory }, incrementData) => inventory.incrementInventory(incrementData), stockOf, options);

export const useDecrementInventory: Write<DecrementData[]> = (options) =>
  useCatalogWrite(({ inventory }, decrementData) => inventory.decrementInventory(decrementData), stockOf, options);
