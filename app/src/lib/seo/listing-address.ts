import { STOREFRONT_FILTERS } from '../../hooks/useStorefrontFilters';
import { FILTERS_V3 } from '../../hooks/useStorefrontFiltersV3';
import { cursorPageOf } from '../../hooks/useUrlCursorPages';
import type { Catalog } from '../catalog';

/** The page of a listing (the shop, a category) an address shows, as the listing itself reads the address. */
export interface ListingPage {
  /** One-based. */
  number: number;
  /** The address's parameters that reach this page: none for the first, `page` (and a v3 store's `cursor`) after. */
  paging: URLSearchParams;
  /** Whether the address searches, filters or sorts the listing. */
  filtered: boolean;
}

export function listingPageOf(catalog: Catalog, params: URLSearchParams): ListingPage {
  if (catalog === 'v3') {
    const filtered = FILTERS_V3.write(FILTERS_V3.read(params)).size > 0;
    const { page, cursor } = cursorPageOf(params);
    const paging = new URLSearchParams(cursor ? { page: String(page + 1), cursor } : {});
    return { number: page + 1, paging, filtered };
  }
  const written = STOREFRONT_FILTERS.write(STOREFRONT_FILTERS.read(params));
  const page = written.get('page');
  written.delete('page');
  return { number: Number(page ?? 1), paging: new URLSearchParams(page ? { page } : {}), filtered: written.size > 0 };
}

/**
 * The canonical address of a listing at `path` (docs/decisions.md#43): each page of the whole listing its own; a
 * searched, filtered or sorted listing the whole listing's first page. Any other parameter is left out.
 */
export function listingCanonicalUrl(catalog: Catalog, requestUrl: string, path: string): string {
  const page = listingPageOf(catalog, new URL(requestUrl).searchParams);
  const url = new URL(path, requestUrl);
  url.search = page.filtered ? '' : page.paging.toString();
  return url.href;
}
