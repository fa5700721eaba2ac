import type { InventoryItemV2, InventoryQueryResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import type { Database } from '../kernel/db/database.js';
import { loadProductSource } from '../products/products-repo.js';
import { notFound } from '../kernel/errors.js';
import type { FieldDef, FieldResolver } from '../kernel/query/fields.js';
import { filterToSql } from '../kernel/query/filter-to-sql.js';
import { sortToSql } from '../kernel/query/sort-to-sql.js';
import type { ParsedStringQuery } from '../kernel/query/string-query.js';
import { materializeProduct } from '../products/materialize.js';
import type { ProductSource } from '../products/product-source.js';

const INVENTORY_ID_SQL = "json_extract(d.source, '$.inventoryItemId')";

const inventoryFields: Record<string, FieldDef> = {
  id: { sql: INVENTORY_ID_SQL, type: 'string', sortable: true },
  productId: { sql: 'p.id', type: 'string', sortable: true },
  trackQuantity: { sql: "json_extract(d.source, '$.stock.trackInventory')", type: 'boolean', sortable: true },
  numericId: { sql: 'CAST(p.num AS TEXT)', type: 'string', sortable: true },
  lastUpdated: { sql: 'p.last_updated', type: 'datetime', sortable: true },
};

const inventoryField: FieldResolver = (name) =>
  Object.hasOwn(inventoryFields, name) ? inventoryFields[name] : undefined;

export const inventoryItemNotFound = (id: string) =>
  notFound('INVENTORY_ITEM_NOT_FOUND', `Inventory item ${id} was not found`);

/** The v1 inventory item of a product, as the platform answers it. */
export function inventoryItemOf(source: ProductSource): InventoryItemV2 {
  const { product } = materializeProduct(source);
  const preorder = source.preorderInfo?.enabled === true;
  return {
    id: source.inventoryItemId,
    externalId: source.id,
    productId: source.id,
    trackQuantity: source.stock.trackInventory,
    variants: (product.variants ?? []).map((variant) => ({
      variantId: variant.id!,
      inStock: variant.stock?.inStock ?? false,
      ...(variant.stock?.quantity !== undefined && { quantity: variant.stock.quantity }),
      availableForPreorder: preorder && variant.stock?.inStock !== true,
    })),
    lastUpdated: source.lastUpdated,
    numericId: source.numericId,
    preorderInfo: source.preorderInfo ?? { enabled: false },
  };
}

export function productIdOfInventoryItem(db: Database, inventoryId: string): string | undefined {
  return db.get<{ id: string }>(
    `SELECT p.id FROM products p JOIN product_docs d ON d.num = p.num WHERE ${INVENTORY_ID_SQL} = ?`,
    inventoryId,
  )?.id;
}

/** The inventory item with this id, optionally only some of its variants. */
export function getInventoryVariants(
  context: SandboxContext,
  inventoryId: string,
  productId: string | undefined,
  variantIds: readonly string[] | undefined,
): InventoryItemV2 {
  const owner = productIdOfInventoryItem(context.db, inventoryId);
  const source = owner === undefined ? undefined : loadProductSource(context.db, owner);
  if (!source || (productId !== undefined && productId !== owner)) throw inventoryItemNotFound(inventoryId);
  const item = inventoryItemOf(source);
  if (!variantIds || variantIds.length === 0) return item;
  const wanted = new Set(variantIds);
  return { ...item, variants: item.variants?.filter((variant) => wanted.has(variant.variantId!)) };
}

export function queryInventory(context: SandboxContext, query: ParsedStringQuery): InventoryQueryResponse {
  const where = filterToSql(query.filter, inventoryField);
  const order = sortToSql(query.sort, inventoryField, 'p.num');
  const from = `FROM products p JOIN product_docs d ON d.num = p.num WHERE ${where.sql}`;
  const rows = context.db.all<{ source: string }>(
    `SELECT d.source ${from} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    ...where.params,
    ...order.params,
    query.limit,
    query.offset,
  );
  const total = context.db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from}`, ...where.params)?.n ?? 0;
  return {
    inventoryItems: rows.map((row) => inventoryItemOf(JSON.parse(row.source) as ProductSource)),
    metadata: { items: rows.length, offset: query.offset },
    totalResults: total,
  };
}
