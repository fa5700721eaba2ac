import type { ProductRequestedField, ProductV3 } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import type { Writable } from '../products-v3/products-v3-view.js';
import { ancestorsOf, type CategoryRow, findCategory } from './category-rows.js';

type Membership = { id?: string; index?: number };

/**
 * The product's direct categories that still exist, in membership order; for visitors only the visible ones (a
 * visible category's ancestors are visible too, so nothing derived from these names a hidden one).
 */
function directRows(db: Database, view: ProductV3, visibleOnly: boolean): Array<{ row: CategoryRow; index?: number }> {
  return ((view.directCategoriesInfo?.categories ?? []) as Membership[]).flatMap((c) => {
    const row = c.id ? findCategory(db, c.id) : undefined;
    return row && (row.visible === 1 || !visibleOnly) ? [{ row, index: c.index }] : [];
  });
}

/** Direct categories with their index, then every ancestor of them once. */
function allCategories(db: Database, direct: ReadonlyArray<{ row: CategoryRow; index?: number }>): Membership[] {
  const seen = new Set(direct.map(({ row }) => row.id));
  const ancestors = direct
    .flatMap(({ row }) => ancestorsOf(db, row))
    .filter((row) => !seen.has(row.id) && seen.add(row.id));
  return [
    ...direct.map(({ row, index }) => ({ id: row.id, ...(index !== undefined ? { index } : {}) })),
    ...ancestors.map((row) => ({ id: row.id })),
  ];
}

/** The path from the top level to the main category (or, without one, the first direct category). */
function breadcrumbs(db: Database, view: ProductV3, direct: ReadonlyArray<{ row: CategoryRow }>) {
  const main = direct.find(({ row }) => row.id === view.mainCategoryId) ?? direct[0];
  const path = main ? [...ancestorsOf(db, main.row), main.row] : [];
  return path.map((row) => ({ categoryId: row.id, categoryName: row.name, categorySlug: row.slug }));
}

/**
 * Adds what the categories service derives for a product, when asked: `allCategoriesInfo` (`ALL_CATEGORIES_INFO`)
 * and `breadcrumbsInfo` (`BREADCRUMBS_INFO`). Computed on read, so renames and moves show at once. Visitors and
 * members (`visibleOnly`) see only visible categories, in `directCategoriesInfo` too.
 */
export function withCategoryViews(
  db: Database,
  view: Writable<ProductV3>,
  fields: ReadonlySet<ProductRequestedField>,
  visibleOnly: boolean,
): ProductV3 {
  const wantsAll = fields.has('ALL_CATEGORIES_INFO');
  const wantsCrumbs = fields.has('BREADCRUMBS_INFO');
  delete view.allCategoriesInfo;
  delete view.breadcrumbsInfo;
  const direct = directRows(db, view, visibleOnly);
  if (visibleOnly)
    view.directCategoriesInfo = {
      categories: direct.map(({ row, index }) => ({ id: row.id, ...(index !== undefined ? { index } : {}) })),
    };
  if (!wantsAll && !wantsCrumbs) return view;
  if (wantsAll) view.allCategoriesInfo = { categories: allCategories(db, direct) };
  if (wantsCrumbs) view.breadcrumbsInfo = { breadcrumbs: breadcrumbs(db, view, direct) };
  return view;
}
