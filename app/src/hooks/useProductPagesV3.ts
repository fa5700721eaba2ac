import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isSiteValidationError } from 'sitekit';
import { useSearchProductsV3 } from 'sitekit/react';
import { pageInput, useCursorPages } from './useCursorPages';
import { useUrlCursorPages } from './useUrlCursorPages';

type SearchInput = Parameters<typeof useSearchProductsV3>[0];
type SearchOptions = Parameters<typeof useSearchProductsV3>[1];

/** Prev/next over a cursor query's pages, kept in memory or in the address bar. */
export type CursorPaging = ReturnType<typeof useCursorPages> | ReturnType<typeof useUrlCursorPages>;

/**
 * A v3 products search shown a page at a time: `first` asks for the first page, and a different `searchKey` (the
 * search's own terms) starts again there. The page shown stays on screen while the next one loads. `pageInUrl` keeps
 * the page in the address bar (the shop), where the filters' changes start again at the first page.
 */
export function useProductPagesV3(
  first: SearchInput,
  searchKey: string,
  pageSize: number,
  options?: SearchOptions,
  pageInUrl = false,
) {
  const pagingInMemory = useCursorPages(searchKey);
  const pagingInUrl = useUrlCursorPages();
  const paging: CursorPaging = pageInUrl ? pagingInUrl : pagingInMemory;
  const products = useSearchProductsV3(pageInput(first, paging.cursor, pageSize), options, {
    placeholderData: keepPreviousData,
  });
  // A cursor in the address that the platform refuses (edited, or from an older store) starts again at the first page.
  const [restarted, setRestarted] = useState(false);
  const cursorRefused = pageInUrl && Boolean(pagingInUrl.cursor) && isRefusedCursor(products.error);
  // Once per refused cursor: the page renders again while the first page loads, and a second start would cancel it.
  const restartedFrom = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!cursorRefused || restartedFrom.current === pagingInUrl.cursor) return;
    restartedFrom.current = pagingInUrl.cursor;
    setRestarted(true);
    pagingInUrl.restart();
  }, [cursorRefused, pagingInUrl]);
  const notice =
    restarted && !pagingInUrl.cursor
      ? 'That page of results is no longer available, so here is the first page.'
      : undefined;
  return { paging, products, pageSize, notice, restarting: cursorRefused, inAddress: pageInUrl };
}

/** A refusal of the request's cursor: a field violation on a `cursor` field. */
function isRefusedCursor(error: unknown): boolean {
  return isSiteValidationError(error) && error.fieldViolations.some((violation) => /cursor/i.test(violation.field));
}
