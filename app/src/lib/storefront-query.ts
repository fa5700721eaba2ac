import type { ProductsQueryBuilder, SiteClient } from 'sitekit';

export const STOREFRONT_PAGE_SIZE = 12;

export type SearchMatch = 'startsWith' | 'contains';
export type ProductTypeFilter = 'physical' | 'digital';
/** Each product type's label in the filters. */
export const PRODUCT_TYPES: Record<ProductTypeFilter, string> = { physical: 'Physical', digital: 'Digital' };

export interface StorefrontFilters {
  search: string;
  match: SearchMatch;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** A collection slug. */
  collection: string | undefined;
  productType: ProductTypeFilter | undefined;
  inStockOnly: boolean;
  sort: SortKey;
  /** Zero-based. */
  page: number;
}

export const SORTS = {
  featured: { label: 'Featured', apply: (query: ProductsQueryBuilder) => query },
  'name-asc': { label: 'Name, A to Z', apply: (query: ProductsQueryBuilder) => query.ascending('name') },
  'name-desc': { label: 'Name, Z to A', apply: (query: ProductsQueryBuilder) => query.descending('name') },
  'price-asc': { label: 'Price, low to high', apply: (query: ProductsQueryBuilder) => query.ascending('price') },
  'price-desc': { label: 'Price, high to low', apply: (query: ProductsQueryBuilder) => query.descending('price') },
  newest: { label: 'Newest', apply: (query: ProductsQueryBuilder) => query.descending('createdDate') },
} satisfies Record<string, { label: string; apply: (query: ProductsQueryBuilder) => ProductsQueryBuilder }>;

export type SortKey = keyof typeof SORTS;

/** The storefront's filters as one server-side product query; `collectionId` is the resolved collection slug. */
export function storefrontQuery(
  site: SiteClient,
  filters: StorefrontFilters,
  collectionId: string | undefined,
): ProductsQueryBuilder {
  let query = site.products
    .queryProducts()
    .limit(STOREFRONT_PAGE_SIZE)
    .skip(filters.page * STOREFRONT_PAGE_SIZE);
  const search = filters.search.trim();
  if (search) query = filters.match === 'contains' ? query.contains('name', search) : query.startsWith('name', search);
  if (filters.minPrice !== undefined) query = query.ge('price', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.le('price', filters.maxPrice);
  if (collectionId) query = query.hasSome('collectionIds', [collectionId]);
  if (filters.productType) query = query.eq('productType', filters.productType);
  if (filters.inStockOnly) query = query.eq('stock.inStock', true);
  return SORTS[filters.sort].apply(query);
}
