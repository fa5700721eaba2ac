import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zBulkShowCategoriesBody,
  zBulkUpdateCategoriesBody,
  zCountCategoriesBody,
  zCreateCategoryBody,
  zDeleteCategoryPath,
  zDeleteCategoryQuery,
  zGetCategoryBySlugPath,
  zGetCategoryBySlugQuery,
  zGetCategoryPath,
  zGetCategoryQuery,
  zMoveCategoryBody,
  zMoveCategoryPath,
  zQueryCategoriesBody,
  zSearchCategoriesBody,
  zUpdateCategoryBody,
  zUpdateCategoryPath,
  zUpdateCategoryVisibilityBody,
} from '../../generated/zod.gen.js';
import { authenticate, requireAdmin } from '../auth/caller.js';
import { runBulk, withItemsNamed } from '../catalog-v3/bulk-results.js';
import type { CategoryRow } from '../catalog-v3/categories/category-rows.js';
import {
  assertStoresTree,
  categoryBySlugOrFail,
  categoryOrFail,
  countCategories,
  createCategory,
  deleteCategory,
  moveCategory,
  queryCategories,
  searchCategories,
  setCategoryVisibility,
  updateCategory,
  viewCategories,
} from '../catalog-v3/categories/category-service.js';
import type { SandboxContext } from '../context.js';
import { fieldFailure } from '../errors.js';
import { withListParams } from '../http/dot-r-input.js';
import { validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { registerCategoryItemRoutes } from './category-items.js';

export const CATEGORIES = '/categories/v1/categories';
const BULK = '/categories/v1/bulk/categories';

/** The tree a GET or DELETE names in its flat query string. */
export const treeOfQuery = (query: { 'treeReference.appNamespace': string; 'treeReference.treeKey'?: string }) =>
  assertStoresTree({ appNamespace: query['treeReference.appNamespace'], treeKey: query['treeReference.treeKey'] });

/** Categories of the store's tree: reads for any caller with a token (hidden ones for the API key), writes for the key. */
export function registerCategoryRoutes(app: FastifyInstance, context: SandboxContext): void {
  const writer = (request: FastifyRequest) => requireAdmin(authenticate(context, request), 'Category writes');
  const view = (row: CategoryRow, fields?: readonly string[]) => viewCategories(context, [row], fields)[0]!;

  app.post(CATEGORIES, async (request) => {
    writer(request);
    const body = validate(zCreateCategoryBody, request.body);
    assertStoresTree(body.treeReference);
    return { category: view(createCategory(context, body.category, 'category'), body.fields) };
  });
  app.get(`${CATEGORIES}/:categoryId`, async (request) => {
    authenticate(context, request);
    const { categoryId } = validate(zGetCategoryPath, request.params);
    const query = validate(zGetCategoryQuery, withListParams(request.query, ['fields']));
    treeOfQuery(query);
    assertSameId(query.categoryId, categoryId);
    return { category: view(categoryOrFail(context, categoryId), query.fields) };
  });
  app.get(`${CATEGORIES}/slug/:slug`, async (request) => {
    authenticate(context, request);
    const { slug } = validate(zGetCategoryBySlugPath, request.params);
    const query = validate(zGetCategoryBySlugQuery, withListParams(request.query, ['fields']));
    treeOfQuery(query);
    return { category: view(categoryBySlugOrFail(context, slug), query.fields) };
  });
  app.patch(`${CATEGORIES}/:categoryId`, async (request) => {
    writer(request);
    const { categoryId } = validate(zUpdateCategoryPath, request.params);
    const body = validate(zUpdateCategoryBody, request.body);
    assertStoresTree(body.treeReference);
    return { category: view(updateCategory(context, categoryId, body.category, 'category'), body.fields) };
  });
  app.delete(`${CATEGORIES}/:categoryId`, async (request) => {
    writer(request);
    const { categoryId } = validate(zDeleteCategoryPath, request.params);
    const query = validate(zDeleteCategoryQuery, request.query ?? {});
    treeOfQuery(query);
    assertSameId(query.categoryId, categoryId);
    deleteCategory(context, categoryId);
    return {};
  });
  const withHidden = (request: FastifyRequest, asked: boolean | undefined) =>
    asked === true && authenticate(context, request).kind === 'admin';
  app.post(`${CATEGORIES}/query`, async (request) => {
    const body = validate(zQueryCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    return queryCategories(context, body.query, withHidden(request, body.returnNonVisibleCategories), body.fields);
  });
  app.post(`${CATEGORIES}/search`, async (request) => {
    const body = validate(zSearchCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    const hidden = withHidden(request, body.returnNonVisibleCategories);
    return searchCategories(context, body.search, hidden, body.fields);
  });
  app.post(`${CATEGORIES}/count`, async (request) => {
    const body = validate(zCountCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    return countCategories(context, body.filter, body.search, withHidden(request, body.returnNonVisibleCategories));
  });
  app.post(`${CATEGORIES}/:categoryId/move`, async (request) => {
    writer(request);
    const { categoryId } = validate(zMoveCategoryPath, request.params);
    const body = validate(zMoveCategoryBody, request.body);
    assertStoresTree(body.treeReference);
    if (body.categoryId !== undefined && body.categoryId !== categoryId)
      throw fieldFailure('categoryId', 'must equal the id in the path');
    return moveCategory(context, categoryId, body);
  });
  app.patch(`${CATEGORIES}/visibility`, async (request) => {
    writer(request);
    const body = validate(zUpdateCategoryVisibilityBody, request.body);
    assertStoresTree(body.treeReference);
    return {
      category: view(setCategoryVisibility(context, body.categoryId, body.visible, body.revision), body.fields),
    };
  });
  registerCategoryBulk(app, context, writer, view);
  registerCategoryItemRoutes(app, context, writer);
}

function registerCategoryBulk(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
  view: (row: CategoryRow, fields?: readonly string[]) => unknown,
): void {
  app.post(`${BULK}/update`, async (request) => {
    writer(request);
    const body = validate(zBulkUpdateCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    const answer = runBulk(
      body.categories,
      ({ category }, i) => {
        const path = `categories[${i}].category`;
        if (!category.id) throw fieldFailure(`${path}.id`, 'is required', 'REQUIRED_FIELD');
        const row = updateCategory(context, category.id, category, path);
        return { id: row.id, item: view(row, body.fields) };
      },
      body.returnEntity ?? false,
    );
    return withItemsNamed(answer, 'category');
  });
  app.post(`${BULK}/show`, async (request) => {
    writer(request);
    const body = validate(zBulkShowCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    const answer = runBulk(
      body.categoryIds,
      (id) => {
        const row = setCategoryVisibility(context, id, true, undefined);
        return { id, item: view(row, body.fields) };
      },
      body.returnEntity ?? false,
    );
    return withItemsNamed(answer, 'category');
  });
}
