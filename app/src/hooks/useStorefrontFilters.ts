import { SORTS, type SortKey, type StorefrontFilters } from '../lib/storefront-query';
import { numberOrUndefined, searchParamsOf, useUrlFilters, type UrlFilters } from './useUrlFilters';

function readFilters(params: URLSearchParams): StorefrontFilters {
  const sort = params.get('sort') ?? '';
  const type = params.get('type');
  return {
    search: params.get('q') ?? '',
    match: params.get('match') === 'contains' ? 'contains' : 'startsWith',
    minPrice: numberOrUndefined(params.get('min')),
    maxPrice: numberOrUndefined(params.get('max')),
    collection: params.get('collection') || undefined,
    productType: type === 'physical' || type === 'digital' ? type : undefined,
    inStockOnly: params.get('inStock') === '1',
    sort: sort in SORTS ? (sort as SortKey) : 'featured',
    page: Math.max(0, Math.floor(numberOrUndefined(params.get('page')) ?? 1) - 1),
  };
}

function writeFilters(filters: StorefrontFilters): URLSearchParams {
  const entries: Array<[string, string | undefined]> = [
    ['q', filters.search || undefined],
    ['match', filters.match === 'contains' ? 'contains' : undefined],
    ['min', filters.minPrice?.toString()],
    ['max', filters.maxPrice?.toString()],
    ['collection', filters.collection],
    ['type', filters.productType],
    ['inStock', filters.inStockOnly ? '1' : undefined],
    ['sort', filters.sort === 'featured' ? undefined : filters.sort],
    ['page', filters.page > 0 ? String(filters.page + 1) : undefined],
  ];
  return searchParamsOf(entries);
}

/** How the storefront's filters and page are read from the address and written to it. */
export const STOREFRONT_FILTERS: UrlFilters<StorefrontFilters> = {
  read: readFilters,
  write: writeFilters,
  // Any change other than the page starts again at page 1; every change is a step Back returns from.
  apply: (filters, change) => ({ ...filters, ...change, page: change.page ?? 0 }),
  replaces: () => false,
};

/** The storefront's filters, kept in the address bar so a filtered page can be shared and reloaded. */
export const useStorefrontFilters = () => useUrlFilters(STOREFRONT_FILTERS);
