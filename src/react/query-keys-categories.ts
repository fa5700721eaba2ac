import {
  getArrangedItemsQueryKey,
  getCategoryBySlugQueryKey,
  getCategoryQueryKey,
  listCategoriesForItemQueryKey,
  listTreesQueryKey,
} from '../../generated/@tanstack/react-query.gen.js';
import type { ItemReference, TreeReference } from '../../generated/types.gen.js';
import type { CategoryCount, CategoryFieldsOptions, ListItemsOptions } from '../catalog-v3/categories.js';
import { treeQuery } from '../catalog-v3/tree-reads.js';
import type { SiteContext } from '../core/site-context.js';
import { postReadKey } from './query-keys.js';
import type { CursorReadRequest } from './query-keys-v3.js';

/** A readable key for a POST read (or a paged GET): the request as a body, marked infinite when the hook pages. */
function readKey(id: string, context: SiteContext, body: object, infinite = false, path?: Record<string, unknown>) {
  const [key] = postReadKey(id, context, { ...(path ? { path } : {}), body });
  return [{ ...key, ...(infinite ? { _infinite: true } : {}) }] as const;
}

/**
 * Keys of the categories reads, named after their calls. Reads of one category, the trees, an item's categories and
 * a category's arrangement use the generated key builders (as their GET requests go), so `sitekit/query` shares their
 * cache; queries, searches, counts and item listings hold the request as a readable body.
 */
export const categoryQueryKeys = {
  getCategory: (
    context: SiteContext,
    categoryId: string,
    tree: TreeReference,
    { fields }: CategoryFieldsOptions = {},
  ) =>
    getCategoryQueryKey({
      client: context.client,
      path: { categoryId },
      query: { categoryId, ...treeQuery(tree), fields },
    }),
  getCategoryBySlug: (
    context: SiteContext,
    slug: string,
    tree: TreeReference,
    { fields }: CategoryFieldsOptions = {},
  ) =>
    getCategoryBySlugQueryKey({ client: context.client, path: { slug }, query: { slug, ...treeQuery(tree), fields } }),
  queryCategories: (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readKey('queryCategories', context, request, infinite),
  searchCategories: (context: SiteContext, request: CursorReadRequest, infinite?: boolean) =>
    readKey('searchCategories', context, request, infinite),
  countCategories: (context: SiteContext, count: CategoryCount) => readKey('countCategories', context, count),
  /** The listing without its cursor: an infinite read pages from it. */
  listItemsInCategory: (
    context: SiteContext,
    categoryId: string,
    tree: TreeReference,
    options: ListItemsOptions = {},
    infinite?: boolean,
  ) => readKey('listItemsInCategory', context, { treeReference: tree, ...options }, infinite, { categoryId }),
  listCategoriesForItem: (context: SiteContext, item: ItemReference, tree: TreeReference) =>
    listCategoriesForItemQueryKey({
      client: context.client,
      query: { 'item.catalogItemId': item.catalogItemId, 'item.appId': item.appId, ...treeQuery(tree) },
    }),
  listCategoriesForItems: (context: SiteContext, items: readonly ItemReference[], tree: TreeReference) =>
    readKey('listCategoriesForItems', context, { items, treeReference: tree }),
  listTrees: (context: SiteContext) => listTreesQueryKey({ client: context.client }),
  getArrangedItems: (context: SiteContext, categoryId: string, tree: TreeReference) =>
    getArrangedItemsQueryKey({
      client: context.client,
      path: { categoryId },
      query: { categoryId, ...treeQuery(tree) },
    }),
};
