import { abandonedCartsOperations } from '../../generated/operation-names.gen.js';
import type {
  GetAbandonedCartResponse,
  QueryAbandonedCartsResponse,
  StringEncodedQuery,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

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
  const send = callerFor(context);
  return {
    getAbandonedCart: (id, call) =>
      send(abandonedCartsOperations.getAbandonedCart, { path: { id }, query: { id } }, call),
    queryAbandonedCarts: ({ query } = {}, call) =>
      send(abandonedCartsOperations.queryAbandonedCarts, { body: { query } }, call),
  };
}
