import { useEffect, useMemo } from 'react';
import { useQueryCategoriesInfinite } from 'sitekit/react';
import { categoryTree } from '../lib/category-tree';
import { TREE } from '../lib/shop-categories-v3';

const PAGE_SIZE = 100;

/**
 * The whole category tree the client may see (hidden categories too when `withHidden`, which needs the API key):
 * every page of the categories query, read one after the other.
 */
export function useCategoryTree(withHidden = false) {
  const options = withHidden ? { ...TREE, returnNonVisibleCategories: true } : TREE;
  const pages = useQueryCategoriesInfinite({ cursorPaging: { limit: PAGE_SIZE } }, options);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const categories = useMemo(() => pages.data?.pages.flatMap((page) => page.categories ?? []) ?? [], [pages.data]);
  const tree = useMemo(() => categoryTree(categories), [categories]);
  return { pages, categories, tree };
}
