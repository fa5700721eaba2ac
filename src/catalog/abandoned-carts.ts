import * as sdk from '../../generated/sdk.gen.js';
import type {
  GetAbandonedCartResponse,
  QueryAbandonedCartsResponse,
  StringEncodedQuery,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { catalogRequest } from './catalog-request.js';
import { requestOptions } from './request-options.js';

/** `queryAbandonedCarts({query})`: offset paging; `filter` and `sort` are JSON text, as on the wire. */
export interface AbandonedCartsQueryOptions {
  query?: StringEncodedQuery;
}

/** `site.abandonedCarts`: carts buyers left, with the official client's names and argument order (API key only). */
export interface AbandonedCartsModule {
  getAbandonedCart(id: string, call?: CallOptions): Promise<GetAbandonedCartResponse>;
  queryAbandonedCarts(options?: AbandonedCartsQueryOptions, call?: CallOptions): Promise<QueryAbandonedCartsResponse>;
}

export function createAbandonedCarts(context: SiteContext): AbandonedCartsModule {
  const { options, readOptions } = requestOptions(context.client);
  return {
    getAbandonedCart: (id, call) =>
      catalogRequest('getAbandonedCart', () => sdk.getAbandonedCart({ ...options(call), path: { id }, query: { id } })),
    queryAbandonedCarts: ({ query } = {}, call) =>
      catalogRequest('queryAbandonedCarts', () => sdk.queryAbandonedCarts({ ...readOptions(call), body: { query } })),
  };
}
