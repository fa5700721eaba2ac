import { keepPreviousData } from '@tanstack/react-query';
import { useSearchProductsV3 } from 'sitekit/react';
import { pageInput, useCursorPages } from './useCursorPages';

type SearchInput = Parameters<typeof useSearchProductsV3>[0];
type SearchOptions = Parameters<typeof useSearchProductsV3>[1];

/**
 * A v3 products search shown a page at a time: `first` asks for the first page, and a different `searchKey` (the
 * search's own terms) starts again there. The page shown stays on screen while the next one loads.
 */
export function useProductPagesV3(first: SearchInput, searchKey: string, pageSize: number, options?: SearchOptions) {
  const paging = useCursorPages(searchKey);
  const products = useSearchProductsV3(pageInput(first, paging.cursor, pageSize), options, {
    placeholderData: keepPreviousData,
  });
  return { paging, products, pageSize };
}
