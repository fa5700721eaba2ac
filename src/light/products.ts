import type { GetProductResponse, ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import { createProducts, type GetProductOptions } from '../catalog/products.js';
import type { ProductsQueryBuilder } from '../catalog/query-builder.js';
import type { SiteHandle } from '../core/site-setup.js';
import type { CallOptions } from '../http/call-options.js';
import * as rows from '../http/operations.js';
import { contextWithRows } from './site-rows.js';

/** `site.products.getProduct(id, options, call)` for a site core or client. */
export function getProduct(
  site: SiteHandle,
  id: string,
  options?: GetProductOptions,
  call?: CallOptions,
): Promise<GetProductResponse> {
  return createProducts(contextWithRows(site, { getProduct: rows.getProduct })).getProduct(id, options, call);
}

/** `site.products.queryProducts()`: the fluent builder, or a ready-made query's raw page. */
export function queryProducts(site: SiteHandle): ProductsQueryBuilder;
export function queryProducts(
  site: SiteHandle,
  query: ProductQuery,
  call?: CallOptions,
): Promise<ProductsQueryResponse>;
export function queryProducts(
  site: SiteHandle,
  ...args: [] | [ProductQuery, CallOptions?]
): ProductsQueryBuilder | Promise<ProductsQueryResponse> {
  const products = createProducts(
    contextWithRows(site, { queryProducts: rows.queryProducts, queryProductsByPost: rows.queryProductsByPost }),
  );
  return args.length === 0 ? products.queryProducts() : products.queryProducts(args[0], args[1]);
}
