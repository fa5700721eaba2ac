import type { DecrementData, IncrementData } from '../../generated/types.gen.js';
import type { InventoryItemInput } from '../catalog/inventory.js';
import { useCatalogWrite, type Write } from './catalog-mutations.js';
import { staleOf, writeStaleData } from './write-stale-data.js';

export const useUpdateInventoryVariants: Write<{ productId: string; inventoryItem: InventoryItemInput }> = (options) =>
  useCatalogWrite(
    ({ inventory }, v) => inventory.updateInventoryVariants(v.productId, v.inventoryItem),
    staleOf('updateInventoryVariants'),
    options,
  );

export const useIncrementInventory: Write<IncrementData[]> = (options) =>
  useCatalogWrite(
    ({ inventory }, incrementData) => inventory.incrementInventory(incrementData),
    (incrementData) => writeStaleData('incrementInventory', { incrementData }),
    options,
  );

export const useDecrementInventory: Write<DecrementData[]> = (options) =>
  useCatalogWrite(
    ({ inventory }, decrementData) => inventory.decrementInventory(decrementData),
    (decrementData) => writeStaleData('decrementInventory', { decrementData }),
    options,
  );
