import type { GetProductResponse, ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import { createProducts, type GetProductOptions } from '../catalog/products.js';
import type { ProductsQueryBuilder } from '../catalog/query-builder.js';
import type { SiteHandle } from '../core/site-setup.js';
import type { CallOptions } from '../http/call-options.js';
import * as rows from '../http/operations.js';
import { lightQuery } from './light-query.js';
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
export const queryProducts = /* @__PURE__ */ lightQuery<ProductsQueryBuilder, ProductQuery, ProductsQueryResponse>(
  (site) =>
    createProducts(
      contextWithRows(site, { queryProducts: rows.queryProducts, queryProductsByPost: rows.queryProductsByPost }),
    ).queryProducts,
);
