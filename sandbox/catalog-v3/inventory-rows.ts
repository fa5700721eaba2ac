import type { InventoryItem, InventoryItemPreorderInfo } from '../../generated/types.gen.js';
import type { Database } from '../db/database.js';

/** An inventory item as stored. */
export interface InventoryRow {
  id: string;
  product_id: string;
  variant_id: string;
  location_id: string;
  revision: number;
  track_quantity: number;
  quantity: number | null;
  in_stock: number;
  preorder: string;
  product_name: string;
  variant_name: string;
  variant_sku: string | null;
  variant_visible: number;
  created_date: string;
  updated_date: string;
}

export const INVENTORY_COLUMNS = 'i.*';

export function inventoryItemToWire(row: InventoryRow): InventoryItem {
  const preorder = JSON.parse(row.preorder) as InventoryItemPreorderInfo;
  const item: InventoryItem = {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
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

export function findInventoryRow(db: Database, id: string): InventoryRow | undefined {
  return db.get<InventoryRow>('SELECT * FROM v3_inventory_items WHERE id = ?', id);
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

export function writeInventoryRow(db: Database, row: InventoryRow, insert: boolean): void {
  const values = [
    row.product_id,
    row.variant_id,
    row.location_id,
    row.revision,
    row.track_quantity,
    row.quantity,
    row.in_stock,
    row.preorder,
    row.product_name,
    row.variant_name,
    row.variant_sku,
    row.variant_visible,
    row.created_date,
    row.updated_date,
  ];
  if (insert) {
    db.run(
      `INSERT INTO v3_inventory_items (product_id, variant_id, location_id, revision, track_quantity, quantity, in_stock,
        preorder, product_name, variant_name, variant_sku, variant_visible, created_date, updated_date, id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
      row.id,
    );
  } else {
    db.run(
      `UPDATE v3_inventory_items SET product_id = ?, variant_id = ?, location_id = ?, revision = ?, track_quantity = ?,
        quantity = ?, in_stock = ?, preorder = ?, product_name = ?, variant_name = ?, variant_sku = ?,
        variant_visible = ?, created_date = ?, updated_date = ? WHERE id = ?`,
      ...values,
      row.id,
    );
  }
}
