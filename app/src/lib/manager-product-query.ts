import type { ProductsQueryBuilder, SiteClient } from 'sitekit';

export type Visibility = 'all' | 'visible' | 'hidden';

export interface ManagerProductFilters {
  name: string;
  visibility: Visibility;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

/** The table's sortable columns and the product fields the server sorts them by. */
export const SORT_FIELDS: Record<string, string> = {
  name: 'name',
  sku: 'sku',
  price: 'price',
  weight: 'weight',
  stock: 'stock.quantity',
  lastUpdated: 'lastUpdated',
};

/** One page of the products table as a server-side query: filter, sort and paging are all done by the platform. */
export function managerProductQuery(
  site: SiteClient,
  filters: ManagerProductFilters,
  sorting: readonly TableSort[],
  page: { pageIndex: number; pageSize: number },
): ProductsQueryBuilder {
  let query = site.products
    .queryProducts()
    .limit(page.pageSize)
    .skip(page.pageIndex * page.pageSize);
  const name = filters.name.trim();
  if (name) query = query.contains('name', name);
  if (filters.visibility !== 'all') query = query.eq('visible', filters.visibility === 'visible');
  for (const sort of sorting) {
    const field = SORT_FIELDS[sort.id];
    if (field) query = sort.desc ? query.descending(field) : query.ascending(field);
  }
  return query;
}
