import type { SandboxContext } from '../kernel/context.js';
import { emitActionEvent } from '../kernel/events/domain-events.js';
import { type CategoryRow, STORES_APP_ID, STORES_TREE } from './category-rows.js';

export const CATEGORY_FQDN = 'wix.categories.v1.category';

/** A category as an event names it; one already gone (a membership removed after its delete) by id alone. */
type EventCategory = Pick<CategoryRow, 'id'> & Partial<Pick<CategoryRow, 'revision'>>;

const entityOf = ({ id, revision }: EventCategory) => ({
  id,
  ...(revision === undefined ? {} : { revision: String(revision) }),
});

/** `category_moved`: where the category is now. */
export function announceMoved(context: SandboxContext, row: CategoryRow): void {
  emitActionEvent(context, CATEGORY_FQDN, 'category_moved', entityOf(row), {
    categoryId: row.id,
    parentCategory: { ...(row.parent_id ? { id: row.parent_id } : {}), index: row.position },
    treeReference: STORES_TREE,
  });
}

/** `item_added_to_category` or `item_removed_from_category`, for a product that joined or left a category. */
export function announceMembership(
  context: SandboxContext,
  category: EventCategory,
  productId: string,
  change: 'added' | 'removed',
): void {
  const categoryId = category.id;
  const slug = change === 'added' ? 'item_added_to_category' : 'item_removed_from_category';
  emitActionEvent(context, CATEGORY_FQDN, slug, entityOf(category), {
    categoryId,
    item: { catalogItemId: productId, appId: STORES_APP_ID },
    treeReference: STORES_TREE,
  });
}

/** `items_arranged_in_category`: the manual order changed. */
export function announceArranged(context: SandboxContext, category: CategoryRow): void {
  emitActionEvent(context, CATEGORY_FQDN, 'items_arranged_in_category', entityOf(category), {
    categoryId: category.id,
    treeReference: STORES_TREE,
  });
}
