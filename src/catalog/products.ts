import * as sdk from '../../generated/sdk.gen.js';
import type {
  AddProductMediaData,
  AddProductMediaToChoicesData,
  BulkAdjustProperty,
  BulkResult,
  BulkUpdateSet,
  CreateProductData,
  CreateProductResponse,
  GetProductOptionsAvailabilityResponse,
  GetProductResponse,
  GetStoreVariantResponse,
  Product,
  ProductQuery,
  ProductsQueryResult as ProductsQueryResponse,
  QueryProductVariantsData,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
  StoreVariantsQuery,
  UpdateProductResponse,
  UpdateProductVariantsResponse,
  VariantOverride,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import { catalogRequest } from './catalog-request.js';
import { withIdLast } from './entity-id.js';
import { sendProductQuery, type ProductQueryRequest } from './product-query-request.js';
import { ProductsQueryBuilder } from './query-builder.js';

export interface GetProductOptions {
  /** Include merchant-only data (costs and profits); needs an API key or an app. */
  includeMerchantSpecificData?: boolean;
}

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
 * `undefined`. Failures are SiteErrors whose field violations name the call's arguments.
 */
export interface ProductsModule {
  getProduct(id: string, options?: GetProductOptions): Promise<GetProductResponse>;
  /** Which choices are still available, and the selected variant once every option has a choice. */
  getProductOptionsAvailability(
    id: string,
    options: Record<string, string>,
  ): Promise<GetProductOptionsAvailabilityResponse>;
  queryProductVariants(id: string, options?: ProductVariantsQueryOptions): Promise<QueryProductVariantsResponse>;
  queryStoreVariants(query: StoreVariantsQuery): Promise<QueryStoreVariantsResponse>;
  getStoreVariant(id: string): Promise<GetStoreVariantResponse>;
  /** A fluent query builder; `.find()` runs it. */
  queryProducts(): ProductsQueryBuilder;
  /** Runs a ready-made query (`{filter, sort, paging}`) and answers the raw page: `{products, metadata}`. */
  queryProducts(query: ProductQuery): Promise<ProductsQueryResponse>;
  createProduct(product: NewProduct): Promise<CreateProductResponse>;
  /** Changes the given fields; the product is picked by `id`, whatever `product.id` says. */
  updateProduct(id: string, product: Product): Promise<UpdateProductResponse>;
  deleteProduct(id: string): Promise<void>;
  updateProductVariants(id: string, variants: VariantOverride[]): Promise<UpdateProductVariantsResponse>;
  resetAllProductVariantData(id: string): Promise<void>;
  addProductMedia(id: string, media: ProductMediaInput[]): Promise<void>;
  removeProductMedia(id: string, mediaIds: string[]): Promise<void>;
  addProductMediaToChoices(id: string, media: ChoiceMedia[]): Promise<void>;
  removeProductMediaFromChoices(id: string, media: ChoiceMedia[]): Promise<void>;
  deleteProductOptions(id: string): Promise<void>;
  removeBrand(id: string): Promise<void>;
  removeRibbon(id: string): Promise<void>;
  bulkUpdateProductsProperty(ids: string[], set: BulkUpdateSet): Promise<BulkResult>;
  /** Note the official argument order: the adjustment first, then the product IDs. */
  bulkAdjustProductProperty(adjust: BulkAdjustProperty, ids: string[]): Promise<BulkResult>;
}

export function createProducts(context: SiteContext): ProductsModule {
  const { client } = context;

  const sendQuery = (request: ProductQueryRequest) =>
    catalogRequest('queryProducts', async () => ({ data: await sendProductQuery(client, request) }));

  function queryProducts(): ProductsQueryBuilder;
  function queryProducts(query: ProductQuery): Promise<ProductsQueryResponse>;
  function queryProducts(...args: [] | [ProductQuery]): ProductsQueryBuilder | Promise<ProductsQueryResponse> {
    return args.length === 0 ? new ProductsQueryBuilder(sendQuery) : sendQuery({ query: args[0] });
  }

  return {
    getProduct: (id, options = {}) =>
      catalogRequest('getProduct', () =>
        sdk.getProduct({
          client,
          path: { id },
          query: { id, includeMerchantSpecificData: options.includeMerchantSpecificData },
          throwOnError: true,
        }),
      ),
    getProductOptionsAvailability: (id, options) =>
      catalogRequest('getProductOptionsAvailability', () =>
        sdk.getProductOptionsAvailability({ client, path: { id }, body: { id, options }, throwOnError: true }),
      ),
    queryProductVariants: (id, options = {}) =>
      catalogRequest('queryProductVariants', () =>
        sdk.queryProductVariants({ client, path: { id }, body: { id, ...options }, throwOnError: true }),
      ),
    queryStoreVariants: (query) =>
      catalogRequest('queryStoreVariants', () =>
        sdk.queryStoreVariants({ client, body: { query }, throwOnError: true }),
      ),
    getStoreVariant: (id) =>
      catalogRequest('getStoreVariant', () =>
        sdk.getStoreVariant({ client, path: { id }, query: { id }, throwOnError: true }),
      ),
    queryProducts,
    createProduct: (product) =>
      catalogRequest('createProduct', () => sdk.createProduct({ client, body: { product }, throwOnError: true })),
    updateProduct: (id, product) =>
      catalogRequest('updateProduct', () =>
        sdk.updateProduct({ client, path: { id }, body: { product: withIdLast(product, id) }, throwOnError: true }),
      ),
    deleteProduct: async (id) => {
      await catalogRequest('deleteProduct', () =>
        sdk.deleteProduct({ client, path: { id }, query: { id }, throwOnError: true }),
      );
    },
    updateProductVariants: (id, variants) =>
      catalogRequest('updateProductVariants', () =>
        sdk.updateProductVariants({ client, path: { id }, body: { id, variants }, throwOnError: true }),
      ),
    resetAllProductVariantData: async (id) => {
      await catalogRequest('resetAllProductVariantData', () =>
        sdk.resetAllProductVariantData({ client, path: { id }, body: { id }, throwOnError: true }),
      );
    },
    addProductMedia: async (id, media) => {
      await catalogRequest('addProductMedia', () =>
        sdk.addProductMedia({ client, path: { id }, body: { id, media }, throwOnError: true }),
      );
    },
    removeProductMedia: async (id, mediaIds) => {
      await catalogRequest('removeProductMedia', () =>
        sdk.removeProductMedia({ client, path: { id }, body: { id, mediaIds }, throwOnError: true }),
      );
    },
    addProductMediaToChoices: async (id, media) => {
      await catalogRequest('addProductMediaToChoices', () =>
        sdk.addProductMediaToChoices({ client, path: { id }, body: { id, media }, throwOnError: true }),
      );
    },
    removeProductMediaFromChoices: async (id, media) => {
      await catalogRequest('removeProductMediaFromChoices', () =>
        sdk.removeProductMediaFromChoices({ client, path: { id }, body: { id, media }, throwOnError: true }),
      );
    },
    deleteProductOptions: async (id) => {
      await catalogRequest('deleteProductOptions', () =>
        sdk.deleteProductOptions({ client, path: { id }, query: { id }, throwOnError: true }),
      );
    },
    removeBrand: async (id) => {
      await catalogRequest('removeBrand', () =>
        sdk.removeBrand({ client, path: { id }, body: { id }, throwOnError: true }),
      );
    },
    removeRibbon: async (id) => {
      await catalogRequest('removeRibbon', () =>
        sdk.removeRibbon({ client, path: { id }, body: { id }, throwOnError: true }),
      );
    },
    bulkUpdateProductsProperty: (ids, set) =>
      catalogRequest('bulkUpdateProductsProperty', () =>
        sdk.bulkUpdateProductsProperty({ client, body: { ids, set }, throwOnError: true }),
      ),
    bulkAdjustProductProperty: (adjust, ids) =>
      catalogRequest('bulkAdjustProductProperty', () =>
        sdk.bulkAdjustProductProperty({ client, body: { adjust, ids }, throwOnError: true }),
      ),
  };
}
