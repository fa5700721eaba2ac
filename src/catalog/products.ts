import { productsDeclaredReadSpecs, type ProductsDeclaredReads } from '../../generated/declared-reads.gen.js';
import { productsOperations } from '../../generated/operation-names.gen.js';
import type {
  AddProductMediaData,
  AddProductMediaToChoicesData,
  BulkAdjustProperty,
  BulkResult,
  BulkUpdateSet,
  CreateProductData,
  CreateProductResponse,
  GetProductData,
  Product,
  ProductQuery,
  ProductsQueryResponse,
  QueryProductVariantsData,
  QueryStoreVariantsResponse,
  StoreVariantsQuery,
  UpdateProductResponse,
  UpdateProductVariantsResponse,
  VariantOverride,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';
import { withIdLast } from '../http/entity-id.js';
import { sendProductQuery, type ProductQueryRequest } from './product-query-request.js';
import { ProductsQueryBuilder } from './query-builder.js';
import { twoFormQuery } from '../query-language/two-form-query.js';

/** `getProduct`'s options, as the contract's query says; merchant-only data needs an API key or an app. */
export type GetProductOptions = Pick<NonNullable<GetProductData['query']>, 'includeMerchantSpecificData'>;

/** What `queryProductVariants(id, options)` selects: by choices or variant IDs, with offset paging. */
export type ProductVariantsQueryOptions = Omit<QueryProductVariantsData['body'], 'id'>;

/** The product to create; `name` is required. */
export type NewProduct = CreateProductData['body']['product'];

/** A media item to add: an existing one by `mediaId`, or a file by `url`. */
export type ProductMediaInput = AddProductMediaData['body']['media'][number];

/** Media items of one choice. */
export type ChoiceMedia = AddProductMediaToChoicesData['body']['media'][number];

/**
 * `site.products`: every v1 product call, with the official client's names and argument order. Each call answers
 * the response body with its wire field names (`id`, ISO timestamps); calls whose answer is empty resolve to
 * `undefined`. Failures are SiteErrors whose field violations name the call's arguments. Every call takes optional
 * transport options (`signal`, `timeoutMs`) as its last argument; the builder takes them in `find()`. `getProduct`
 * (one product with its options, variants and media, `{product}`; costs only with `includeMerchantSpecificData`),
 * `getStoreVariant`, `getProductOptionsAvailability` (which choices are still available, and the selected variant once
 * every option has a choice) and `queryProductVariants` (all variants or those matching choices or variant IDs, with
 * offset paging: `{variants}`) are described whole by the contract (`call: read`, docs/decisions.md#48).
 */
export interface ProductsModule extends ProductsDeclaredReads<CallOptions> {
  /** Variants across products (`{variants, metadata}`), filtered, sorted and paged like a product query. */
  queryStoreVariants(query: StoreVariantsQuery, call?: CallOptions): Promise<QueryStoreVariantsResponse>;
  /** A fluent query builder; `.find()` runs it. */
  queryProducts(): ProductsQueryBuilder;
  /** Runs a ready-made query (`{filter, sort, paging}`) and answers the raw page: `{products, metadata}`. */
  queryProducts(query: ProductQuery, call?: CallOptions): Promise<ProductsQueryResponse>;
  /** Creates a product and answers it as stored (`{product}`), with the platform's ID and default variant. */
  createProduct(product: NewProduct, call?: CallOptions): Promise<CreateProductResponse>;
  /** Changes the given fields; the product is picked by `id`, whatever `product.id` says. */
  updateProduct(id: string, product: Product, call?: CallOptions): Promise<UpdateProductResponse>;
  /** Deletes a product and its variants; it leaves every collection. */
  deleteProduct(id: string, call?: CallOptions): Promise<void>;
  /** Overrides price, cost, weight, SKU or visibility of the variants picked by choices or IDs (`{variants}`). */
  updateProductVariants(
    id: string,
    variants: VariantOverride[],
    call?: CallOptions,
  ): Promise<UpdateProductVariantsResponse>;
  /** Drops every variant override, so that each variant takes the product's own data again. */
  resetAllProductVariantData(id: string, call?: CallOptions): Promise<void>;
  /** Adds media to a product's gallery: existing items by `mediaId`, or new ones by `url`. */
  addProductMedia(id: string, media: ProductMediaInput[], call?: CallOptions): Promise<void>;
  /** Removes media items from a product's gallery (and from the choices that showed them); `[]` removes all. */
  removeProductMedia(id: string, mediaIds: string[], call?: CallOptions): Promise<void>;
  /** Shows gallery media for option choices (e.g. the red pictures for `Color: Red`). */
  addProductMediaToChoices(id: string, media: ChoiceMedia[], call?: CallOptions): Promise<void>;
  /** Stops showing the given media for the given choices (`[]`: any media for any choice); the gallery keeps them. */
  removeProductMediaFromChoices(id: string, media: ChoiceMedia[], call?: CallOptions): Promise<void>;
  /** Deletes all of a product's options, which leaves it with its single default variant. */
  deleteProductOptions(id: string, call?: CallOptions): Promise<void>;
  /** Removes the product's brand. */
  removeBrand(id: string, call?: CallOptions): Promise<void>;
  /** Removes the product's ribbon (the label shown on its picture, e.g. `Sale`). */
  removeRibbon(id: string, call?: CallOptions): Promise<void>;
  /** Sets one property (`price`, `cost`, `weight`, `ribbon` or `brand`) to one value on many products. */
  bulkUpdateProductsProperty(ids: string[], set: BulkUpdateSet, call?: CallOptions): Promise<BulkResult>;
  /** Note the official argument order: the adjustment first, then the product IDs. */
  bulkAdjustProductProperty(adjust: BulkAdjustProperty, ids: string[], call?: CallOptions): Promise<BulkResult>;
}

export function createProducts(context: SiteContext): ProductsModule {
  const sendQuery = (request: ProductQueryRequest, call?: CallOptions) => sendProductQuery(context, request, call);

  const queryProducts = twoFormQuery<ProductsQueryBuilder, ProductQuery, ProductsQueryResponse>(
    () => new ProductsQueryBuilder(sendQuery),
    sendQuery,
  );
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);

  return {
    ...(declaredReadMethods(context, productsDeclaredReadSpecs) as ProductsDeclaredReads<CallOptions>),
    queryStoreVariants: (query, call) => send(productsOperations.queryStoreVariants, { body: { query } }, call),
    queryProducts,
    createProduct: (product, call) => send(productsOperations.createProduct, { body: { product } }, call),
    updateProduct: (id, product, call) =>
      send(productsOperations.updateProduct, { path: { id }, body: { product: withIdLast(product, id) } }, call),
    deleteProduct: (id, call) => sendVoid(productsOperations.deleteProduct, { path: { id }, query: { id } }, call),
    updateProductVariants: (id, variants, call) =>
      send(productsOperations.updateProductVariants, { path: { id }, body: { id, variants } }, call),
    resetAllProductVariantData: (id, call) =>
      sendVoid(productsOperations.resetAllProductVariantData, { path: { id }, body: { id } }, call),
    addProductMedia: (id, media, call) =>
      sendVoid(productsOperations.addProductMedia, { path: { id }, body: { id, media } }, call),
    removeProductMedia: (id, mediaIds, call) =>
      sendVoid(productsOperations.removeProductMedia, { path: { id }, body: { id, mediaIds } }, call),
    addProductMediaToChoices: (id, media, call) =>
      sendVoid(productsOperations.addProductMediaToChoices, { path: { id }, body: { id, media } }, call),
    removeProductMediaFromChoices: (id, media, call) =>
      sendVoid(productsOperations.removeProductMediaFromChoices, { path: { id }, body: { id, media } }, call),
    deleteProductOptions: (id, call) =>
      sendVoid(productsOperations.deleteProductOptions, { path: { id }, query: { id } }, call),
    removeBrand: (id, call) => sendVoid(productsOperations.removeBrand, { path: { id }, body: { id } }, call),
    removeRibbon: (id, call) => sendVoid(productsOperations.removeRibbon, { path: { id }, body: { id } }, call),
    bulkUpdateProductsProperty: (ids, set, call) =>
      send(productsOperations.bulkUpdateProductsProperty, { body: { ids, set } }, call),
    bulkAdjustProductProperty: (adjust, ids, call) =>
      send(productsOperations.bulkAdjustProductProperty, { body: { adjust, ids } }, call),
  };
}
