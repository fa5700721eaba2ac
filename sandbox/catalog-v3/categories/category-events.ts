import type { SandboxContext } from '../../context.js';
import { emitActionEvent } from '../../events/domain-events.js';
import { type CategoryRow, findCategory, STORES_APP_ID, STORES_TREE } from './category-rows.js';

export const CATEGORY_FQDN = 'wix.categories.v1.category';

const entityOf = (context: SandboxContext, categoryId: string) => {
  const row = findCategory(context.db, categoryId);
  return { id: categoryId, ...(row ? { revision: String(row.revision) } : {}) };
};

/** `category_moved`: where the category is now. */
export function announceMoved(context: SandboxContext, row: CategoryRow): void {
  emitActionEvent(context, CATEGORY_FQDN, 'category_moved', entityOf(context, row.id), {
    categoryId: row.id,
    parentCategory: { ...(row.parent_id ? { id: row.parent_id } : {}), index: row.position },
    treeReference: STORES_TREE,
  });
}

/** `item_added_to_category` or `item_removed_from_category`, for a product that joined or left a category. */
export function announceMembership(
  context: SandboxContext,
  categoryId: string,
  productId: string,
  change: 'added' | 'removed',
): void {
  const slug = change === 'added' ? 'item_added_to_category' : 'item_removed_from_category';
  emitActionEvent(context, CATEGORY_FQDN, slug, entityOf(context, categoryId), {
    categoryId,
    item: { catalogItemId: productId, appId: STORES_APP_ID },
    treeReference: STORES_TREE,
  });
}

/** `items_arranged_in_category`: the manual order changed. */
export function announceArranged(context: SandboxContext, categoryId: string): void {
  emitActionEvent(context, CATEGORY_FQDN, 'items_arranged_in_category', entityOf(context, categoryId), {
    categoryId,
    treeReference: STORES_TREE,
  });
}
