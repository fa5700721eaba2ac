import type { SiteClient } from 'sitekit';

/*
 * The catalogue's wire types, read off the site client's own signatures (sitekit exports the calls, not yet these
 * names).
 */
type Products = SiteClient['products'];
type Collections = SiteClient['collections'];

export type Product = NonNullable<Awaited<ReturnType<Products['getProduct']>>['product']>;
export type ProductOption = NonNullable<Product['productOptions']>[number];
export type ProductChoice = NonNullable<ProductOption['choices']>[number];
export type ProductVariant = NonNullable<Product['variants']>[number];
export type MediaItem = NonNullable<NonNullable<Product['media']>['items']>[number];
export type Collection = NonNullable<Awaited<ReturnType<Collections['getCollectionBySlug']>>['collection']>;
export type VariantOverride = Parameters<Products['updateProductVariants']>[1][number];
export type ProductMediaInput = Parameters<Products['addProductMedia']>[1][number];
export type ChoiceMedia = Parameters<Products['addProductMediaToChoices']>[1][number];
export type BulkUpdateSet = Parameters<Products['bulkUpdateProductsProperty']>[1];
export type BulkAdjustProperty = Parameters<Products['bulkAdjustProductProperty']>[0];
export type BulkResult = Awaited<ReturnType<Products['bulkUpdateProductsProperty']>>;
export type NewProduct = Parameters<Products['createProduct']>[0];
export type NewCollection = Parameters<Collections['createCollection']>[0];

/** Starts a fluent product query (`site.products.queryProducts()`). */
export const newProductQuery = (site: SiteClient) => site.products.queryProducts();
export type ProductQueryBuilder = ReturnType<typeof newProductQuery>;

/** Every store has this collection; it holds every product implicitly. */
export const ALL_PRODUCTS_COLLECTION_SLUG = 'all-products';
