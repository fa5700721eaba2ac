import type { SortingState } from '@tanstack/react-table';
import type { CursorSearchV3, SiteClient } from 'sitekit';
import { inCategory } from './category-search';

export type VisibilityFilter = 'all' | 'visible' | 'hidden';
export type StockFilter = 'all' | 'inStock' | 'outOfStock';

/** The products list's filters; '' for a brand or category means any. */
export interface ManagerFiltersV3 {
  text: string;
  visibility: VisibilityFilter;
  stock: StockFilter;
  brandId: string;
  categoryId: string;
}

export const NO_FILTERS_V3: ManagerFiltersV3 = {
  text: '',
  visibility: 'all',
  stock: 'all',
  brandId: '',
  categoryId: '',
};

export const VISIBILITY_FILTERS: Record<VisibilityFilter, string> = {
  all: 'All',
  visible: 'Visible',
  hidden: 'Hidden',
};

export const STOCK_FILTERS: Record<StockFilter, string> = {
  all: 'All',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
};

/** The platform's availability statuses each stock filter takes in (a partly sold-out product is still in stock). */
const STATUSES: Record<Exclude<StockFilter, 'all'>, string[]> = {
  inStock: ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK'],
  outOfStock: ['OUT_OF_STOCK'],
};

/** The platform's sort field of each sortable column. */
export const SORT_FIELDS_V3: Record<string, string> = {
  name: 'name',
  price: 'actualPriceRange.minValue.amount',
  updatedDate: 'updatedDate',
};

/** The first page of the manager's products search: every filter, the free text and the sort go to the platform. */
export function managerSearchV3(
  site: SiteClient,
  filters: ManagerFiltersV3,
  sorting: SortingState,
  pageSize: number,
): CursorSearchV3 {
  let search = site.productsV3.searchProducts().limit(pageSize);
  const text = filters.text.trim();
  if (text) search = search.search(text);
  if (filters.visibility !== 'all') search = search.eq('visible', filters.visibility === 'visible');
  if (filters.stock !== 'all') search = search.in('inventory.availabilityStatus', STATUSES[filters.stock]);
  if (filters.brandId) search = search.eq('brand.id', filters.brandId);
  for (const { id, desc } of sorting) {
    const field = SORT_FIELDS_V3[id];
    if (field) search = desc ? search.descending(field) : search.ascending(field);
  }
  const request = search.toRequest();
  return filters.categoryId ? inCategory(request, filters.categoryId) : request;
}

/** What to count for the list's total: the same filter and free text, hidden products included. */
export const countOfSearchV3 = ({ filter, search }: CursorSearchV3) => ({
  ...(filter ? { filter } : {}),
  ...(search ? { search } : {}),
  returnNonVisibleProducts: true,
});
