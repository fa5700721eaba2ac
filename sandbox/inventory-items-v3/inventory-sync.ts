import type { InventoryAtDefaultLocation, VariantV3 } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { newId } from '../kernel/ids.js';
import { findInventoryRowByVariant, inventoryItemRows, type InventoryRow } from './inventory-rows.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import { DEFAULT_LOCATION_ID } from '../kernel/entities-v3/stable-id.js';

export interface InventoryChange {
  row: InventoryRow;
  kind: 'created' | 'updated' | 'deleted';
  /** The row before an update. */
  before?: InventoryRow;
}

const variantName = (variant: VariantV3) =>
  (variant.choices ?? []).map((c) => c.optionChoiceNames?.choiceName ?? '').join(' / ') || 'Default';

/** Stock of one variant as asked in a request: a quantity tracks it, a flag does not. */
export function stockFields(input: InventoryAtDefaultLocation | { quantity?: number; inStock?: boolean }) {
  if (input.quantity !== undefined)
    return { track_quantity: 1, quantity: input.quantity, in_stock: input.quantity > 0 ? 1 : 0 };
  return { track_quantity: 0, quantity: null, in_stock: input.inStock === false ? 0 : 1 };
}

/**
 * Keeps the inventory items in step with a product: every variant has one at the default location (in stock and
 * untracked unless the request says otherwise), items of removed variants go, and the copies of product data in
 * the items follow the product.
 */
export function syncInventory(
  db: Database,
  product: StoredProductV3,
  now: string,
  requested: ReadonlyMap<string, InventoryAtDefaultLocation> = new Map(),
): InventoryChange[] {
  const variants = product.variantsInfo?.variants ?? [];
  const changes: InventoryChange[] = [];
  const kept = new Set(variants.map((v) => v.id!));
  for (const row of db.all<InventoryRow>('SELECT * FROM v3_inventory_items WHERE product_id = ?', product.id)) {
    if (kept.has(row.variant_id)) continue;
    db.run('DELETE FROM v3_inventory_items WHERE id = ?', row.id);
    changes.push({ row, kind: 'deleted' });
  }
  for (const variant of variants) {
    const copy = {
      product_name: product.name,
      variant_name: variantName(variant),
      variant_sku: variant.sku ?? null,
      variant_visible: variant.visible === false ? 0 : 1,
    };
    const existing = findInventoryRowByVariant(db, variant.id!, DEFAULT_LOCATION_ID);
    const asked = requested.get(variant.id!);
    if (!existing) {
      const row: InventoryRow = {
        id: newId(),
        product_id: product.id,
        variant_id: variant.id!,
        location_id: DEFAULT_LOCATION_ID,
        revision: 1,
        ...stockFields(asked ?? {}),
        preorder: JSON.stringify(asked?.preorderInfo ?? { enabled: false, limit: 100000, counter: 0, quantity: 0 }),
        ...copy,
        created_date: now,
        updated_date: now,
      };
      inventoryItemRows.write(db, row, true);
      changes.push({ row, kind: 'created' });
      continue;
    }
    const stockChanged = asked !== undefined;
    const copyChanged = (Object.keys(copy) as Array<keyof typeof copy>).some((key) => existing[key] !== copy[key]);
    if (!stockChanged && !copyChanged) continue;
    const row: InventoryRow = {
      ...existing,
      ...copy,
      ...(stockChanged ? stockFields(asked) : {}),
      revision: stockChanged ? existing.revision + 1 : existing.revision,
      updated_date: stockChanged ? now : existing.updated_date,
    };
    inventoryItemRows.write(db, row, false);
    if (stockChanged) changes.push({ row, kind: 'updated', before: existing });
  }
  return changes;
}
