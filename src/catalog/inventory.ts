import * as sdk from '../../generated/sdk.gen.js';
import type {
  DecrementData,
  GetInventoryVariantsResponse,
  IncrementData,
  InventoryItemUpdate,
  QueryInventoryResponse,
  StringEncodedQuery,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { catalogRequest } from './catalog-request.js';
import { requestOptions } from './request-options.js';

/** Which variants `getInventoryVariants` returns: all, or `variantIds`; `productId` must match when given. */
export interface InventoryVariantsOptions {
  productId?: string;
  variantIds?: string[];
}

/** The stock to set: tracking (left out means off), per-variant quantities or in-stock flags, pre-order settings. */
export type InventoryItemInput = Omit<InventoryItemUpdate, 'productId'>;

/** `queryInventory({query})`: offset paging; `filter` and `sort` are JSON text, as on the wire. */
export interface InventoryQueryOptions {
  query?: StringEncodedQuery;
}

/**
 * `site.inventory`: the v1 catalogue's stock calls, with the official client's names and argument order (API key
 * only). Writes resolve to `undefined`; a decrement larger than the stock fails (428 `INSUFFICIENT_INVENTORY`).
 */
export interface InventoryModule {
  queryInventory(options?: InventoryQueryOptions, call?: CallOptions): Promise<QueryInventoryResponse>;
  getInventoryVariants(
    inventoryId: string,
    options?: InventoryVariantsOptions,
    call?: CallOptions,
  ): Promise<GetInventoryVariantsResponse>;
  updateInventoryVariants(productId: string, inventoryItem: InventoryItemInput, call?: CallOptions): Promise<void>;
  incrementInventory(incrementData: IncrementData[], call?: CallOptions): Promise<void>;
  decrementInventory(decrementData: DecrementData[], call?: CallOptions): Promise<void>;
}

export function createInventory(context: SiteContext): InventoryModule {
  const { options, readOptions } = requestOptions(context.client);
  return {
    queryInventory: ({ query } = {}, call) =>
      catalogRequest('queryInventory', () => sdk.queryInventory({ ...readOptions(call), body: { query } })),
    getInventoryVariants: (inventoryId, { productId, variantIds } = {}, call) =>
      catalogRequest('getInventoryVariants', () =>
        sdk.getInventoryVariants({
          ...readOptions(call),
          path: { inventoryId },
          body: { inventoryId, productId, variantIds },
        }),
      ),
    updateInventoryVariants: async (productId, inventoryItem, call) => {
      await catalogRequest('updateInventoryVariants', () =>
        sdk.updateInventoryVariants({
          ...options(call),
          path: { productId },
          body: { inventoryItem: { ...inventoryItem, productId } },
        }),
      );
    },
    incrementInventory: async (incrementData, call) => {
      await catalogRequest('incrementInventory', () =>
        sdk.incrementInventory({ ...options(call), body: { incrementData } }),
      );
    },
    decrementInventory: async (decrementData, call) => {
      await catalogRequest('decrementInventory', () =>
        sdk.decrementInventory({ ...options(call), body: { decrementData } }),
      );
    },
  };
}
