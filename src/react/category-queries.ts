import {
  useInfiniteQuery,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ItemReference, TreeReference } from '../../generated/types.gen.js';
import type { CategoriesModule, CategoryReadOptions, ListItemsOptions } from '../catalog-v3/categories.js';
import type { ReadOptions } from './catalog-queries.js';
import {
  useCursorInfinite,
  useCursorRead,
  type CursorInfiniteData,
  type CursorInfiniteOptions,
  type CursorPageParam,
  type CursorReadInput,
  cursorSpec,
  nextCursor,
  pageRequest,
} from './cursor-read-hooks.js';
import { categoryQueryKeys as keys } from './query-keys.js';
import { useSiteValue } from './site-provider.js';
import type { ReactSiteClient } from './site-binding.js';
import { siteRead, siteReadHook } from './site-read.js';

type ReadResponse<K extends keyof CategoriesModule> = CategoriesModule[K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;

export const useListItemsInCategory = /* @__PURE__ */ siteRead((site) => site.categories.listItemsInCategory)(
  3,
  keys.listItemsInCategory,
);

/** An item's categories: the call takes the tree in its options, the key beside the item. */
export const useListCategoriesForItem = /* @__PURE__ */ siteReadHook(
  2,
  keys.listCategoriesForItem,
  (site: ReactSiteClient, signal: AbortSignal, item: ItemReference, treeReference: TreeReference) =>
    site.categories.listCategoriesForItem(item, { treeReference }, { signal }),
);
export const useListCategoriesForItems = /* @__PURE__ */ siteReadHook(
  2,
  keys.listCategoriesForItems,
  (site: ReactSiteClient, signal: AbortSignal, items: ItemReference[], treeReference: TreeReference) =>
    site.categories.listCategoriesForItems(items, { treeReference }, { signal }),
);

/**
 * Every page of a category's items: the first page with the listing options, then only the `next` cursor and the
 * page size, which is how the service continues a listing.
 */
export function useListItemsInCategoryInfinite(
  categoryId: string,
  treeReference: TreeReference,
  options: ListItemsOptions = {},
  query?: CursorInfiniteOptions<ReadResponse<'listItemsInCategory'>>,
) {
  const { site, context } = useSiteValue();
  return useInfiniteQuery<
    ReadResponse<'listItemsInCategory'>,
    Error,
    CursorInfiniteData<ReadResponse<'listItemsInCategory'>>,
    QueryKey,
    CursorPageParam
  >({
    ...query,
    queryKey: keys.listItemsInCategory(context, categoryId, treeReference, options, true),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) =>
      site.categories.listItemsInCategory(categoryId, treeReference, pageRequest(options, pageParam), { signal }),
    getNextPageParam: (last, _pages, _lastParam, pageParams) => nextCursor(last, pageParams),
  });
}

type CategoriesQuery = ReadResponse<'queryCategories'>;
type CategoriesSearch = ReadResponse<'searchCategories'>;

const CATEGORIES_QUERY = /* @__PURE__ */ cursorSpec((site) => site.categories.queryCategories)(
  'query',
  keys.queryCategories,
  true,
);
const CATEGORIES_SEARCH = /* @__PURE__ */ cursorSpec((site) => site.categories.searchCategories)(
  'search',
  keys.searchCategories,
  true,
);

/** One page of a categories query or search: the raw response. */
type PageHook<A> = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: ReadOptions<A>,
) => UseQueryResult<A, Error>;
/** Every page of a categories query or search, following the cursors. */
type InfiniteHook<A> = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: CursorInfiniteOptions<A>,
) => UseInfiniteQueryResult<CursorInfiniteData<A>, Error>;

/*
 * Queries and searches of categories: a builder (`site.categories.queryCategories({treeReference})…`) or the plain
 * request, and the options that go beside it (`treeReference` is required, as for the call).
 */
export const useQueryCategories: PageHook<CategoriesQuery> = (...args) => useCursorRead(CATEGORIES_QUERY, ...args);
export const useQueryCategoriesInfinite: InfiniteHook<CategoriesQuery> = (...args) =>
  useCursorInfinite(CATEGORIES_QUERY, ...args);
export const useSearchCategories: PageHook<CategoriesSearch> = (...args) => useCursorRead(CATEGORIES_SEARCH, ...args);
export const useSearchCategoriesInfinite: InfiniteHook<CategoriesSearch> = (...args) =>
  useCursorInfinite(CATEGORIES_SEARCH, ...args);
