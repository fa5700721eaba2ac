import {
  abandonedCartsDeclaredReadSpecs,
  type AbandonedCartsDeclaredReads,
} from '../../generated/declared-reads.gen.js';
import { abandonedCartsOperations } from '../../generated/operation-names.gen.js';
import type { QueryAbandonedCartsResponse, StringEncodedQuery } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';

/** `queryAbandonedCarts({query})`: offset paging; `filter` and `sort` are JSON text, as on the wire. */
export interface AbandonedCartsQueryOptions {
  query?: StringEncodedQuery;
}

/**
 * `site.abandonedCarts`: carts buyers left, with the official client's names and argument order (API key only).
 * `getAbandonedCart` is described whole by the contract (`call: read`, docs/decisions.md#48).
 */
export interface AbandonedCartsModule extends AbandonedCartsDeclaredReads<CallOptions> {
  queryAbandonedCarts(options?: AbandonedCartsQueryOptions, call?: CallOptions): Promise<QueryAbandonedCartsResponse>;
}

export function createAbandonedCarts(context: SiteContext): AbandonedCartsModule {
  const send = callerFor(context);
  return {
    ...(declaredReadMethods(context, abandonedCartsDeclaredReadSpecs) as AbandonedCartsDeclaredReads<CallOptions>),
    queryAbandonedCarts: ({ query } = {}, call) =>
      send(abandonedCartsOperations.queryAbandonedCarts, { body: { query } }, call),
  };
}
