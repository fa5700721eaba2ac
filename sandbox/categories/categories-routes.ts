import type { Caller } from '../kernel/http/caller.js';
import { withItemsNamed } from '../kernel/entities-v3/bulk-results.js';
import { type CategoryRow, STORES_TREE } from './category-rows.js';
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
} from './category-service.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { bulkOfRows, idToUpdate } from '../kernel/entities-v3/bulk-writes.js';
import { onStoresTree } from './category-tree.js';
import { categoryItemRoutes } from './category-items-routes.js';
import type { ModuleRoutes } from '../kernel/http/module-routes.js';
import { behind } from '../kernel/http/serve.js';

/** A delete that names no tree (the REST reference's example) is on the store's tree, the default. */
const withStoresTree = (query: Record<string, unknown>) => ({
  'treeReference.appNamespace': STORES_TREE.appNamespace,
  ...query,
});

/** Categories of the store's tree: every read needs a token of this site (hidden ones only for the API key); writes the key. */
export const routes: ModuleRoutes<'categories'> = (context) => {
  /** Hidden categories only for the API key, and only when asked for. */
  const hidden = (caller: Caller, asked: boolean | undefined) => asked === true && caller.kind === 'admin';
  const view = (row: CategoryRow, fields?: readonly string[]) => viewCategories(context, [row], fields)[0]!;
  /** Bulk results name each entity `category`. */
  const shown = (fields?: readonly string[]) => (row: CategoryRow) => view(row, fields);

  return {
    ...categoryItemRoutes(context),
    ...behind(
      anyCaller(context),
      onStoresTree({
        getCategory: ({ params: { categoryId }, query, caller }) => {
          assertSameId(query.categoryId, categoryId);
          return { category: view(readableCategory(context, { id: categoryId }, caller), query.fields) };
        },
        getCategoryBySlug: ({ params, query, caller }) => ({
          category: view(readableCategory(context, { slug: params.slug }, caller), query.fields),
        }),
        queryCategories: ({ body, caller }) =>
          queryCategories(context, body.query, hidden(caller, body.returnNonVisibleCategories), body.fields),
        searchCategories: ({ body, caller }) =>
          searchCategories(context, body.search, hidden(caller, body.returnNonVisibleCategories), body.fields),
        countCategories: ({ body, caller }) =>
          countCategories(context, body.filter, body.search, hidden(caller, body.returnNonVisibleCategories)),
      }),
    ),

    ...behind(
      adminOnly(context, 'Category writes'),
      onStoresTree({
        createCategory: ({ body }) => ({
          category: view(createCategory(context, body.category, 'category'), body.fields),
        }),
        updateCategory: ({ params, body }) => ({
          category: view(updateCategory(context, params.categoryId, body.category, 'category'), body.fields),
        }),
        deleteCategory: {
          coerce: withStoresTree,
          respond: ({ params: { categoryId }, query }) => {
            assertSameId(query.categoryId, categoryId);
            deleteCategory(context, categoryId);
            return {};
          },
        },
        moveCategory: ({ params: { categoryId }, body }) => {
          assertSameId(body.categoryId, categoryId, 'categoryId');
          return moveCategory(context, categoryId, body);
        },
        updateCategoryVisibility: ({ body }) => ({
          category: view(
            setCategoryVisibility(context, body.categoryId, body.visible, String(body.revision)),
            body.fields,
          ),
        }),
        bulkUpdateCategories: ({ body }) => {
          const update = ({ category }: (typeof body.categories)[number], i: number) => {
            const path = `categories[${i}].category`;
            return updateCategory(context, idToUpdate(category.id, path), category, path);
          };
          return withItemsNamed(
            bulkOfRows(context.db, body.categories, update, shown(body.fields), body.returnEntity),
            'category',
          );
        },
        bulkShowCategories: ({ body }) => {
          const show = (id: string) => setCategoryVisibility(context, id, true, undefined);
          return withItemsNamed(
            bulkOfRows(context.db, body.categoryIds, show, shown(body.fields), body.returnEntity),
            'category',
          );
        },
      }),
    ),
  };
};
