import type {
  Category,
  CategoryUpdate,
  CursorSearchV3,
  NewCategory,
  TreeReference,
} from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, fieldFailure, notFound } from '../kernel/errors.js';
import { type DomainEventKind, emitDomainEvent } from '../kernel/events/domain-events.js';
import { newId } from '../kernel/ids.js';
import type { FieldDef } from '../kernel/query/fields.js';
import { runSearch } from '../kernel/query/aggregations.js';
import { countRows, type PageRequest, runCursorPage } from '../kernel/query/cursor-query.js';
import { checkedText } from '../kernel/entities-v3/entity-checks.js';
import { datedFields, entityTable } from '../kernel/entities-v3/entity-query.js';
import { firstRevision, revisionedEntity } from '../kernel/entities-v3/revisioned-entity.js';
import { announceMoved, CATEGORY_FQDN } from './category-events.js';
import { keyOf } from '../kernel/entities-v3/stable-id.js';
import {
  ancestorsOf,
  type CategoryRow,
  categoryRows,
  categoryToWire,
  childrenOf,
  findCategory,
  findCategoryBySlug,
  mirrorMemberships,
  STORES_TREE,
  subtreeOf,
} from './category-rows.js';

const MAX_DEPTH = 5;
const TREE_LIMIT = 1000;
const EXTRA_FIELDS = ['description', 'richContentDescription', 'image', 'seoData', 'extendedFields', 'managingAppId'];

export const categoryNotFound = (id: string) => notFound('CATEGORY_NOT_FOUND', `Category ${id} was not found`);

const ALL_FIELDS = new Set(['DESCRIPTION', 'RICH_CONTENT_DESCRIPTION']);

function announce(context: SandboxContext, row: CategoryRow, kind: DomainEventKind): void {
  emitDomainEvent(context, CATEGORY_FQDN, kind, categoryToWire(context.db, row, ALL_FIELDS));
}

const CATEGORY = revisionedEntity<CategoryRow>({
  title: 'Category',
  rows: categoryRows,
  notFound: categoryNotFound,
  announce,
});

/** The store has one tree; any other answers as an unknown namespace. */
export function assertStoresTree(tree: TreeReference | undefined): void {
  if (tree?.appNamespace !== STORES_TREE.appNamespace || (tree.treeKey ?? null) !== null)
    throw notFound('NAMESPACE_NOT_FOUND_IN_DEV_CENTER', `No category tree ${JSON.stringify(tree ?? {})} here`);
}

export const viewCategories = (context: SandboxContext, rows: readonly CategoryRow[], fields?: readonly string[]) => {
  const asked = new Set(fields ?? []);
  return rows.map((row) => categoryToWire(context.db, row, asked));
};

export const categoryOrFail = CATEGORY.orFail;

export function categoryBySlugOrFail(context: SandboxContext, slug: string): CategoryRow {
  const row = findCategoryBySlug(context.db, slug);
  if (!row) throw notFound('CATEGORY_NOT_FOUND', `No category has the slug ${slug}`);
  return row;
}

/** Visible and under visible ancestors: what a visitor or member can reach. */
export const isReachable = (context: SandboxContext, row: CategoryRow): boolean =>
  row.visible === 1 && ancestorsOf(context.db, row).every((ancestor) => ancestor.visible === 1);

/**
 * A category the caller may read, by id or slug: a hidden (or unreachable) one exists only for the API key, the way
 * hidden products do; anyone else is told it was not found.
 */
export function readableCategory(context: SandboxContext, key: { id: string } | { slug: string }, caller: Caller) {
  const row = 'id' in key ? categoryOrFail(context, key.id) : categoryBySlugOrFail(context, key.slug);
  if (caller.kind === 'admin' || isReachable(context, row)) return row;
  throw 'id' in key ? categoryNotFound(key.id) : notFound('CATEGORY_NOT_FOUND', `No category has the slug ${key.slug}`);
}

function checkedSlug(context: SandboxContext, slug: string, path: string, exceptId?: string): string {
  if (!/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug) || slug.length > 300)
    throw fieldFailure(path, 'must be letters, digits, "-" and "_"', 'FORMAT');
  const holder = findCategoryBySlug(context.db, slug);
  if (holder && holder.id !== exceptId) throw applicationFailure(409, 'DUPLICATE_SLUG', `The slug ${slug} is taken`);
  if (context.db.get('SELECT 1 FROM v3_removed_slugs WHERE slug = ?', slug))
    throw applicationFailure(409, 'REMOVED_SLUG', `The slug ${slug} belonged to another category`);
  return slug;
}

const extrasOf = (input: Category, current: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...current,
    ...Object.fromEntries(Object.entries(input).filter(([key]) => EXTRA_FIELDS.includes(key))),
  });

/** A free slug for a name: the key, then the key with a counter. */
function slugFor(context: SandboxContext, name: string): string {
  const base = keyOf(name);
  let slug = base;
  for (
    let n = 2;
    findCategoryBySlug(context.db, slug) || context.db.get('SELECT 1 FROM v3_removed_slugs WHERE slug = ?', slug);
    n++
  )
    slug = `${base}-${n}`;
  return slug;
}

const depthOf = (context: SandboxContext, row: CategoryRow) => ancestorsOf(context.db, row).length + 1;

/** Creates a category at the end of its parent's children; `id` is given only by the demo seed. */
export function createCategory(context: SandboxContext, input: NewCategory, path: string, id = newId()): CategoryRow {
  const name = checkedText(input.name, `${path}.name`, 80);
  if (input.id !== undefined && id !== input.id)
    throw fieldFailure(`${path}.id`, 'is set by the platform', 'FIELD_NOT_ALLOWED');
  return context.db.transaction(() => {
    const parentId = input.parentCategory?.id ?? null;
    const parent = parentId ? findCategory(context.db, parentId) : undefined;
    if (parentId && !parent)
      throw applicationFailure(404, 'PARENT_CATEGORY_NOT_IN_TREE', `Category ${parentId} is not in the tree`);
    if (parent && depthOf(context, parent) >= MAX_DEPTH)
      throw applicationFailure(428, 'CATEGORY_DEPTH_LIMIT_EXCEEDED', `Categories nest at most ${MAX_DEPTH} levels`);
    if (context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM v3_categories')!.n >= TREE_LIMIT)
      throw applicationFailure(428, 'CATEGORIES_LIMIT_PER_TREE_EXCEEDED', `A tree holds at most ${TREE_LIMIT}`);
    return CATEGORY.insert(context, {
      id,
      parent_id: parentId,
      position: childrenOf(context.db, parentId).length,
      name,
      slug: input.slug ? checkedSlug(context, input.slug, `${path}.slug`) : slugFor(context, name),
      visible: input.visible === false || parent?.visible === 0 ? 0 : 1,
      doc: extrasOf(input),
      ...firstRevision(context),
    });
  });
}

export const updateCategory = CATEGORY.updater<CategoryUpdate>((current, changes, path, context) => {
  if (changes.visible !== undefined && changes.visible !== (current.visible === 1))
    throw applicationFailure(428, 'UPDATE_OF_FIELD_NOT_ALLOWED', 'visible changes through updateCategoryVisibility');
  if (changes.parentCategory?.id !== undefined && changes.parentCategory.id !== current.parent_id)
    throw applicationFailure(428, 'UPDATE_OF_FIELD_NOT_ALLOWED', 'the parent changes through moveCategory');
  const slug =
    changes.slug === undefined || changes.slug === current.slug
      ? current.slug
      : checkedSlug(context, changes.slug, `${path}.slug`, current.id);
  if (slug !== current.slug) context.db.run('INSERT OR IGNORE INTO v3_removed_slugs (slug) VALUES (?)', current.slug);
  return {
    name: changes.name === undefined ? current.name : checkedText(changes.name, `${path}.name`, 80),
    slug,
    doc: extrasOf(changes, JSON.parse(current.doc) as Record<string, unknown>),
  };
});

/** Deletes the category and its subtree; items stay in the catalog, siblings close the gap. */
export function deleteCategory(context: SandboxContext, id: string): CategoryRow[] {
  return context.db.transaction(() => {
    const row = categoryOrFail(context, id);
    const removed = subtreeOf(context.db, row);
    const items = context.db
      .all<{ item_id: string }>(
        `SELECT DISTINCT item_id FROM v3_category_items WHERE category_id IN (${removed.map(() => '?').join(', ')})`,
        ...removed.map((c) => c.id),
      )
      .map((r) => r.item_id);
    for (const gone of removed) {
      categoryRows.remove(context.db, gone.id);
      context.db.run('DELETE FROM v3_category_items WHERE category_id = ?', gone.id);
      context.db.run('INSERT OR IGNORE INTO v3_removed_slugs (slug) VALUES (?)', gone.slug);
    }
    renumber(
      context,
      row.parent_id,
      childrenOf(context.db, row.parent_id).map((c) => c.id),
    );
    for (const item of items) mirrorMemberships(context.db, item);
    for (const gone of removed) announce(context, gone, 'deleted');
    return removed;
  });
}

function renumber(context: SandboxContext, parentId: string | null, ids: readonly string[]): void {
  ids.forEach((childId, position) =>
    context.db.run('UPDATE v3_categories SET parent_id = ?, position = ? WHERE id = ?', parentId, position, childId),
  );
}

/** Moves a category (with its subtree) under another parent, first, last or after a sibling. */
export function moveCategory(
  context: SandboxContext,
  id: string,
  target: {
    parentCategoryId?: string;
    position: 'FIRST' | 'LAST' | 'AFTER' | 'BEFORE';
    moveAfterCategoryId?: string;
    moveBeforeCategoryId?: string;
  },
): { parentCategoryId?: string; categoriesAfterMove: string[]; arrangedCategoriesAfterMove: string[] } {
  return context.db.transaction(() => {
    const row = categoryOrFail(context, id);
    const parentId = target.parentCategoryId ?? null;
    const parent = parentId ? categoryOrFail(context, parentId) : undefined;
    const subtree = subtreeOf(context.db, row);
    if (parent && subtree.some((c) => c.id === parent.id))
      throw applicationFailure(428, 'TREE_CYCLE_DETECTED', `Category ${id} cannot move under itself`);
    const height = Math.max(
      ...subtree.map((c) => ancestorsOf(context.db, c).length - ancestorsOf(context.db, row).length),
    );
    if ((parent ? depthOf(context, parent) : 0) + 1 + height > MAX_DEPTH)
      throw applicationFailure(428, 'CATEGORY_DEPTH_LIMIT_EXCEEDED', `Categories nest at most ${MAX_DEPTH} levels`);
    const siblings = childrenOf(context.db, parentId)
      .map((c) => c.id)
      .filter((c) => c !== id);
    let at = target.position === 'FIRST' ? 0 : siblings.length;
    if (target.position === 'AFTER') {
      if (!target.moveAfterCategoryId)
        throw applicationFailure(400, 'MISSING_AFTER_CATEGORY', 'AFTER needs moveAfterCategoryId');
      at = siblings.indexOf(target.moveAfterCategoryId) + 1;
      if (at === 0)
        throw applicationFailure(428, 'AFTER_CATEGORY_NOT_IN_PARENT', `${target.moveAfterCategoryId} is not a sibling`);
    }
    if (target.position === 'BEFORE') {
      if (!target.moveBeforeCategoryId)
        throw applicationFailure(400, 'MISSING_BEFORE_CATEGORY', 'BEFORE needs moveBeforeCategoryId');
      at = siblings.indexOf(target.moveBeforeCategoryId);
      if (at < 0)
        throw applicationFailure(
          428,
          'BEFORE_CATEGORY_NOT_IN_PARENT',
          `${target.moveBeforeCategoryId} is not a sibling`,
        );
    }
    const order = [...siblings.slice(0, at), id, ...siblings.slice(at)];
    renumber(
      context,
      row.parent_id,
      childrenOf(context.db, row.parent_id)
        .map((c) => c.id)
        .filter((c) => c !== id),
    );
    renumber(context, parentId, order);
    context.db.run(
      'UPDATE v3_categories SET revision = revision + 1, updated_date = ? WHERE id = ?',
      context.clock.nowIso(),
      id,
    );
    // A visible category has a visible parent (hiding cascades, showing needs a visible parent): moving under a hidden
    // parent hides the moved subtree too, so nothing hidden stays reachable through it.
    if (parent?.visible === 0 && subtree.some((c) => c.visible === 1))
      hideAll(context, subtree, context.clock.nowIso());
    const moved = categoryOrFail(context, id);
    announce(context, moved, 'updated');
    announceMoved(context, moved);
    // The official client reads `categoriesAfterMove`, the REST reference shows `arrangedCategoriesAfterMove`.
    return {
      ...(parentId ? { parentCategoryId: parentId } : {}),
      categoriesAfterMove: order,
      arrangedCategoriesAfterMove: order,
    };
  });
}

const setVisible = (context: SandboxContext, id: string, visible: 0 | 1, now: string) =>
  context.db.run(
    'UPDATE v3_categories SET visible = ?, revision = revision + 1, updated_date = ? WHERE id = ?',
    visible,
    now,
    id,
  );

const hideAll = (context: SandboxContext, rows: readonly CategoryRow[], now: string) => {
  for (const row of rows) setVisible(context, row.id, 0, now);
};

/** Hiding hides the subtree; showing needs a visible parent. `revision` is checked when given. */
export function setCategoryVisibility(
  context: SandboxContext,
  id: string,
  visible: boolean,
  revision: string | undefined,
): CategoryRow {
  return context.db.transaction(() => {
    const row = CATEGORY.atRevision(context, id, revision);
    const parent = row.parent_id ? findCategory(context.db, row.parent_id) : undefined;
    if (visible && parent?.visible === 0)
      throw applicationFailure(428, 'PARENT_CATEGORY_HIDDEN', `The parent of ${id} is hidden`);
    const now = context.clock.nowIso();
    if (visible) setVisible(context, row.id, 1, now);
    else hideAll(context, subtreeOf(context.db, row), now);
    const changed = categoryOrFail(context, id);
    announce(context, changed, 'updated');
    return changed;
  });
}

const CATEGORY_FIELDS: Record<string, FieldDef> = {
  id: { sql: 'c.id', type: 'string' },
  slug: { sql: 'c.slug', type: 'string' },
  visible: { sql: 'c.visible', type: 'boolean' },
  name: { sql: 'c.name', type: 'string', sortable: true, sortSql: 'c.name COLLATE NOCASE' },
  ...datedFields('c'),
  'parentCategory.id': { sql: 'c.parent_id', type: 'string', sortable: true },
  'parentCategory.index': { sql: 'c.position', type: 'number', sortable: true },
  managingAppId: { sql: `json_extract(c.doc, '$.managingAppId')`, type: 'string', sortable: true },
  'treeReference.appNamespace': { sql: `'@wix/stores'`, type: 'string' },
};

const tableOf = (withHidden: boolean) => ({
  ...entityTable(
    'v3_categories c',
    'c.*',
    'c.num',
    CATEGORY_FIELDS,
    1000,
    withHidden ? undefined : { sql: 'c.visible = 1', params: [] },
  ),
  defaultSort: [{ fieldName: 'parentCategory.id' }, { fieldName: 'parentCategory.index' }],
  searchColumn: `lower(c.name || ' ' || COALESCE(json_extract(c.doc, '$.description'), ''))`,
});

export function queryCategories(
  context: SandboxContext,
  query: PageRequest | undefined,
  withHidden: boolean,
  fields: readonly string[] | undefined,
) {
  const page = runCursorPage<CategoryRow>(context.db, tableOf(withHidden), query ?? {}, 'query');
  return { categories: viewCategories(context, page.rows, fields), pagingMetadata: page.pagingMetadata };
}

/** A page of a category search, with its aggregations over every match. */
export function searchCategories(
  context: SandboxContext,
  search: CursorSearchV3 | undefined,
  withHidden: boolean,
  fields: readonly string[] | undefined,
) {
  const { rows, pagingMetadata, aggregationData } = runSearch<CategoryRow>(
    context.db,
    tableOf(withHidden),
    search ?? {},
  );
  return { categories: viewCategories(context, rows, fields), pagingMetadata, aggregationData };
}

export const countCategories = (
  context: SandboxContext,
  filter: unknown,
  search: { expression?: string } | undefined,
  withHidden: boolean,
) => ({
  count: countRows(context.db, tableOf(withHidden), filter, search, ''),
});
