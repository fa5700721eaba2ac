import type { FastifyInstance } from 'fastify';
import {
  zListCategoriesForItemsByPostBody,
  zListCategoriesForItemsQuery,
  zListItemsInCategoryByPostBody,
  zListItemsInCategoryPath,
} from '../../generated/zod.gen.js';
import type { ItemReference } from '../../generated/types.gen.js';
import type { Caller } from '../auth/caller.js';
import { type BulkAnswer, runBulk } from '../catalog-v3/bulk-results.js';
import {
  addItem,
  arrangedItems,
  arrangeItems,
  categoriesForItem,
  isItemOf,
  listItems,
  productOfItem,
  removeItem,
  setItemCategories,
} from '../catalog-v3/categories/category-items.js';
import type { SandboxContext } from '../context.js';
import { assertSameId } from '../http/same-id.js';
import { adminOnly, anyCaller } from './support/access.js';
import { bulkOfIds } from './support/bulk.js';
import { CATEGORIES, CATEGORY_BULK, onStoresTree } from './support/category-tree.js';
import { contract } from './support/contract.js';
import { type Operations, operations } from './support/operation.js';

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
export function registerCategoryItemRoutes(app: FastifyInstance, context: SandboxContext): void {
  const write = onStoresTree(operations(app, adminOnly(context, 'Category writes')));
  const perItem = (categoryId: string, items: ItemReference[], change: typeof addItem) =>
    withItems(
      runBulk(
        context.db,
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
      bulkOfIds(context.db, categoryIds, (categoryId) => change(context, categoryId, productId)),
      categoryIds,
    );
  };
  write.post(`${CATEGORY_BULK}/:categoryId/add-items`, contract('BulkAddItemsToCategory'), ({ params, body }) =>
    perItem(params.categoryId, body.items, addItem),
  );
  write.post(`${CATEGORY_BULK}/:categoryId/remove-items`, contract('BulkRemoveItemsFromCategory'), ({ params, body }) =>
    perItem(params.categoryId, body.items, removeItem),
  );
  write.post(`${CATEGORY_BULK}/add-item`, contract('BulkAddItemToCategories'), ({ body }) =>
    perCategory(body.item, body.categoryIds, addItem),
  );
  write.post(`${CATEGORY_BULK}/remove-item`, contract('BulkRemoveItemFromCategories'), ({ body }) =>
    perCategory(body.item, body.categoryIds, removeItem),
  );
  write.post(`${CATEGORY_BULK}/set-item-categories`, contract('BulkSetItemCategories'), ({ body }) => {
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
  write.post(`${CATEGORIES}/:categoryId/set-arranged-items`, contract('SetArrangedItems'), ({ params, body }) => {
    assertSameId(body.categoryId, params.categoryId);
    return arrangeItems(context, params.categoryId, body.items ?? []);
  });
  registerCategoryListings(onStoresTree(operations(app, anyCaller(context))), context);
}

/** `true`/`false` in a query string are the booleans; anything else is left for the schema to judge. */
const flag = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

/** The listing GET's query: its flags and page size arrive as strings. */
const listingQuery = (raw: Record<string, unknown>) => ({
  ...raw,
  useCategoryArrangement: flag(raw.useCategoryArrangement),
  includeItemsFromSubcategories: flag(raw.includeItemsFromSubcategories),
  ...(raw['cursorPaging.limit'] !== undefined ? { 'cursorPaging.limit': Number(raw['cursorPaging.limit']) } : {}),
});

function registerCategoryListings(read: Operations<Caller>, context: SandboxContext): void {
  const items = `${CATEGORIES}/:categoryId/list-items`;
  read.get(
    items,
    contract('ListItemsInCategory', { coerce: listingQuery }),
    ({ params: { categoryId }, query, caller }) => {
      assertSameId(query.categoryId, categoryId);
      const limit = query['cursorPaging.limit'];
      const cursor = query['cursorPaging.cursor'];
      return listItems(
        context,
        categoryId,
        {
          ...query,
          cursorPaging: { ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) },
        },
        caller,
      );
    },
  );
  read.post(
    items,
    { params: zListItemsInCategoryPath, body: zListItemsInCategoryByPostBody },
    ({ params, body, caller }) => {
      assertSameId(body.categoryId, params.categoryId);
      return listItems(context, params.categoryId, body, caller);
    },
  );
  const forItem = `${CATEGORIES}/list-categories-for-item`;
  read.get(forItem, contract('ListCategoriesForItem'), ({ query, caller }) => {
    const item = { catalogItemId: query['item.catalogItemId'], appId: query['item.appId'] };
    return categoriesForItem(context, productOfItem(context, item, caller), caller);
  });
  read.post(forItem, contract('ListCategoriesForItemByPost'), ({ body, caller }) =>
    categoriesForItem(context, productOfItem(context, body.item, caller), caller),
  );
  /** An item the caller may not see (another app's, unknown or hidden) has no categories. */
  const forItems = (items: readonly ItemReference[], caller: Caller) => ({
    categoriesForItems: items.map((item) => {
      const { directCategoryIds, allCategoryIds } = isItemOf(context, item, caller)
        ? categoriesForItem(context, item.catalogItemId, caller)
        : { directCategoryIds: [], allCategoryIds: [] };
      return {
        item,
        directCategoryIds,
        indirectCategoryIds: allCategoryIds.filter((id) => !directCategoryIds.includes(id)),
      };
    }),
  });
  const forItemsPath = `${CATEGORIES}/list-categories-for-items`;
  read.get(forItemsPath, { query: zListCategoriesForItemsQuery }, ({ caller }) => forItems([], caller));
  read.post(forItemsPath, { body: zListCategoriesForItemsByPostBody }, ({ body, caller }) =>
    forItems(body.items, caller),
  );
  read.get(`${CATEGORIES}/list-trees`, {}, () => ({ trees: [{ appNamespace: '@wix/stores' }] }));
  read.get(`${CATEGORIES}/:categoryId/arranged-items`, contract('GetArrangedItems'), ({ params, query, caller }) => {
    assertSameId(query.categoryId, params.categoryId);
    return arrangedItems(context, params.categoryId, caller);
  });
}
