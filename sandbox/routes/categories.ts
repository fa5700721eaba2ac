import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/caller.js';
import { withItemsNamed } from '../catalog-v3/bulk-results.js';
import type { CategoryRow } from '../catalog-v3/categories/category-rows.js';
import {
  countCategories,
  createCategory,
  deleteCategory,
  moveCategory,
  queryCategories,
  readableCategory,
  searchCategories,
  setCategoryVisibility,
  updateCategory,
  viewCategories,
} from '../catalog-v3/categories/category-service.js';
import type { SandboxContext } from '../context.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly, anyCaller } from './support/access.js';
import { bulkOfRows, idToUpdate } from './support/bulk.js';
import { CATEGORIES, CATEGORY_BULK, onStoresTree } from './support/category-tree.js';
import { contract } from './support/contract.js';
import { operations } from './support/operation.js';

const FIELDS = { lists: ['fields'] };

/** Categories of the store's tree: every read needs a token of this site (hidden ones only for the API key); writes the key. */
export function registerCategoryRoutes(app: FastifyInstance, context: SandboxContext): void {
  const read = onStoresTree(operations(app, anyCaller(context)));
  const write = onStoresTree(operations(app, adminOnly(context, 'Category writes')));
  /** Hidden categories only for the API key, and only when asked for. */
  const hidden = (caller: Caller, asked: boolean | undefined) => asked === true && caller.kind === 'admin';
  const view = (row: CategoryRow, fields?: readonly string[]) => viewCategories(context, [row], fields)[0]!;
  const one = `${CATEGORIES}/:categoryId`;

  write.post(CATEGORIES, contract('CreateCategory'), ({ body }) => ({
    category: view(createCategory(context, body.category, 'category'), body.fields),
  }));
  read.get(one, contract('GetCategory', FIELDS), ({ params: { categoryId }, query, caller }) => {
    assertSameId(query.categoryId, categoryId);
    return { category: view(readableCategory(context, { id: categoryId }, caller), query.fields) };
  });
  read.get(`${CATEGORIES}/slug/:slug`, contract('GetCategoryBySlug', FIELDS), ({ params, query, caller }) => ({
    category: view(readableCategory(context, { slug: params.slug }, caller), query.fields),
  }));
  write.patch(one, contract('UpdateCategory'), ({ params, body }) => ({
    category: view(updateCategory(context, params.categoryId, body.category, 'category'), body.fields),
  }));
  write.delete(one, contract('DeleteCategory'), ({ params: { categoryId }, query }) => {
    assertSameId(query.categoryId, categoryId);
    deleteCategory(context, categoryId);
    return {};
  });
  read.post(`${CATEGORIES}/query`, contract('QueryCategories'), ({ body, caller }) =>
    queryCategories(context, body.query, hidden(caller, body.returnNonVisibleCategories), body.fields),
  );
  read.post(`${CATEGORIES}/search`, contract('SearchCategories'), ({ body, caller }) =>
    searchCategories(context, body.search, hidden(caller, body.returnNonVisibleCategories), body.fields),
  );
  read.post(`${CATEGORIES}/count`, contract('CountCategories'), ({ body, caller }) =>
    countCategories(context, body.filter, body.search, hidden(caller, body.returnNonVisibleCategories)),
  );
  write.post(`${one}/move`, contract('MoveCategory'), ({ params: { categoryId }, body }) => {
    assertSameId(body.categoryId, categoryId, 'categoryId');
    return moveCategory(context, categoryId, body);
  });
  write.patch(`${CATEGORIES}/visibility`, contract('UpdateCategoryVisibility'), ({ body }) => ({
    category: view(setCategoryVisibility(context, body.categoryId, body.visible, body.revision), body.fields),
  }));

  /** Bulk results name each entity `category`. */
  const shown = (fields?: readonly string[]) => (row: CategoryRow) => view(row, fields);
  write.post(`${CATEGORY_BULK}/update`, contract('BulkUpdateCategories'), ({ body }) => {
    const update = ({ category }: (typeof body.categories)[number], i: number) => {
      const path = `categories[${i}].category`;
      return updateCategory(context, idToUpdate(category.id, path), category, path);
    };
    return withItemsNamed(
      bulkOfRows(context.db, body.categories, update, shown(body.fields), body.returnEntity),
      'category',
    );
  });
  write.post(`${CATEGORY_BULK}/show`, contract('BulkShowCategories'), ({ body }) => {
    const show = (id: string) => setCategoryVisibility(context, id, true, undefined);
    return withItemsNamed(
      bulkOfRows(context.db, body.categoryIds, show, shown(body.fields), body.returnEntity),
      'category',
    );
  });
}
