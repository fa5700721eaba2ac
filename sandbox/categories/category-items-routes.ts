import type { ItemReference } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import { type BulkResponse, runBulk } from '../kernel/entities-v3/bulk-results.js';
import {
  addItem,
  arrangedItems,
  arrangeItems,
  categoriesForItem,
  isItemOf,
  listItems,
  moveItemInCategory,
  productOfItem,
  removeItem,
  setItemCategories,
} from './category-items.js';
import type { SandboxContext } from '../kernel/context.js';
import { fieldFailure } from '../kernel/errors.js';
import { itemOrItemReferenceRule } from '../kernel/http/one-of-rules.js';
import { assertSameId } from '../kernel/http/same-id.js';
import { adminOnly, anyCaller } from '../kernel/http/access.js';
import { bulkOfIds } from '../kernel/entities-v3/bulk-writes.js';
import { onStoresTree } from './category-tree.js';
import { behind } from '../kernel/http/serve.js';

/**
 * Item-membership bulks name the item in the metadata instead of an id: as `item` (what the official client reads)
 * and `itemReference` (what the REST reference shows).
 */
function withItems(response: BulkResponse<unknown>, items: readonly ItemReference[]) {
  return {
    results: response.results.map(({ itemMetadata: { id: _id, ...rest } }, i) => ({
      itemMetadata: { item: items[i], itemReference: items[i], ...rest },
    })),
    bulkActionMetadata: response.bulkActionMetadata,
  };
}

/** Results about categories name each one, failed ones too (the category exists; the change did not apply). */
const withCategoryIds = (response: BulkResponse<unknown>, categoryIds: readonly string[]) => ({
  results: response.results.map(({ itemMetadata }, i) => ({ itemMetadata: { ...itemMetadata, id: categoryIds[i] } })),
  bulkActionMetadata: response.bulkActionMetadata,
});

/** The item a body names, as `item` or `itemReference` (`itemOrItemReferenceRule` lets exactly one through). */
const namedItem = (body: { item?: ItemReference; itemReference?: ItemReference }): ItemReference =>
  (body.item ?? body.itemReference)!;

/** The GET listing's item, as flat `item.*` or `itemReference.*` parameters, one of them. */
function queriedItem(query: Record<string, string | undefined>): ItemReference {
  const named = (prefix: 'item' | 'itemReference') =>
    query[`${prefix}.catalogItemId`] !== undefined || query[`${prefix}.appId`] !== undefined;
  const prefix = named('item') ? 'item' : 'itemReference';
  if (named('item') && named('itemReference'))
    throw fieldFailure('itemReference', 'cannot be combined with item', 'ONE_OF_ALIGNMENT');
  for (const key of ['catalogItemId', 'appId'])
    if (query[`${prefix}.${key}`] === undefined)
      throw fieldFailure(`${prefix}.${key}`, 'is required', 'REQUIRED_FIELD');
  return { catalogItemId: query[`${prefix}.catalogItemId`]!, appId: query[`${prefix}.appId`]! };
}

/** Category memberships and manual arrangement (API key), and listings (any caller with a token). */
export const categoryItemRoutes = (context: SandboxContext) => {
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
  return {
    ...categoryListingRoutes(context),
    ...behind(
      adminOnly(context, 'Category writes'),
      onStoresTree({
        bulkAddItemsToCategory: ({ params, body }) => perItem(params.categoryId, body.items, addItem),
        bulkRemoveItemsFromCategory: ({ params, body }) => perItem(params.categoryId, body.items, removeItem),
        bulkAddItemToCategories: {
          rules: [itemOrItemReferenceRule],
          respond: ({ body }) => perCategory(namedItem(body), body.categoryIds, addItem),
        },
        bulkRemoveItemFromCategories: {
          rules: [itemOrItemReferenceRule],
          respond: ({ body }) => perCategory(namedItem(body), body.categoryIds, removeItem),
        },
        bulkSetItemCategories: ({ body }) => {
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
        },
        setArrangedItems: ({ params, body }) => {
          assertSameId(body.categoryId, params.categoryId);
          return arrangeItems(context, params.categoryId, body.items ?? []);
        },
        moveItemInCategory: ({ params, body }) => {
          assertSameId(body.categoryId, params.categoryId);
          return moveItemInCategory(context, params.categoryId, body);
        },
      }),
    ),
  };
};

/** The listing GET's page size arrives as a string (its flags are the contract's booleans). */
const listingQuery = (raw: Record<string, unknown>) =>
  raw['cursorPaging.limit'] !== undefined ? { ...raw, 'cursorPaging.limit': Number(raw['cursorPaging.limit']) } : raw;

const categoryListingRoutes = (context: SandboxContext) => {
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
  return {
    ...behind(
      anyCaller(context),
      onStoresTree({
        listItemsInCategory: {
          coerce: listingQuery,
          respond: ({ params: { categoryId }, query, caller }) => {
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
        },
        listItemsInCategoryByPost: ({ params, body, caller }) => {
          assertSameId(body.categoryId, params.categoryId);
          return listItems(context, params.categoryId, body, caller);
        },
        listCategoriesForItem: ({ query, caller }) =>
          categoriesForItem(context, productOfItem(context, queriedItem(query), caller), caller),
        listCategoriesForItemByPost: {
          rules: [itemOrItemReferenceRule],
          respond: ({ body, caller }) =>
            categoriesForItem(context, productOfItem(context, namedItem(body), caller), caller),
        },
        listCategoriesForItems: ({ caller }) => forItems([], caller),
        listCategoriesForItemsByPost: ({ body, caller }) => forItems(body.items, caller),
        listTrees: () => ({ trees: [{ appNamespace: '@wix/stores' }] }),
        getArrangedItems: ({ params, query, caller }) => {
          assertSameId(query.categoryId, params.categoryId);
          return arrangedItems(context, params.categoryId, caller);
        },
      }),
    ),
  };
};
