import type { SiteContext } from '../core/site-context.js';
import { createCollections, type CollectionsModule } from './collections.js';
import { createProducts, type ProductsModule } from './products.js';

export interface Catalog {
  products: ProductsModule;
  collections: CollectionsModule;
}

/** The catalogue modules of a site client: `site.products` and `site.collections`. */
export function createCatalog(context: SiteContext): Catalog {
  return { products: createProducts(context), collections: createCollections(context) };
}

export type {
  ChoiceMedia,
  GetProductOptions,
  NewProduct,
  ProductMediaInput,
  ProductsModule,
  ProductVariantsQueryOptions,
} from './products.js';
export type { CollectionsModule, NewCollection } from './collections.js';
export { ProductsQueryBuilder, type ProductQueryField } from './query-builder.js';
export { ProductsQueryResult, MAX_CONSECUTIVE_EMPTY_PAGES } from './query-result.js';
export { DEFAULT_PAGE_SIZE, type PageRequest } from './query-paging.js';
export { toProductsPage, type ProductsPage } from './products-page.js';
export { MAX_GET_QUERY_STRING_LENGTH } from './query-encoding.js';
export type { QueryFilter } from './query-filter.js';
