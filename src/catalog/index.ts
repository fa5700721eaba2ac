import type { SiteContext } from '../core/site-context.js';
import { createAbandonedCarts, type AbandonedCartsModule } from './abandoned-carts.js';
import { createCollections, type CollectionsModule } from './collections.js';
import { createInventory, type InventoryModule } from './inventory.js';
import { createProducts, type ProductsModule } from './products.js';

export interface Catalog {
  products: ProductsModule;
  collections: CollectionsModule;
  inventory: InventoryModule;
  abandonedCarts: AbandonedCartsModule;
}

/** The store modules of a site client: `site.products`, `site.collections`, `site.inventory`, `site.abandonedCarts`. */
export function createCatalog(context: SiteContext): Catalog {
  return {
    products: createProducts(context),
    collections: createCollections(context),
    inventory: createInventory(context),
    abandonedCarts: createAbandonedCarts(context),
  };
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
export type {
  InventoryItemInput,
  InventoryModule,
  InventoryQueryOptions,
  InventoryVariantsOptions,
} from './inventory.js';
export type { AbandonedCartsModule, AbandonedCartsQueryOptions } from './abandoned-carts.js';
export { CollectionsQueryBuilder, CollectionsQueryResult, type CollectionQueryField } from './collections-query.js';
export { ProductsQueryBuilder, type ProductQueryField } from './query-builder.js';
export { ProductsQueryResult } from './query-result.js';
export { toProductsPage, type ProductsPage } from './products-page.js';
