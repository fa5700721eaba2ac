import { inventoryOperations } from '../../generated/operation-names.gen.js';
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
import { voidCallerFor, callerFor } from '../http/call-operation.js';

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
 * `site.inventory`: the v1 catalog's stock calls, with the official client's names and argument order (API key
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
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  return {
    queryInventory: ({ query } = {}, call) => send(inventoryOperations.queryInventory, { body: { query } }, call),
    getInventoryVariants: (inventoryId, { productId, variantIds } = {}, call) =>
      send(
        inventoryOperations.getInventoryVariants,
        { path: { inventoryId }, body: { inventoryId, productId, variantIds } },
        call,
      ),
    updateInventoryVariants: (productId, inventoryItem, call) =>
      sendVoid(
        inventoryOperations.updateInventoryVariants,
        { path: { productId }, body: { inventoryItem: { ...inventoryItem, productId } } },
        call,
      ),
    incrementInventory: (incrementData, call) =>
      sendVoid(inventoryOperations.incrementInventory, { body: { incrementData } }, call),
    decrementInventory: (decrementData, call) =>
      sendVoid(inventoryOperations.decrementInventory, { body: { decrementData } }, call),
  };
}
