import type { ProductsV3SearchBuilder, SiteClient } from 'sitekit';

export const STOREFRONT_V3_PAGE_SIZE = 12;

export type ProductTypeV3Filter = 'PHYSICAL' | 'DIGITAL';
/** Each product type's label in the filters. */
export const PRODUCT_TYPES_V3: Record<ProductTypeV3Filter, string> = { PHYSICAL: 'Physical', DIGITAL: 'Digital' };

export interface StorefrontV3Filters {
  /** Free text, matched by the platform's search. */
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  productType: ProductTypeV3Filter | undefined;
  inStockOnly: boolean;
  sort: SortV3Key;
}

type Sort = (search: ProductsV3SearchBuilder) => ProductsV3SearchBuilder;
const PRICE = 'actualPriceRange.minValue.amount';

export const SORTS_V3 = {
  relevance: { label: 'Best match', apply: (search) => search },
  'name-asc': { label: 'Name, A to Z', apply: (search) => search.ascending('name') },
  'name-desc': { label: 'Name, Z to A', apply: (search) => search.descending('name') },
  'price-asc': { label: 'Price, low to high', apply: (search) => search.ascending(PRICE) },
  'price-desc': { label: 'Price, high to low', apply: (search) => search.descending(PRICE) },
  newest: { label: 'Newest', apply: (search) => search.descending('createdDate') },
} satisfies Record<string, { label: string; apply: Sort }>;

export type SortV3Key = keyof typeof SORTS_V3;

/** The storefront's filters as one server-side v3 product search (its first page; the next ones follow cursors). */
export function storefrontSearchV3(site: SiteClient, filters: StorefrontV3Filters): ProductsV3SearchBuilder {
  let search = site.productsV3.searchProducts().eq('visible', true).limit(STOREFRONT_V3_PAGE_SIZE);
  const text = filters.search.trim();
  // Fuzzy: a word typed with one letter wrong ("linnen") still finds its products, as on the platform.
  if (text) search = search.search(text, { fuzzy: true });
  if (filters.minPrice !== undefined) search = search.ge(PRICE, filters.minPrice);
  if (filters.maxPrice !== undefined) search = search.le(PRICE, filters.maxPrice);
  if (filters.productType) search = search.eq('productType', filters.productType);
  if (filters.inStockOnly) search = search.in('inventory.availabilityStatus', ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK']);
  return SORTS_V3[filters.sort].apply(search);
}
