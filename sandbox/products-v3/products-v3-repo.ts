import { type Database, getMapped } from '../kernel/db/database.js';
import type { StoredProductV3 } from './products-v3-input.js';

/** One stored product with its bookkeeping. */
export interface ProductRecordV3 {
  product: StoredProductV3;
  revision: number;
  createdDate: string;
  updatedDate: string;
}

interface ProductRow {
  doc: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

export const PRODUCT_ROW_COLUMNS = 'p.doc, p.revision, p.created_date, p.updated_date';

export function recordFromRow(row: ProductRow): ProductRecordV3 {
  return {
    product: JSON.parse(row.doc) as StoredProductV3,
    revision: row.revision,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
  };
}

const prices = (product: StoredProductV3) =>
  (product.variantsInfo?.variants ?? []).map((v) => Number(v.price.actualPrice.amount));

function columns(record: ProductRecordV3): Array<string | number | null> {
  const { product } = record;
  const amounts = prices(product);
  const variants = product.variantsInfo?.variants ?? [];
  const searchText = [
    product.name,
    product.plainDescription ?? '',
    ...variants.flatMap((v) => [v.sku ?? '', v.barcode ?? '']),
  ]
    .join(' ')
    .toLowerCase();
  return [
    record.revision,
    product.name,
    product.slug,
    product.handle,
    product.visible === false ? 0 : 1,
    product.productType!,
    amounts.length ? Math.min(...amounts) : null,
    amounts.length ? Math.max(...amounts) : null,
    product.brand?.id ?? null,
    product.brand?.name ?? null,
    product.ribbon?.name ?? null,
    product.mainCategoryId ?? null,
    variants.length,
    searchText,
    record.createdDate,
    record.updatedDate,
    JSON.stringify(product),
  ];
}

const COLUMN_NAMES = [
  'revision',
  'name',
  'slug',
  'handle',
  'visible',
  'product_type',
  'min_price',
  'max_price',
  'brand_id',
  'brand_name',
  'ribbon_name',
  'main_category_id',
  'variant_count',
  'search_text',
  'created_date',
  'updated_date',
  'doc',
];

export function insertProductV3(db: Database, record: ProductRecordV3): void {
  db.run(
    `INSERT INTO v3_products (id, ${COLUMN_NAMES.join(', ')}) VALUES (?, ${COLUMN_NAMES.map(() => '?').join(', ')})`,
    record.product.id,
    ...columns(record),
  );
  writeVariants(db, record.product);
}

export function updateProductV3(db: Database, record: ProductRecordV3): void {
  db.run(
    `UPDATE v3_products SET ${COLUMN_NAMES.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ...columns(record),
    record.product.id,
  );
  db.run('DELETE FROM v3_variants WHERE product_id = ?', record.product.id);
  writeVariants(db, record.product);
}

function writeVariants(db: Database, product: StoredProductV3): void {
  (product.variantsInfo?.variants ?? []).forEach((variant, position) =>
    db.run(
      'INSERT INTO v3_variants (product_id, variant_id, position, sku, barcode, visible, price, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      product.id,
      variant.id!,
      position,
      variant.sku ?? null,
      variant.barcode ?? null,
      variant.visible === false ? 0 : 1,
      Number(variant.price.actualPrice.amount),
      JSON.stringify(variant),
    ),
  );
}

export function deleteProductV3(db: Database, id: string): boolean {
  db.run('DELETE FROM v3_inventory_items WHERE product_id = ?', id);
  return Number(db.run('DELETE FROM v3_products WHERE id = ?', id).changes) > 0;
}

export const findProductV3 = (db: Database, id: string): ProductRecordV3 | undefined =>
  getMapped(db, recordFromRow, `SELECT ${PRODUCT_ROW_COLUMNS} FROM v3_products p WHERE p.id = ?`, id);

export const findProductV3BySlug = (db: Database, slug: string): ProductRecordV3 | undefined =>
  getMapped(db, recordFromRow, `SELECT ${PRODUCT_ROW_COLUMNS} FROM v3_products p WHERE p.slug = ?`, slug);

export function slugTaken(db: Database, slug: string, exceptId?: string): boolean {
  return db.get('SELECT 1 FROM v3_products WHERE slug = ? AND id IS NOT ?', slug, exceptId ?? null) !== undefined;
}

export function countProductsV3(db: Database): number {
  return db.get<{ n: number }>('SELECT COUNT(*) AS n FROM v3_products')!.n;
}
