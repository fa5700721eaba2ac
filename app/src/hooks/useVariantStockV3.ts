import type { InventoryItem } from 'sitekit';
import { useQueryInventoryItemsV3 } from 'sitekit/react';

/**
 * How many of a variant are in stock, from its inventory item (any shopper may read them): undefined while it loads,
 * when no variant is chosen, or when the store does not count that variant's stock.
 */
export function useVariantStockV3(variantId: string | undefined): number | undefined {
  const items = useQueryInventoryItemsV3(
    { filter: { variantId: variantId ?? '' }, cursorPaging: { limit: 1 } },
    undefined,
    {
      enabled: variantId !== undefined,
    },
  );
  const item: InventoryItem | undefined = items.data?.inventoryItems?.[0];
  return item?.trackQuantity ? Math.max(0, item.quantity ?? 0) : undefined;
}
