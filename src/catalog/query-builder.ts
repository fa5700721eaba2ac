import type { ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import type { CallOptions } from '../http/call-options.js';
import { OffsetQueryBuilder } from '../query-language/offset-query-builder.js';
import type { PageFetcher } from '../query-language/offset-query-result.js';
import type { PageRequest } from '../query-language/query-paging.js';
import { ProductsQueryResult } from './query-result.js';

/** Sends a product query (`{"query": …}`) and answers the wire response. */
export type ProductQuerySender = (
  request: { query: ProductQuery },
  call?: CallOptions,
) => Promise<ProductsQueryResponse>;

/** Product fields that queries commonly use; any other (dotted) field name is accepted too. */
export type ProductQueryField =
  | 'id'
  | 'name'
  | 'slug'
  | 'sku'
  | 'description'
  | 'visible'
  | 'productType'
  | 'price'
  | 'priceData.price'
  | 'weight'
  | 'brand'
  | 'ribbon'
  | 'collectionIds'
  | 'numericId'
  | 'inventoryItemId'
  | 'stock.inStock'
  | 'stock.inventoryStatus'
  | 'stock.quantity'
  | 'discount.type'
  | 'manageVariants'
  | 'createdDate'
  | 'lastUpdated'
  | (string & {});

/** The fluent product query of `site.products.queryProducts()` (operators: see `OffsetQueryBuilder`). */
export class ProductsQueryBuilder extends OffsetQueryBuilder<
  ProductQueryField,
  ProductsQueryResponse,
  ProductsQueryResult
> {
  protected toResult(
    response: ProductsQueryResponse,
    request: PageRequest,
    call: CallOptions | undefined,
    fetchPage: (query: this, request: PageRequest, call: CallOptions | undefined) => Promise<ProductsQueryResult>,
  ): ProductsQueryResult {
    // A product builder always derives product builders, so the fetcher accepts any of them.
    const fetchProducts = fetchPage as PageFetcher<ProductsQueryBuilder, ProductsQueryResult>;
    return new ProductsQueryResult({ query: this, request, response, call, fetchPage: fetchProducts });
  }
}
