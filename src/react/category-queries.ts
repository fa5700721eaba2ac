import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ItemReference, TreeReference } from '../../generated/types.gen.js';
import type {
  CategoriesModule,
  CategoryCount,
  CategoryFieldsOptions,
  CategoryReadOptions,
  ListItemsOptions,
} from '../catalog-v3/categories.js';
import type { ReadOptions } from './catalog-queries.js';
import {
  useCursorInfinite,
  useCursorRead,
  type CursorInfiniteData,
  type CursorInfiniteOptions,
  type CursorPageParam,
  type CursorReadInput,
  type CursorReadSpec,
  nextCursor,
} from './cursor-read-hooks.js';
import { categoryQueryKeys as keys } from './query-keys-categories.js';
import { useSiteValue } from './site-provider.js';
import { useSiteRead } from './site-read.js';

type Answer<K extends keyof CategoriesModule> = CategoriesModule[K] extends (...args: never[]) => Promise<infer R>
  ? R
  : never;

export const useGetCategory = (
  categoryId: string,
  treeReference: TreeReference,
  options?: CategoryFieldsOptions,
  query?: ReadOptions<Answer<'getCategory'>>,
) =>
  useSiteRead(
    (context) => keys.getCategory(context, categoryId, treeReference, options),
    (site, signal) => site.categories.getCategory(categoryId, treeReference, options, { signal }),
    query,
  );

export const useGetCategoryBySlug = (
  slug: string,
  treeReference: TreeReference,
  options?: CategoryFieldsOptions,
  query?: ReadOptions<Answer<'getCategoryBySlug'>>,
) =>
  useSiteRead(
    (context) => keys.getCategoryBySlug(context, slug, treeReference, options),
    (site, signal) => site.categories.getCategoryBySlug(slug, treeReference, options, { signal }),
    query,
  );

export const useCountCategories = (count: CategoryCount, query?: ReadOptions<Answer<'countCategories'>>) =>
  useSiteRead(
    (context) => keys.countCategories(context, count),
    (site, signal) => site.categories.countCategories(count, { signal }),
    query,
  );

export const useListItemsInCategory = (
  categoryId: string,
  treeReference: TreeReference,
  options?: ListItemsOptions,
  query?: ReadOptions<Answer<'listItemsInCategory'>>,
) =>
  useSiteRead(
    (context) => keys.listItemsInCategory(context, categoryId, treeReference, options),
    (site, signal) => site.categories.listItemsInCategory(categoryId, treeReference, options, { signal }),
    query,
  );

export const useListCategoriesForItem = (
  item: ItemReference,
  treeReference: TreeReference,
  query?: ReadOptions<Answer<'listCategoriesForItem'>>,
) =>
  useSiteRead(
    (context) => keys.listCategoriesForItem(context, item, treeReference),
    (site, signal) => site.categories.listCategoriesForItem(item, { treeReference }, { signal }),
    query,
  );

export const useListCategoriesForItems = (
  items: ItemReference[],
  treeReference: TreeReference,
  query?: ReadOptions<Answer<'listCategoriesForItems'>>,
) =>
  useSiteRead(
    (context) => keys.listCategoriesForItems(context, items, treeReference),
    (site, signal) => site.categories.listCategoriesForItems(items, { treeReference }, { signal }),
    query,
  );

export const useListTrees = (query?: ReadOptions<Answer<'listTrees'>>) =>
  useSiteRead(keys.listTrees, (site, signal) => site.categories.listTrees({ signal }), query);

export const useGetArrangedItems = (
  categoryId: string,
  treeReference: TreeReference,
  query?: ReadOptions<Answer<'getArrangedItems'>>,
) =>
  useSiteRead(
    (context) => keys.getArrangedItems(context, categoryId, treeReference),
    (site, signal) => site.categories.getArrangedItems(categoryId, treeReference, { signal }),
    query,
  );

/**
 * Every page of a category's items: the first page with the listing options, then only the `next` cursor and the
 * page size, which is how the service continues a listing.
 */
export function useListItemsInCategoryInfinite(
  categoryId: string,
  treeReference: TreeReference,
  options: ListItemsOptions = {},
  query?: CursorInfiniteOptions<Answer<'listItemsInCategory'>>,
) {
  const { site, context } = useSiteValue();
  const limit = options.cursorPaging?.limit;
  const pageOptions = (cursor: CursorPageParam): ListItemsOptions =>
    cursor === null ? options : { cursorPaging: limit === undefined ? { cursor } : { cursor, limit } };
  return useInfiniteQuery<
    Answer<'listItemsInCategory'>,
    Error,
    CursorInfiniteData<Answer<'listItemsInCategory'>>,
    QueryKey,
    CursorPageParam
  >({
    ...query,
    queryKey: keys.listItemsInCategory(context, categoryId, treeReference, options, true),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) =>
      site.categories.listItemsInCategory(categoryId, treeReference, pageOptions(pageParam), { signal }),
    getNextPageParam: (last, _pages, _lastParam, pageParams) => nextCursor(last, pageParams),
  });
}

type CategoriesQuery = Answer<'queryCategories'>;
type CategoriesSearch = Answer<'searchCategories'>;

const CATEGORIES_QUERY: CursorReadSpec<CategoriesQuery, CategoryReadOptions> = {
  kind: 'query',
  key: keys.queryCategories,
  run: (site, request, options, signal) =>
    site.categories.queryCategories(request, options as CategoryReadOptions, { signal }),
};
const CATEGORIES_SEARCH: CursorReadSpec<CategoriesSearch, CategoryReadOptions> = {
  kind: 'search',
  key: keys.searchCategories,
  run: (site, request, options, signal) =>
    site.categories.searchCategories(request, options as CategoryReadOptions, { signal }),
};

/*
 * Queries and searches of categories: a builder (`site.categories.queryCategories({treeReference})…`) or the plain
 * request, and the options that go beside it (`treeReference` is required, as for the call).
 */
export const useQueryCategories = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: ReadOptions<CategoriesQuery>,
) => useCursorRead(CATEGORIES_QUERY, input, options, query);
export const useQueryCategoriesInfinite = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: CursorInfiniteOptions<CategoriesQuery>,
) => useCursorInfinite(CATEGORIES_QUERY, input, options, query);
export const useSearchCategories = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: ReadOptions<CategoriesSearch>,
) => useCursorRead(CATEGORIES_SEARCH, input, options, query);
export const useSearchCategoriesInfinite = (
  input: CursorReadInput,
  options: CategoryReadOptions,
  query?: CursorInfiniteOptions<CategoriesSearch>,
) => useCursorInfinite(CATEGORIES_SEARCH, input, options, query);
