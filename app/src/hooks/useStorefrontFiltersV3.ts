import { SORTS_V3, type SortV3Key, type StorefrontV3Filters } from '../lib/storefront-v3-search';
import { numberOrUndefined, searchParamsOf, useUrlFilters, type UrlFilters } from './useUrlFilters';

/** How the v3 storefront's filters are read from the address and written to it (its page: useUrlCursorPages). */
export const FILTERS_V3: UrlFilters<StorefrontV3Filters> = {
  read: (params) => {
    const sort = params.get('sort') ?? '';
    const type = params.get('type');
    return {
      search: params.get('q') ?? '',
      minPrice: numberOrUndefined(params.get('min')),
      maxPrice: numberOrUndefined(params.get('max')),
      productType: type === 'PHYSICAL' || type === 'DIGITAL' ? type : undefined,
      inStockOnly: params.get('inStock') === '1',
      sort: sort in SORTS_V3 ? (sort as SortV3Key) : 'relevance',
    };
  },
  write: (filters) =>
    searchParamsOf([
      ['q', filters.search || undefined],
      ['min', filters.minPrice?.toString()],
      ['max', filters.maxPrice?.toString()],
      ['type', filters.productType],
      ['inStock', filters.inStockOnly ? '1' : undefined],
      ['sort', filters.sort === 'relevance' ? undefined : filters.sort],
    ]),
  // Each change is a step Back returns from; it leaves out the page's cursor, so the results start again at page 1.
  replaces: () => false,
};

/** The v3 storefront's filters in the address bar; the page shown is there too (useUrlCursorPages). */
export const useStorefrontFiltersV3 = () => useUrlFilters(FILTERS_V3);
