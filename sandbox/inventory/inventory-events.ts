import type { InventoryItemV2, InventoryVariant } from '../../generated/types.gen.js';
import type { StockChange } from './stock-changes.js';
import type { SandboxContext } from '../kernel/context.js';
import { emitEvent } from '../kernel/events/webhooks.js';

const V1 = 'com.wix.ecommerce.inventory.api.v1';

const stockOf = (variant: InventoryVariant | undefined) => ({
  ...(variant?.quantity !== undefined && { quantity: variant.quantity }),
  inStock: variant?.inStock ?? false,
  availableForPreorder: variant?.availableForPreorder ?? false,
});

const sameStock = (a: InventoryVariant | undefined, b: InventoryVariant | undefined) =>
  JSON.stringify(stockOf(a)) === JSON.stringify(stockOf(b));

/** Item-level fields that differ, as the event's comma-separated `fieldMask`. */
function changedItemFields(before: InventoryItemV2, after: InventoryItemV2): string[] {
  const fields: string[] = [];
  if (before.trackQuantity !== after.trackQuantity) fields.push('trackQuantity');
  for (const key of ['enabled', 'message', 'limit'] as const) {
    if (before.preorderInfo?.[key] !== after.preorderInfo?.[key]) fields.push(`preorderInfo.${key}`);
  }
  return fields;
}

/** The v1 inventory events for a committed stock change: only what actually changed is reported. */
export function emitStockChange(context: SandboxContext, { before, after }: StockChange): void {
  const itemFields = changedItemFields(before, after);
  if (itemFields.length > 0) {
    emitEvent(context, `${V1}.InventoryItemChanged`, {
      inventoryItemId: after.id,
      productId: after.productId,
      trackInventory: after.trackQuantity,
      preorderInfo: after.preorderInfo,
      fieldMask: itemFields.join(','),
      updatedDate: after.lastUpdated,
    });
  }
  const previous = new Map((before.variants ?? []).map((variant) => [variant.variantId, variant]));
  const variants = (after.variants ?? [])
    .filter((variant) => !sameStock(previous.get(variant.variantId), variant))
    .map((variant) => ({
      id: variant.variantId,
      oldValue: stockOf(previous.get(variant.variantId)),
      newValue: stockOf(variant),
    }));
  if (variants.length === 0) return;
  emitEvent(context, `${V1}.InventoryVariantsChanged`, {
    inventoryItemId: after.id,
    productId: after.productId,
    variants,
    updatedDate: after.lastUpdated,
  });
}
