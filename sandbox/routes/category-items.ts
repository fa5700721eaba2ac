import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  zBulkAddItemsToCategoryBody,
  zBulkAddItemsToCategoryPath,
  zBulkAddItemToCategoriesBody,
  zBulkRemoveItemFromCategoriesBody,
  zBulkRemoveItemsFromCategoryBody,
  zBulkRemoveItemsFromCategoryPath,
  zBulkSetItemCategoriesBody,
  zGetArrangedItemsPath,
  zGetArrangedItemsQuery,
  zListCategoriesForItemByPostBody,
  zListCategoriesForItemQuery,
  zListCategoriesForItemsByPostBody,
  zListCategoriesForItemsQuery,
  zListItemsInCategoryByPostBody,
  zListItemsInCategoryPath,
  zListItemsInCategoryQuery,
  zSetArrangedItemsBody,
  zSetArrangedItemsPath,
} from '../../generated/zod.gen.js';
import type { ItemReference } from '../../generated/types.gen.js';
import { authenticate } from '../auth/caller.js';
import { type BulkAnswer, runBulk } from '../catalog-v3/bulk-results.js';
import {
  addItem,
  arrangedItems,
  arrangeItems,
  categoriesForItem,
  listItems,
  productOfItem,
  removeItem,
  setItemCategories,
} from '../catalog-v3/categories/category-items.js';
import { assertStoresTree } from '../catalog-v3/categories/category-service.js';
import type { SandboxContext } from '../context.js';
import { validate } from '../http/input.js';
import { assertSameId } from '../http/same-id.js';
import { CATEGORIES, treeOfQuery } from './categories.js';

const BULK = '/categories/v1/bulk/categories';

/** Item-membership bulks name the item in the metadata instead of an id. */
function withItems(answer: BulkAnswer<unknown>, items: readonly ItemReference[]) {
  return {
    results: answer.results.map(({ itemMetadata: { id: _id, ...rest } }, i) => ({
      itemMetadata: { item: items[i], ...rest },
    })),
    bulkActionMetadata: answer.bulkActionMetadata,
  };
}

/** Results about categories name each one, failed ones too (the category exists; the change did not apply). */
const withCategoryIds = (answer: BulkAnswer<unknown>, categoryIds: readonly string[]) => ({
  results: answer.results.map(({ itemMetadata }, i) => ({ itemMetadata: { ...itemMetadata, id: categoryIds[i] } })),
  bulkActionMetadata: answer.bulkActionMetadata,
});

/** Category memberships, listings and manual arrangement. */
export function registerCategoryItemRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
): void {
  const perItem = (categoryId: string, items: ItemReference[], change: typeof addItem) =>
    withItems(
      runBulk(
        items,
        (item) => {
          change(context, categoryId, productOfItem(context, item));
          return { id: item.catalogItemId };
        },
        false,
      ),
      items,
    );
  const perCategory = (item: ItemReference, categoryIds: string[], change: typeof addItem) => {
    const productId = productOfItem(context, item);
    return withCategoryIds(
      runBulk(
        categoryIds,
        (categoryId) => {
          change(context, categoryId, productId);
          return { id: categoryId };
        },
        false,
      ),
      categoryIds,
    );
  };
  app.post(`${BULK}/:categoryId/add-items`, async (request) => {
    writer(request);
    const { categoryId } = validate(zBulkAddItemsToCategoryPath, request.params);
    const body = validate(zBulkAddItemsToCategoryBody, request.body);
    assertStoresTree(body.treeReference);
    return perItem(categoryId, body.items, addItem);
  });
  app.post(`${BULK}/:categoryId/remove-items`, async (request) => {
    writer(request);
    const { categoryId } = validate(zBulkRemoveItemsFromCategoryPath, request.params);
    const body = validate(zBulkRemoveItemsFromCategoryBody, request.body);
    assertStoresTree(body.treeReference);
    return perItem(categoryId, body.items, removeItem);
  });
  app.post(`${BULK}/add-item`, async (request) => {
    writer(request);
    const body = validate(zBulkAddItemToCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    return perCategory(body.item, body.categoryIds, addItem);
  });
  app.post(`${BULK}/remove-item`, async (request) => {
    writer(request);
    const body = validate(zBulkRemoveItemFromCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    return perCategory(body.item, body.categoryIds, removeItem);
  });
  app.post(`${BULK}/set-item-categories`, async (request) => {
    writer(request);
    const body = validate(zBulkSetItemCategoriesBody, request.body);
    assertStoresTree(body.treeReference);
    const { added, removed } = setItemCategories(context, productOfItem(context, body.item), body.categoryIds);
    const adds = perCategory(body.item, added, addItem);
    const removes = perCategory(body.item, removed, removeItem);
    const sum = (key: 'totalSuccesses' | 'totalFailures') =>
      adds.bulkActionMetadata[key] + removes.bulkActionMetadata[key];
    return {
      addResults: adds.results,
      removeResults: removes.results,
      bulkActionMetadata: {
        totalSuccesses: sum('totalSuccesses'),
        totalFailures: sum('totalFailures'),
        undetailedFailures: 0,
      },
    };
  });
  registerCategoryListings(app, context, writer);
}

function registerCategoryListings(
  app: FastifyInstance,
  context: SandboxContext,
  writer: (request: FastifyRequest) => void,
): void {
  const flag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
  app.get(`${CATEGORIES}/:categoryId/list-items`, async (request) => {
    authenticate(context, request);
    const { categoryId } = validate(zListItemsInCategoryPath, request.params);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const query = validate(zListItemsInCategoryQuery, {
      ...raw,
      useCategoryArrangement: flag(raw.useCategoryArrangement),
      includeItemsFromSubcategories: flag(raw.includeItemsFromSubcategories),
      ...(raw['cursorPaging.limit'] !== undefined ? { 'cursorPaging.limit': Number(raw['cursorPaging.limit']) } : {}),
    });
    treeOfQuery(query);
    assertSameId(query.categoryId, categoryId);
    const limit = query['cursorPaging.limit'];
    const cursor = query['cursorPaging.cursor'];
    return listItems(context, categoryId, {
      ...query,
      cursorPaging: { ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) },
    });
  });
  app.post(`${CATEGORIES}/:categoryId/list-items`, async (request) => {
    authenticate(context, request);
    const { categoryId } = validate(zListItemsInCategoryPath, request.params);
    const body = validate(zListItemsInCategoryByPostBody, request.body);
    assertStoresTree(body.treeReference);
    assertSameId(body.categoryId, categoryId);
    return listItems(context, categoryId, body);
  });
  app.get(`${CATEGORIES}/list-categories-for-item`, async (request) => {
    authenticate(context, request);
    const query = validate(zListCategoriesForItemQuery, request.query ?? {});
    treeOfQuery(query);
    const item = { catalogItemId: query['item.catalogItemId'], appId: query['item.appId'] };
    return categoriesForItem(context, productOfItem(context, item));
  });
  app.post(`${CATEGORIES}/list-categories-for-item`, async (request) => {
    authenticate(context, request);
    const body = validate(zListCategoriesForItemByPostBody, request.body);
    assertStoresTree(body.treeReference);
    return categoriesForItem(context, productOfItem(context, body.item));
  });
  const forItems = (items: readonly ItemReference[]) => ({
    categoriesForItems: items.map((item) => {
      const { directCategoryIds, allCategoryIds } = categoriesForItem(context, item.catalogItemId);
      return {
        item,
        directCategoryIds,
        indirectCategoryIds: allCategoryIds.filter((id) => !directCategoryIds.includes(id)),
      };
    }),
  });
  app.get(`${CATEGORIES}/list-categories-for-items`, async (request) => {
    authenticate(context, request);
    treeOfQuery(validate(zListCategoriesForItemsQuery, request.query ?? {}));
    return forItems([]);
  });
  app.post(`${CATEGORIES}/list-categories-for-items`, async (request) => {
    authenticate(context, request);
    const body = validate(zListCategoriesForItemsByPostBody, request.body);
    assertStoresTree(body.treeReference);
    return forItems(body.items);
  });
  app.get(`${CATEGORIES}/list-trees`, async (request) => {
    authenticate(context, request);
    return { trees: [{ appNamespace: '@wix/stores' }] };
  });
  app.post(`${CATEGORIES}/:categoryId/set-arranged-items`, async (request) => {
    writer(request);
    const { categoryId } = validate(zSetArrangedItemsPath, request.params);
    const body = validate(zSetArrangedItemsBody, request.body);
    assertStoresTree(body.treeReference);
    assertSameId(body.categoryId, categoryId);
    return arrangeItems(context, categoryId, body.items ?? []);
  });
  app.get(`${CATEGORIES}/:categoryId/arranged-items`, async (request) => {
    authenticate(context, request);
    const { categoryId } = validate(zGetArrangedItemsPath, request.params);
    const query = validate(zGetArrangedItemsQuery, request.query ?? {});
    treeOfQuery(query);
    assertSameId(query.categoryId, categoryId);
    return arrangedItems(context, categoryId);
  });
}
