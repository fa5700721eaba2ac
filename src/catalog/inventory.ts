import { inventoryDeclaredReadSpecs, type InventoryDeclaredReads } from '../../generated/declared-reads.gen.js';
import { inventoryOperations } from '../../generated/operation-names.gen.js';
import type {
  DecrementData,
  IncrementData,
  InventoryItemUpdate,
  QueryInventoryResponse,
  StringEncodedQuery,
} from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { voidCallerFor, callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';

/** Which variants `getInventoryVariants` returns: all, or `variantIds`; `productId` must match when given. */
export type InventoryVariantsOptions = NonNullable<
  Parameters<InventoryDeclaredReads<CallOptions>['getInventoryVariants']>[1]
>;

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
export interface InventoryModule extends InventoryDeclaredReads<CallOptions> {
  queryInventory(options?: InventoryQueryOptions, call?: CallOptions): Promise<QueryInventoryResponse>;
  updateInventoryVariants(productId: string, inventoryItem: InventoryItemInput, call?: CallOptions): Promise<void>;
  incrementInventory(incrementData: IncrementData[], call?: CallOptions): Promise<void>;
  decrementInventory(decrementData: DecrementData[], call?: CallOptions): Promise<void>;
}

export function createInventory(context: SiteContext): InventoryModule {
  const send = callerFor(context);
  const sendVoid = voidCallerFor(context);
  return {
    ...(declaredReadMethods(context, inventoryDeclaredReadSpecs) as InventoryDeclaredReads<CallOptions>),
    queryInventory: ({ query } = {}, call) => send(inventoryOperations.queryInventory, { body: { query } }, call),
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
