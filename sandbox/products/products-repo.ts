import type { MaterializedProduct, StoreVariantRecord } from './materialize.js';
import type { ProductSource } from './product-source.js';
import { ALL_PRODUCTS_ID } from '../kernel/config.js';
import { bumpCatalogVersion } from '../kernel/db/catalog-version.js';
import type { Database, SqlValue } from '../kernel/db/database.js';

const COLUMNS = [
  'name',
  'slug',
  'visible',
  'product_type',
  'description',
  'sku',
  'price',
  'discounted_price',
  'cost',
  'weight',
  'in_stock',
  'inventory_status',
  'quantity',
  'brand',
  'ribbon',
  'manage_variants',
  'created_date',
  'last_updated',
] as const;

function columnValues(source: ProductSource, materialized: MaterializedProduct): SqlValue[] {
  const s = materialized.scalars;
  return [
    s.name,
    s.slug,
    s.visible,
    s.productType,
    s.description,
    s.sku,
    s.price,
    s.discountedPrice,
    s.cost,
    s.weight,
    s.inStock,
    s.inventoryStatus,
    s.quantity,
    s.brand,
    s.ribbon,
    s.manageVariants,
    s.createdDate,
    s.lastUpdated,
  ];
}

function docValues(source: ProductSource, materialized: MaterializedProduct): SqlValue[] {
  return [JSON.stringify(source), materialized.publicDoc, materialized.merchantDoc];
}

export function insertProductRow(db: Database, source: ProductSource, materialized: MaterializedProduct): void {
  bumpCatalogVersion(db);
  const num = Number(source.numericId);
  db.run(
    `INSERT INTO products (num, id, ${COLUMNS.join(', ')}) VALUES (?, ?, ${COLUMNS.map(() => '?').join(', ')})`,
    num,
    source.id,
    ...columnValues(source, materialized),
  );
  db.run(
    'INSERT INTO product_docs (num, source, doc, merchant) VALUES (?, ?, ?, ?)',
    num,
    ...docValues(source, materialized),
  );
  insertStoreVariants(db, source.id, materialized.storeVariants);
}

export function updateProductRow(db: Database, source: ProductSource, materialized: MaterializedProduct): void {
  bumpCatalogVersion(db);
  db.run(
    `UPDATE products SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ...columnValues(source, materialized),
    source.id,
  );
  db.run(
    'UPDATE product_docs SET source = ?, doc = ?, merchant = ? WHERE num = ?',
    ...docValues(source, materialized),
    Number(source.numericId),
  );
  db.run('DELETE FROM store_variants WHERE product_id = ?', source.id);
  insertStoreVariants(db, source.id, materialized.storeVariants);
}

function insertStoreVariants(db: Database, productId: string, variants: StoreVariantRecord[]): void {
  for (const { variant, position, visible } of variants) {
    db.run(
      `INSERT INTO store_variants (id, product_id, variant_id, position, product_name, variant_name, sku, in_stock, quantity,
         managed, visible, choices, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      variant.id!,
      productId,
      variant.variantId!,
      position,
      variant.productName ?? '',
      variant.variantName ?? '',
      variant.sku ?? null,
      variant.stock?.inStock ? 1 : 0,
      variant.stock?.quantity ?? null,
      variant.managedVariant ? 1 : 0,
      visible ? 1 : 0,
      JSON.stringify(variant.choices ?? {}),
      JSON.stringify(variant),
    );
  }
}

export function deleteProductRow(db: Database, id: string): boolean {
  bumpCatalogVersion(db);
  return Number(db.run('DELETE FROM products WHERE id = ?', id).changes) > 0;
}

export function loadProductSource(db: Database, id: string): ProductSource | undefined {
  const row = db.get<{ source: string }>(
    'SELECT d.source FROM products p JOIN product_docs d ON d.num = p.num WHERE p.id = ?',
    id,
  );
  return row && (JSON.parse(row.source) as ProductSource);
}

export interface ProductDocRow {
  id: string;
  doc: string;
  merchant: string | null;
  visible: number;
}

export function loadProductDoc(db: Database, id: string): ProductDocRow | undefined {
  return db.get<ProductDocRow>(
    'SELECT p.id, d.doc, d.merchant, p.visible FROM products p JOIN product_docs d ON d.num = p.num WHERE p.id = ?',
    id,
  );
}

export function nextNumericId(db: Database): string {
  const row = db.get<{ next: number }>('SELECT COALESCE(MAX(num), 0) + 1 AS next FROM products');
  return String(row?.next ?? 1);
}

export function slugOwner(db: Database, slug: string): string | undefined {
  return db.get<{ id: string }>('SELECT id FROM products WHERE slug = ?', slug)?.id;
}

/** `base`, or `base-2`, `base-3`, … — the first one no product uses. */
export function uniqueSlug(db: Database, base: string): string {
  if (!slugOwner(db, base)) return base;
  const taken = new Set(
    db
      .all<{ slug: string }>('SELECT slug FROM products WHERE slug >= ? AND slug < ?', `${base}-`, `${base}-\uffff`)
      .map((r) => r.slug),
  );
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Collection ids per product: "All Products" first, then the others in creation order. */
export function collectionIdsOf(db: Database, productIds: readonly string[]): Map<string, string[]> {
  const result = new Map(productIds.map((id) => [id, [ALL_PRODUCTS_ID]]));
  if (productIds.length === 0) return result;
  const rows = db.all<{ product_id: string; collection_id: string }>(
    `SELECT pc.product_id, pc.collection_id FROM product_collections pc JOIN collections c ON c.id = pc.collection_id
     WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.num`,
    JSON.stringify(productIds),
  );
  for (const row of rows) result.get(row.product_id)?.push(row.collection_id);
  return result;
}

export function existingProductIds(db: Database, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set();
  // One JSON parameter: a list of any length stays within SQLite's limit on bound variables.
  const rows = db.all<{ id: string }>(
    'SELECT id FROM products WHERE id IN (SELECT value FROM json_each(?))',
    JSON.stringify(ids),
  );
  return new Set(rows.map((r) => r.id));
}

export function countAllProducts(db: Database): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM products')?.n ?? 0;
}
