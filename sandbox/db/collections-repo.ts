import type { Collection, ProductMedia } from '../../generated/types.gen.js';
import { bumpCatalogVersion } from './catalog-version.js';
import type { Database } from './database.js';
import { ALL_PRODUCTS_ID, countAllProducts } from './products-repo.js';

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

interface CollectionRow {
  id: string;
  name: string;
  slug: string;
  visible: number;
  description: string | null;
  media: string | null;
  is_all_products: number;
  last_updated: string;
}

function fromRow(row: CollectionRow): CollectionRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    visible: row.visible === 1,
    ...(row.description !== null && { description: row.description }),
    ...(row.media !== null && { media: JSON.parse(row.media) as ProductMedia }),
    isAllProducts: row.is_all_products === 1,
    lastUpdated: row.last_updated,
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

export function findCollectionBySlug(db: Database, slug: string): CollectionRecord | undefined {
  const row = db.get<CollectionRow>('SELECT * FROM collections WHERE slug = ?', slug);
  return row && fromRow(row);
}

export function findCollectionById(db: Database, id: string): CollectionRecord | undefined {
  const row = db.get<CollectionRow>('SELECT * FROM collections WHERE id = ?', id);
  return row && fromRow(row);
}

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
