import type { CursorPagingV3, ItemReference } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import type { Database } from '../kernel/db/database.js';
import { applicationFailure, fieldFailure, notFound } from '../kernel/errors.js';
import type { OrderKey } from '../kernel/query/keyset.js';
import { notACursor, signCursor } from '../kernel/query/signed-cursor.js';
import { cursorPayload, stateOfCursor } from '../kernel/query/cursor-state.js';
import { keysetPage, pageLimit, pagingMetadataOf } from '../kernel/query/keyset-page.js';
import type { StoredProductV3 } from '../products-v3/products-v3-input.js';
import { findProductV3 } from '../products-v3/products-v3-repo.js';
import { ALL_PRODUCTS_CATEGORY_ID } from '../kernel/entities-v3/stable-id.js';
import { ancestorsOf, findCategory, mirrorMemberships, STORES_APP_ID, subtreeOf } from './category-rows.js';
import { announceArranged, announceMembership } from './category-events.js';
import { categoryOrFail, isReachable, readableCategory } from './category-service.js';

const PAGE_LIMIT = 100;
const ARRANGE_LIMIT = 100;

const itemOf = (productId: string): ItemReference => ({ catalogItemId: productId, appId: STORES_APP_ID });

/**
 * The product an item reference names; other apps' items are not in this catalog, and a hidden product is not in it
 * for a visitor or a member (the way the products reads answer).
 */
export function productOfItem(context: SandboxContext, item: ItemReference, caller?: Caller): string {
  if (!isItemOf(context, item, caller))
    throw notFound('ITEM_NOT_FOUND', `No catalog item ${item.catalogItemId} of app ${item.appId}`);
  return item.catalogItemId;
}

export function isItemOf(context: SandboxContext, item: ItemReference, caller?: Caller): boolean {
  if (item.appId !== STORES_APP_ID) return false;
  const record = findProductV3(context.db, item.catalogItemId);
  return record !== undefined && (record.product.visible !== false || caller === undefined || caller.kind === 'admin');
}

/** Visitors and members list only visible products. */
const visibleProductsFor = (caller: Caller) => (caller.kind === 'admin' ? '' : ' AND p.visible = 1');

const directCategoryIds = (db: Database, productId: string) =>
  db
    .all<{ category_id: string }>('SELECT category_id FROM v3_category_items WHERE item_id = ? ORDER BY num', productId)
    .map((r) => r.category_id);

export function addItem(context: SandboxContext, categoryId: string, productId: string): void {
  const category = categoryOrFail(context, categoryId);
  const added = context.db.run(
    'INSERT OR IGNORE INTO v3_category_items (category_id, item_id) VALUES (?, ?)',
    categoryId,
    productId,
  );
  mirrorMemberships(context.db, productId);
  if (Number(added.changes) > 0) announceMembership(context, category, productId, 'added');
}

export function removeItem(context: SandboxContext, categoryId: string, productId: string): void {
  const category = categoryOrFail(context, categoryId);
  const removed = context.db.run(
    'DELETE FROM v3_category_items WHERE category_id = ? AND item_id = ?',
    categoryId,
    productId,
  );
  if (Number(removed.changes) === 0)
    throw applicationFailure(428, 'ITEM_NOT_IN_CATEGORY', `Item ${productId} is not in category ${categoryId}`);
  mirrorMemberships(context.db, productId);
  announceMembership(context, category, productId, 'removed');
}

/**
 * A product written through the products service (by-filter category edits, the demo seed) states its direct
 * categories; the membership table follows it. Ids of categories that do not exist are dropped.
 */
export function linkProductCategories(context: SandboxContext, product: StoredProductV3): void {
  const wantedRows = (product.directCategoriesInfo?.categories ?? []).flatMap((c) => {
    const row = c.id === ALL_PRODUCTS_CATEGORY_ID ? undefined : findCategory(context.db, c.id!);
    return row ? [row] : [];
  });
  const wanted = wantedRows.map((row) => row.id);
  const current = directCategoryIds(context.db, product.id);
  for (const id of current.filter((c) => !wanted.includes(c))) {
    context.db.run('DELETE FROM v3_category_items WHERE category_id = ? AND item_id = ?', id, product.id);
    announceMembership(context, findCategory(context.db, id) ?? { id }, product.id, 'removed');
  }
  for (const row of wantedRows.filter((c) => !current.includes(c.id))) {
    context.db.run('INSERT OR IGNORE INTO v3_category_items (category_id, item_id) VALUES (?, ?)', row.id, product.id);
    announceMembership(context, row, product.id, 'added');
  }
  product.directCategoriesInfo = {
    categories: directCategoryIds(context.db, product.id).map((id) => ({ id, index: 0 })),
  };
}

/** Makes the item's direct categories exactly `categoryIds`; answers what was added and removed. */
export function setItemCategories(context: SandboxContext, productId: string, categoryIds: readonly string[]) {
  const current = directCategoryIds(context.db, productId);
  return {
    added: categoryIds.filter((id) => !current.includes(id)),
    removed: current.filter((id) => !categoryIds.includes(id)),
  };
}

/** An item's categories, direct and with their ancestors; visitors and members see only reachable ones. */
export function categoriesForItem(context: SandboxContext, productId: string, caller: Caller) {
  const shown = (id: string) => {
    const row = findCategory(context.db, id);
    return row !== undefined && (caller.kind === 'admin' || isReachable(context, row));
  };
  const direct = directCategoryIds(context.db, productId).filter(shown);
  const all = new Set(direct);
  for (const id of direct) {
    const row = findCategory(context.db, id);
    if (row) for (const ancestor of ancestorsOf(context.db, row)) all.add(ancestor.id);
  }
  return { directCategoryIds: direct, allCategoryIds: [...all] };
}

/** A page of a category's items: manual arrangement first when asked, then the newest additions first. */
export function listItems(
  context: SandboxContext,
  categoryId: string,
  options: { useCategoryArrangement?: boolean; includeItemsFromSubcategories?: boolean; cursorPaging?: CursorPagingV3 },
  caller: Caller,
) {
  const row = readableCategory(context, { id: categoryId }, caller);
  const ids = (options.includeItemsFromSubcategories ? subtreeOf(context.db, row) : [row])
    .filter((c) => caller.kind === 'admin' || c.visible === 1)
    .map((c) => c.id);
  const limit = pageLimit(options.cursorPaging?.limit ?? PAGE_LIMIT, PAGE_LIMIT, 'cursorPaging.limit');
  const arranged = options.useCategoryArrangement ?? false;
  // A cursor is good only for the listing it came from: the same category, arrangement and subcategory choice.
  const listing = `list-items ${categoryId} ${arranged} ${options.includeItemsFromSubcategories ?? false}`;
  const cursor = options.cursorPaging?.cursor;
  const position = cursor ? stateOfCursor(context.db, listing, cursor, 'cursorPaging.cursor').position : undefined;
  const keys = arranged ? [...ARRANGED_KEYS, ...NEWEST_KEYS] : NEWEST_KEYS;
  if (position && position.values.length !== keys.length) throw notACursor('cursorPaging.cursor');
  const page = keysetPage<{ item_id: string }>(context.db, {
    from: `(SELECT ci.item_id,
              CASE WHEN MAX(ci.arranged IS NOT NULL AND ci.category_id = ?) THEN 0 ELSE 1 END AS unarranged,
              MIN(CASE WHEN ci.category_id = ? THEN ci.arranged END) AS arranged, MAX(ci.num) AS added
            FROM v3_category_items ci JOIN v3_products p ON p.id = ci.item_id
            WHERE ci.category_id IN (${ids.map(() => '?').join(', ')})${visibleProductsFor(caller)}
            GROUP BY ci.item_id) listed`,
    fromParams: [categoryId, categoryId, ...ids],
    select: 'listed.item_id',
    where: { sql: '1', params: [] },
    keys,
    limit,
    position,
  });
  const pagingMetadata = pagingMetadataOf(page, (at) => signCursor(context.db, cursorPayload(listing, {}, at)));
  // `metadata` is the REST reference's name of the same paging; both are answered, as each reader reads one.
  return { items: page.rows.map((r) => itemOf(r.item_id)), pagingMetadata, metadata: pagingMetadata };
}

const orderKey = (sql: string, descending: boolean, notNull = true): OrderKey => ({
  sql,
  params: [],
  descending,
  notNull,
});
const ARRANGED_KEYS = [orderKey('listed.unarranged', false), orderKey('listed.arranged', false, false)];
const NEWEST_KEYS = [orderKey('listed.added', true), orderKey('listed.item_id', true)];

export function arrangedItems(context: SandboxContext, categoryId: string, caller: Caller) {
  readableCategory(context, { id: categoryId }, caller);
  const rows = context.db.all<{ item_id: string }>(
    `SELECT ci.item_id FROM v3_category_items ci JOIN v3_products p ON p.id = ci.item_id
     WHERE ci.category_id = ? AND ci.arranged IS NOT NULL${visibleProductsFor(caller)} ORDER BY ci.arranged`,
    categoryId,
  );
  return { items: rows.map((r) => itemOf(r.item_id)) };
}

/** Replaces the manual order with items already in the category (the first 100 at most). */
export function arrangeItems(context: SandboxContext, categoryId: string, items: readonly ItemReference[]) {
  const category = categoryOrFail(context, categoryId);
  if (items.length > ARRANGE_LIMIT) throw fieldFailure('items', `must have at most ${ARRANGE_LIMIT} items`, 'MAX_SIZE');
  return context.db.transaction(() => {
    context.db.run('UPDATE v3_category_items SET arranged = NULL WHERE category_id = ?', categoryId);
    items.forEach((item, position) => {
      const done = context.db.run(
        'UPDATE v3_category_items SET arranged = ? WHERE category_id = ? AND item_id = ?',
        position,
        categoryId,
        item.catalogItemId,
      );
      if (Number(done.changes) === 0)
        throw applicationFailure(
          428,
          'ITEM_NOT_IN_CATEGORY',
          `Item ${item.catalogItemId} is not in category ${categoryId}`,
        );
    });
    for (const item of items) mirrorMemberships(context.db, item.catalogItemId);
    announceArranged(context, category);
    return arrangedItems(context, categoryId, { kind: 'admin' });
  });
}

/** Where Move Item In Category puts the item in the manual arrangement. */
export interface ItemMove {
  item: ItemReference;
  position: 'FIRST' | 'LAST' | 'BEFORE' | 'NONE';
  beforeItem?: ItemReference;
}

/**
 * Moves one item of the category within its manual arrangement: first, last, before another arranged item, or out
 * of it (`NONE`). The arrangement keeps at most its first 100 items, so an item pushed past them leaves it.
 */
export function moveItemInCategory(context: SandboxContext, categoryId: string, move: ItemMove) {
  categoryOrFail(context, categoryId);
  const productId = productOfItem(context, move.item);
  if (!directCategoryIds(context.db, productId).includes(categoryId))
    throw applicationFailure(428, 'ITEM_NOT_IN_CATEGORY', `Item ${productId} is not in category ${categoryId}`);
  const others = arrangedItems(context, categoryId, { kind: 'admin' }).items.filter(
    (arranged) => arranged.catalogItemId !== productId,
  );
  const item = itemOf(productId);
  const order = ((): ItemReference[] => {
    switch (move.position) {
      case 'FIRST':
        return [item, ...others];
      case 'LAST':
        return [...others.slice(0, ARRANGE_LIMIT - 1), item];
      case 'NONE':
        return others;
      case 'BEFORE': {
        if (!move.beforeItem) throw fieldFailure('beforeItem', 'is required with position BEFORE', 'REQUIRED_FIELD');
        const at = others.findIndex((arranged) => arranged.catalogItemId === move.beforeItem!.catalogItemId);
        if (at < 0)
          throw applicationFailure(
            428,
            'BEFORE_ITEM_NOT_ARRANGED',
            `Item ${move.beforeItem.catalogItemId} is not arranged in category ${categoryId}`,
          );
        return [...others.slice(0, at), item, ...others.slice(at)];
      }
    }
  })();
  return { arrangedItemsAfterMove: arrangeItems(context, categoryId, order.slice(0, ARRANGE_LIMIT)).items };
}
