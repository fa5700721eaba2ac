import type { Category } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { type RevisionedRow, revisionedRows, revisionHeader } from '../kernel/entities-v3/revisioned-entity.js';
import type { Writable } from '../products-v3/products-v3-view.js';

export interface CategoryRow extends RevisionedRow {
  parent_id: string | null;
  position: number;
  name: string;
  slug: string;
  visible: number;
  /** Description, rich description, image, SEO data, extended fields and managing app, as sent. */
  doc: string;
}

export const STORES_TREE = { appNamespace: '@wix/stores' } as const;
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const OWN = ['parent_id', 'position', 'name', 'slug', 'visible', 'doc'] as const;
export const categoryRows = revisionedRows<CategoryRow>('v3_categories', OWN, OWN);

export const findCategory = categoryRows.find;
export const findCategoryBySlug = (db: Database, slug: string) => categoryRows.findBy(db, 'slug', slug);

export const childrenOf = (db: Database, parentId: string | null) =>
  db.all<CategoryRow>(
    `SELECT ${categoryRows.columns.join(', ')} FROM v3_categories WHERE parent_id IS ? ORDER BY position`,
    parentId,
  );

/** The ancestors of a category, top level first. */
export function ancestorsOf(db: Database, row: CategoryRow): CategoryRow[] {
  const chain: CategoryRow[] = [];
  let parentId = row.parent_id;
  while (parentId) {
    const parent = findCategory(db, parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parent_id;
  }
  return chain;
}

/** A category and every descendant, parents before children. */
export function subtreeOf(db: Database, row: CategoryRow): CategoryRow[] {
  return [row, ...childrenOf(db, row.id).flatMap((child) => subtreeOf(db, child))];
}

export const itemCount = (db: Database, id: string): number =>
  db.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM v3_category_items ci JOIN v3_products p ON p.id = ci.item_id WHERE ci.category_id = ?',
    id,
  )!.n;

/** Items in the category or any of its subcategories, each item once. */
export const totalItemCount = (db: Database, row: CategoryRow): number => {
  const ids = subtreeOf(db, row).map((c) => c.id);
  return db.get<{ n: number }>(
    `SELECT COUNT(DISTINCT ci.item_id) AS n FROM v3_category_items ci JOIN v3_products p ON p.id = ci.item_id
     WHERE ci.category_id IN (${ids.map(() => '?').join(', ')})`,
    ...ids,
  )!.n;
};

type Extras = Pick<
  Category,
  'description' | 'richContentDescription' | 'image' | 'seoData' | 'extendedFields' | 'managingAppId'
>;

export function categoryToWire(db: Database, row: CategoryRow, fields: ReadonlySet<string>): Category {
  const { description, richContentDescription, ...extras } = JSON.parse(row.doc) as Extras;
  const items = itemCount(db, row.id);
  const allItems = totalItemCount(db, row);
  const wire: Writable<Category> = {
    ...revisionHeader(row),
    name: row.name,
    slug: row.slug,
    visible: row.visible === 1,
    itemCounter: items,
    totalItemCounter: allItems,
    // The older names of the two counters, which the REST reference's category still shows.
    numberOfItems: items,
    totalNumberOfItems: allItems,
    parentCategory: { ...(row.parent_id ? { id: row.parent_id } : {}), index: row.position },
    treeReference: STORES_TREE,
    ...extras,
  };
  if (fields.has('DESCRIPTION') && description !== undefined) wire.description = description;
  if (fields.has('RICH_CONTENT_DESCRIPTION') && richContentDescription)
    wire.richContentDescription = richContentDescription;
  if (fields.has('BREADCRUMBS_INFO') || fields.has('BREADCRUMBS'))
    wire.breadcrumbsInfo = {
      breadcrumbs: ancestorsOf(db, row).map((a) => ({ categoryId: a.id, categoryName: a.name, categorySlug: a.slug })),
    };
  return wire;
}

/** Products show their direct categories; the membership table is the record, the product document a copy. */
export function mirrorMemberships(db: Database, productId: string): void {
  const rows = db.all<{ category_id: string; arranged: number | null }>(
    'SELECT category_id, arranged FROM v3_category_items WHERE item_id = ? ORDER BY num',
    productId,
  );
  const info = { categories: rows.map((r) => ({ id: r.category_id, index: r.arranged ?? 0 })) };
  db.run(
    `UPDATE v3_products SET doc = json_set(doc, '$.directCategoriesInfo', json(?)) WHERE id = ?`,
    JSON.stringify(info),
    productId,
  );
}
