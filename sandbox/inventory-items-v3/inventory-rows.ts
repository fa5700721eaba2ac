import type { InventoryItem, InventoryItemPreorderInfo } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { type RevisionedRow, revisionedRows, revisionHeader } from '../kernel/entities-v3/revisioned-entity.js';

/** An inventory item as stored. */
export interface InventoryRow extends RevisionedRow {
  product_id: string;
  variant_id: string;
  location_id: string;
  track_quantity: number;
  quantity: number | null;
  in_stock: number;
  preorder: string;
  product_name: string;
  variant_name: string;
  variant_sku: string | null;
  variant_visible: number;
}

const OWN = [
  'product_id',
  'variant_id',
  'location_id',
  'track_quantity',
  'quantity',
  'in_stock',
  'preorder',
  'product_name',
  'variant_name',
  'variant_sku',
  'variant_visible',
] as const;
export const inventoryItemRows = revisionedRows<InventoryRow>('v3_inventory_items', OWN, OWN);

export function inventoryItemToWire(row: InventoryRow): InventoryItem {
  const preorder = JSON.parse(row.preorder) as InventoryItemPreorderInfo;
  const item: InventoryItem = {
    ...revisionHeader(row),
    variantId: row.variant_id,
    productId: row.product_id,
    locationId: row.location_id,
    trackQuantity: row.track_quantity === 1,
    inStock: row.in_stock === 1,
    availabilityStatus: row.in_stock === 1 ? 'IN_STOCK' : preorder.enabled ? 'PREORDER' : 'OUT_OF_STOCK',
    preorderInfo: preorder,
    product: {
      name: row.product_name,
      variantName: row.variant_name,
      variantVisible: row.variant_visible === 1,
      ...(row.variant_sku ? { variantSku: row.variant_sku } : {}),
    },
  };
  if (row.track_quantity === 1) item.quantity = row.quantity ?? 0;
  return item;
}

export function findInventoryRowByVariant(
  db: Database,
  variantId: string,
  locationId: string,
): InventoryRow | undefined {
  return db.get<InventoryRow>(
    'SELECT * FROM v3_inventory_items WHERE variant_id = ? AND location_id = ?',
    variantId,
    locationId,
  );
}

/** The default-location items of some products, by variant id. */
export function defaultLocationItems(
  db: Database,
  productIds: string[],
  locationId: string,
): Map<string, InventoryRow> {
  const rows = db.all<InventoryRow>(
    'SELECT * FROM v3_inventory_items WHERE location_id = ? AND product_id IN (SELECT value FROM json_each(?))',
    locationId,
    JSON.stringify(productIds),
  );
  return new Map(rows.map((row) => [row.variant_id, row]));
}
