import type { Collection, ProductMedia } from '../../generated/types.gen.js';
import { bumpCatalogVersion } from '../kernel/db/catalog-version.js';
import { type Database, getMapped } from '../kernel/db/database.js';
import { countAllProducts } from '../products/products-repo.js';
import { ALL_PRODUCTS_ID } from '../kernel/config.js';

export interface CollectionRecord {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  description?: string;
  media?: ProductMedia;
  isAllProducts: boolean;
  lastUpdated: string;
}

/** A record as SQLite answers it: flags as 0 or 1, media as JSON, absent texts as null. */
type CollectionRow = Omit<CollectionRecord, 'visible' | 'isAllProducts' | 'description' | 'media'> & {
  visible: number;
  isAllProducts: number;
  description: string | null;
  media: string | null;
};

const SELECT = `SELECT id, name, slug, visible, description, media, is_all_products AS isAllProducts,
  last_updated AS lastUpdated FROM collections WHERE`;

function fromRow({ description, media, ...row }: CollectionRow): CollectionRecord {
  return {
    ...row,
    visible: row.visible === 1,
    isAllProducts: row.isAllProducts === 1,
    ...(description !== null && { description }),
    ...(media !== null && { media: JSON.parse(media) as ProductMedia }),
  };
}

/** Every store has the "All Products" collection; it holds every product implicitly. */
export function ensureAllProductsCollection(db: Database, now: string): void {
  db.run(
    `INSERT OR IGNORE INTO collections (id, name, slug, visible, is_all_products, last_updated) VALUES (?, 'All Products', 'all-products', 1, 1, ?)`,
    ALL_PRODUCTS_ID,
    now,
  );
}

export const findCollectionBySlug = (db: Database, slug: string): CollectionRecord | undefined =>
  getMapped(db, fromRow, `${SELECT} slug = ?`, slug);

export const findCollectionById = (db: Database, id: string): CollectionRecord | undefined =>
  getMapped(db, fromRow, `${SELECT} id = ?`, id);

export function saveCollection(db: Database, record: CollectionRecord): void {
  bumpCatalogVersion(db);
  db.run(
    `INSERT INTO collections (id, name, slug, visible, description, media, is_all_products, last_updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, visible = excluded.visible,
       description = excluded.description, media = excluded.media, last_updated = excluded.last_updated`,
    record.id,
    record.name,
    record.slug,
    record.visible ? 1 : 0,
    record.description ?? null,
    record.media ? JSON.stringify(record.media) : null,
    record.isAllProducts ? 1 : 0,
    record.lastUpdated,
  );
}

export function deleteCollectionRow(db: Database, id: string): void {
  bumpCatalogVersion(db);
  db.run('DELETE FROM collections WHERE id = ?', id);
}

export function addMembers(db: Database, collectionId: string, productIds: readonly string[]): void {
  bumpCatalogVersion(db);
  for (const productId of productIds) {
    db.run(
      'INSERT OR IGNORE INTO product_collections (collection_id, product_id) VALUES (?, ?)',
      collectionId,
      productId,
    );
  }
}

export function removeMembers(db: Database, collectionId: string, productIds: readonly string[]): void {
  bumpCatalogVersion(db);
  for (const productId of productIds) {
    db.run('DELETE FROM product_collections WHERE collection_id = ? AND product_id = ?', collectionId, productId);
  }
}

export function collectionSlugTaken(db: Database, slug: string, exceptId?: string): boolean {
  const row = db.get<{ id: string }>('SELECT id FROM collections WHERE slug = ?', slug);
  return row !== undefined && row.id !== exceptId;
}

export function collectionToWire(db: Database, record: CollectionRecord): Collection {
  const numberOfProducts = record.isAllProducts
    ? countAllProducts(db)
    : (db.get<{ n: number }>('SELECT COUNT(*) AS n FROM product_collections WHERE collection_id = ?', record.id)?.n ??
      0);
  return {
    id: record.id,
    name: record.name,
    media: record.media ?? { items: [] },
    numberOfProducts,
    ...(record.description !== undefined && { description: record.description }),
    slug: record.slug,
    visible: record.visible,
    lastUpdated: record.lastUpdated,
  };
}
