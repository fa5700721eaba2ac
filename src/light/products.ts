import type { GetProductResponse, ProductQuery, ProductsQueryResponse } from '../../generated/types.gen.js';
import type { GetProductOptions } from '../catalog/products.js';
import type { ProductsQueryBuilder } from '../catalog/query-builder.js';
import { getSiteContext, type SiteHandle } from '../core/site-setup.js';
import type { CallOptions } from '../http/call-options.js';
import { products } from '../modules/products.js';
import { lightQuery } from './light-query.js';

/** `site.products.getProduct(id, options, call)` for a site built without the products module. */
export function getProduct(
  site: SiteHandle,
  id: string,
  options?: GetProductOptions,
  call?: CallOptions,
): Promise<GetProductResponse> {
  return products(getSiteContext(site)).getProduct(id, options, call);
}

/** `site.products.queryProducts()`: the fluent builder, or a ready-made query's raw page. */
export const queryProducts = /* @__PURE__ */ lightQuery<ProductsQueryBuilder, ProductQuery, ProductsQueryResponse>(
  (site) => products(getSiteContext(site)).queryProducts,
);
