import type { SiteClient, Variant } from 'sitekit';

export type {
  BulkAdjustProperty,
  BulkResult,
  BulkUpdateSet,
  Collection,
  MediaItem,
  Product,
  ProductOption,
  VariantOverride,
} from 'sitekit';
export type ProductVariant = Variant;

/* The argument types sitekit does not name, read off the site client's own signatures. */
type Products = SiteClient['products'];

export type ProductMediaInput = Parameters<Products['addProductMedia']>[1][number];
export type NewProduct = Parameters<Products['createProduct']>[0];

/** Starts a fluent product query (`site.products.queryProducts()`). */
export const newProductQuery = (site: SiteClient) => site.products.queryProducts();
export type ProductQueryBuilder = ReturnType<typeof newProductQuery>;
