import { productsV3DeclaredReadSpecs, type ProductsV3DeclaredReads } from '../../generated/declared-reads.gen.js';
import { productsV3Operations } from '../../generated/operation-names.gen.js';
import type {
  BulkAdjustProductVariantsByFilterV3Data,
  BulkCreateProductsWithInventoryV3Response,
  BulkUpdateProductsV3Data,
  BulkUpdateProductsWithInventoryV3Data,
  BulkUpdateProductsWithInventoryV3Response,
  BulkUpdateProductTagsV3Data,
  BulkUpdateProductVariantsByFilterV3Data,
  CountProductsV3ByPostData,
  CreateProductV3Data,
  CreateProductWithInventoryV3Data,
  CreateProductWithInventoryV3Response,
  CursorQueryV3,
  CursorSearchV3,
  JobResponse,
  ProductBulkResults,
  ProductRequestedField,
  ProductV3,
  ProductV3Writable,
  QueryFilter,
  QueryProductsV3Response,
  SearchDetails,
  SearchProductsV3Response,
  SingleProductRequestedField,
  UpdateProductV3Data,
  UpdateProductWithInventoryV3Response,
} from '../../generated/types.gen.js';
import { withIdLast } from '../http/entity-id.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';
import type { WithImageStrings } from '../images/image-input.js';
import { bodyCallsFor } from './body-call.js';
import { cursorReads, type TwoFormRead } from './cursor-reads.js';
import type { ProductsV3QueryBuilder, ProductsV3SearchBuilder } from './query-builders-v3.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { entityConflictGuard } from './revision-conflict.js';

/** Fields the platform leaves out of a single product unless asked (`URL`, `CURRENCY`, `DESCRIPTION`, …). */
export interface SingleProductFieldsOptions {
  fields?: SingleProductRequestedField[];
}

/** Fields the platform leaves out of queried, searched or bulk products unless asked. */
export interface ProductFieldsOptions {
  fields?: ProductRequestedField[];
}

export interface WithInventoryOptions extends SingleProductFieldsOptions {
  /** Answer the inventory items too. */
  returnEntity?: boolean;
}

export interface BulkProductOptions extends ProductFieldsOptions {
  /** Answer each product in its result's `item`. */
  returnEntity?: boolean;
}

/** A filtered by-filter call's free text, besides its filter. */
export interface SearchOption {
  search?: SearchDetails;
}

export type NewProductV3 = WithImageStrings<CreateProductV3Data['body']['product']>;
export type ProductV3Update = WithImageStrings<UpdateProductV3Data['body']['product']>;
export type ProductWithInventoryInput = WithImageStrings<CreateProductWithInventoryV3Data['body']['product']>;
export type ProductCount = CountProductsV3ByPostData['body'];
type WireProductUpdate = WithImageStrings<BulkUpdateProductsV3Data['body']['products'][number]>;
type WireProductWithInventoryUpdate = WithImageStrings<
  BulkUpdateProductsWithInventoryV3Data['body']['products'][number]
>;
export type ProductUpdateElement = MaskedUpdate<WireProductUpdate>;
export type ProductWithInventoryUpdateElement = MaskedUpdate<WireProductWithInventoryUpdate>;
export type ProductRevision = { productId: string; revision: string };
export type TagAssignments = Omit<BulkUpdateProductTagsV3Data['body'], 'productIds'>;
export type VariantAdjustments = Omit<BulkAdjustProductVariantsByFilterV3Data['body'], 'filter'>;
export type VariantChanges = BulkUpdateProductVariantsByFilterV3Data['body']['variant'];

export interface InfoSectionsOptions extends BulkProductOptions {
  infoSectionIds: string[];
}

export interface CategoriesByFilter extends SearchOption {
  filter: QueryFilter;
  categoryIds: string[];
}

/**
 * `site.productsV3`: every products V3 call of catalog v3, with the official client's names and argument order.
 * Data keeps the wire's names and types (`id`, ISO dates, money as decimal strings). `createProduct`, `getProduct` and
 * `updateProduct` answer the product itself; the other calls answer the response body. An update with a stale
 * `revision` fails with a `SiteRevisionConflictError`; bulk calls answer per-item results (`results[].itemMetadata`)
 * and resolve even when some items failed; by-filter calls answer `{jobId}` of the job they started. On a v1 store
 * every call fails with a `SiteCatalogVersionError`. Every call takes optional transport options last.
 */
export interface ProductsV3Module extends ProductsV3DeclaredReads<CallOptions> {
  createProduct(product: NewProductV3, options?: SingleProductFieldsOptions, call?: CallOptions): Promise<ProductV3>;
  /** Creates a product with the stock of its variants at the default location: `{product, inventoryResults}`. */
  createProductWithInventory(
    product: ProductWithInventoryInput,
    options?: WithInventoryOptions,
    call?: CallOptions,
  ): Promise<CreateProductWithInventoryV3Response>;
  /** Partial update; `product.revision` must be the current revision. Repeated fields are replaced whole. */
  updateProduct(
    productId: string,
    product: ProductV3Update,
    options?: SingleProductFieldsOptions,
    call?: CallOptions,
  ): Promise<ProductV3>;
  updateProductWithInventory(
    productId: string,
    product: ProductWithInventoryInput,
    options?: WithInventoryOptions,
    call?: CallOptions,
  ): Promise<UpdateProductWithInventoryV3Response>;
  deleteProduct(productId: string, call?: CallOptions): Promise<void>;
  /** The cursor query builder; `.find()` runs it. Products in a query never carry variants. */
  queryProducts: TwoFormRead<CursorQueryV3, ProductFieldsOptions, ProductsV3QueryBuilder, QueryProductsV3Response>;
  /** The search builder (free text, aggregations); `.find()` runs it. */
  searchProducts: TwoFormRead<CursorSearchV3, ProductFieldsOptions, ProductsV3SearchBuilder, SearchProductsV3Response>;
  bulkCreateProducts(
    products: NewProductV3[],
    options?: BulkProductOptions,
    call?: CallOptions,
  ): Promise<ProductBulkResults>;
  bulkCreateProductsWithInventory(
    products: ProductWithInventoryInput[],
    options?: BulkProductOptions,
    call?: CallOptions,
  ): Promise<BulkCreateProductsWithInventoryV3Response>;
  /** Each element `{product, fieldMask?}`; a stale revision fails only its own item. */
  bulkUpdateProducts(
    products: ProductUpdateElement[],
    options?: BulkProductOptions,
    call?: CallOptions,
  ): Promise<ProductBulkResults>;
  bulkUpdateProductsWithInventory(
    products: ProductWithInventoryUpdateElement[],
    options?: BulkProductOptions,
    call?: CallOptions,
  ): Promise<BulkUpdateProductsWithInventoryV3Response>;
  /** The official argument shape: one object with `filter`, `product` and `search`. */
  bulkUpdateProductsByFilter(
    options: { filter: QueryFilter; product: WithImageStrings<ProductV3Writable> } & SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
  bulkDeleteProducts(productIds: string[], call?: CallOptions): Promise<ProductBulkResults>;
  bulkDeleteProductsByFilter(filter: QueryFilter, options?: SearchOption, call?: CallOptions): Promise<JobResponse>;
  bulkUpdateProductVariantsByFilter(
    filter: QueryFilter,
    options: { variant: VariantChanges } & SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
  /** Raises or lowers prices and costs by an amount (decimal string) or a percentage. */
  bulkAdjustProductVariantsByFilter(
    filter: QueryFilter,
    options: VariantAdjustments,
    call?: CallOptions,
  ): Promise<JobResponse>;
  bulkAddInfoSectionsToProductsByFilter(
    filter: QueryFilter,
    options: { infoSectionIds: string[] } & SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
  bulkAddInfoSectionsToProducts(
    products: ProductRevision[],
    options: InfoSectionsOptions,
    call?: CallOptions,
  ): Promise<ProductBulkResults>;
  bulkRemoveInfoSectionsFromProductsByFilter(
    filter: QueryFilter,
    options: { infoSectionIds: string[] } & SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
  bulkRemoveInfoSectionsFromProducts(
    products: ProductRevision[],
    options: InfoSectionsOptions,
    call?: CallOptions,
  ): Promise<ProductBulkResults>;
  bulkAddProductsToCategoriesByFilter(options: CategoriesByFilter, call?: CallOptions): Promise<JobResponse>;
  bulkRemoveProductsFromCategoriesByFilter(options: CategoriesByFilter, call?: CallOptions): Promise<JobResponse>;
  bulkUpdateProductTags(
    productIds: string[],
    options?: TagAssignments,
    call?: CallOptions,
  ): Promise<ProductBulkResults>;
  bulkUpdateProductTagsByFilter(
    filter: QueryFilter,
    options?: TagAssignments & SearchOption,
    call?: CallOptions,
  ): Promise<JobResponse>;
}

const BUILDER_OPTIONS = ['fields'];

export function createProductsV3(context: SiteContext): ProductsV3Module {
  const reads = cursorReads<ProductV3>(context, {
    query: productsV3Operations.queryProducts,
    search: productsV3Operations.searchProducts,
  });
  const fieldsOf = (options: ProductFieldsOptions | undefined) => fieldsPart(options?.fields);

  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  const inBody = bodyCallsFor(context);
  const guarded = entityConflictGuard('product');

  return {
    ...(declaredReadMethods(context, productsV3DeclaredReadSpecs) as ProductsV3DeclaredReads<CallOptions>),
    createProduct: async (product, { fields } = {}, call) =>
      (await send(productsV3Operations.createProduct, { body: { product, ...fieldsPart(fields) } }, call))
        .product as ProductV3,
    createProductWithInventory: inBody(productsV3Operations.createProductWithInventory, 'product'),
    updateProduct: (productId, product, { fields } = {}, call) =>
      guarded(productId, async () => {
        const body = { product: withIdLast(product, productId), ...fieldsPart(fields) };
        return (await send(productsV3Operations.updateProduct, { path: { productId }, body }, call))
          .product as ProductV3;
      }),
    updateProductWithInventory: (productId, product, options = {}, call) =>
      guarded(productId, () =>
        send(
          productsV3Operations.updateProductWithInventory,
          { path: { productId }, body: { product: withIdLast(product, productId), ...options } },
          call,
        ),
      ),
    deleteProduct: (productId, call) =>
      sendVoid(productsV3Operations.deleteProduct, { path: { productId }, query: { productId } }, call),
    queryProducts: ((...args: unknown[]) =>
      reads.builderOrRead('query', args, BUILDER_OPTIONS, fieldsOf)) as ProductsV3Module['queryProducts'],
    searchProducts: ((...args: unknown[]) =>
      reads.builderOrRead('search', args, BUILDER_OPTIONS, fieldsOf)) as ProductsV3Module['searchProducts'],
    bulkCreateProducts: inBody(productsV3Operations.bulkCreateProducts, 'products'),
    bulkCreateProductsWithInventory: inBody(productsV3Operations.bulkCreateProductsWithInventory, 'products'),
    bulkUpdateProducts: inBody(productsV3Operations.bulkUpdateProducts, 'products', withJoinedMasks<WireProductUpdate>),
    bulkUpdateProductsWithInventory: inBody(
      productsV3Operations.bulkUpdateProductsWithInventory,
      'products',
      withJoinedMasks<WireProductWithInventoryUpdate>,
    ),
    bulkUpdateProductsByFilter: (options, call) =>
      send(productsV3Operations.bulkUpdateProductsByFilter, { body: options }, call),
    bulkDeleteProducts: (productIds, call) =>
      send(productsV3Operations.bulkDeleteProducts, { body: { productIds } }, call),
    bulkDeleteProductsByFilter: inBody(productsV3Operations.bulkDeleteProductsByFilter, 'filter'),
    bulkUpdateProductVariantsByFilter: inBody(productsV3Operations.bulkUpdateProductVariantsByFilter, 'filter'),
    bulkAdjustProductVariantsByFilter: inBody(productsV3Operations.bulkAdjustProductVariantsByFilter, 'filter'),
    bulkAddInfoSectionsToProductsByFilter: inBody(productsV3Operations.bulkAddInfoSectionsToProductsByFilter, 'filter'),
    bulkAddInfoSectionsToProducts: inBody(productsV3Operations.bulkAddInfoSectionsToProducts, 'products'),
    bulkRemoveInfoSectionsFromProductsByFilter: inBody(
      productsV3Operations.bulkRemoveInfoSectionsFromProductsByFilter,
      'filter',
    ),
    bulkRemoveInfoSectionsFromProducts: inBody(productsV3Operations.bulkRemoveInfoSectionsFromProducts, 'products'),
    bulkAddProductsToCategoriesByFilter: (options, call) =>
      send(productsV3Operations.bulkAddProductsToCategoriesByFilter, { body: options }, call),
    bulkRemoveProductsFromCategoriesByFilter: (options, call) =>
      send(productsV3Operations.bulkRemoveProductsFromCategoriesByFilter, { body: options }, call),
    bulkUpdateProductTags: inBody(productsV3Operations.bulkUpdateProductTags, 'productIds'),
    bulkUpdateProductTagsByFilter: inBody(productsV3Operations.bulkUpdateProductTagsByFilter, 'filter'),
  };
}
