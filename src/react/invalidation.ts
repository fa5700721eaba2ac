import type { Query, QueryClient } from '@tanstack/react-query';
import type { SiteContext } from '../core/site-context.js';
import { keyParts } from './query-keys.js';

/** What a write makes stale. */
export type StaleData =
  /** Every product list: product queries (paged and infinite) and store-variant queries. */
  | { kind: 'productLists' }
  /** One product: its own reads (product, option availability, variants) and its store variants. */
  | { kind: 'product'; id: string }
  /** Every product read. */
  | { kind: 'allProducts' }
  /** One collection's reads: collection-by-slug queries showing it (or not loaded yet). */
  | { kind: 'collection'; id: string }
  /** Every collection read. */
  | { kind: 'allCollections' }
  /** Every v1 inventory read (inventory queries and items' variants). */
  | { kind: 'inventory' };

const PRODUCT_LIST_OPERATIONS = new Set(['queryProducts', 'queryStoreVariants']);
const PRODUCT_OPERATIONS = new Set(['getProduct', 'getProductOptionsAvailability', 'queryProductVariants']);
const COLLECTION_OPERATIONS = new Set(['getCollectionBySlug', 'getCollection', 'queryCollections']);
const INVENTORY_OPERATIONS = new Set(['queryInventory', 'getInventoryVariants']);

/** The query belongs to this site client (same operation key shape, same API host). */
export function isSameSite(queryKey: readonly unknown[], context: SiteContext): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.baseURL === context.client.getConfig().baseURL;
}

function isProductRead(operation: string): boolean {
  return PRODUCT_LIST_OPERATIONS.has(operation) || PRODUCT_OPERATIONS.has(operation) || operation === 'getStoreVariant';
}

/** A collection list may show any collection; a single read shows the one it answered (or none yet). */
function showsCollection(query: Query, id: string): boolean {
  if (keyParts(query.queryKey)?._id === 'queryCollections') return true;
  const data = query.state.data as { collection?: { id?: string } } | undefined;
  return data?.collection?.id === undefined || data.collection.id === id;
}

function isAbout(query: Query, stale: StaleData): boolean {
  const parts = keyParts(query.queryKey);
  if (!parts) return false;
  const operation = parts._id;
  switch (stale.kind) {
    case 'productLists':
      return PRODUCT_LIST_OPERATIONS.has(operation);
    case 'allProducts':
      return isProductRead(operation);
    case 'product':
      if (PRODUCT_OPERATIONS.has(operation)) return parts.path?.id === stale.id;
      // Store variant IDs are `<productId>-<variantId>`.
      return operation === 'getStoreVariant' && String(parts.path?.id).startsWith(`${stale.id}-`);
    case 'allCollections':
      return COLLECTION_OPERATIONS.has(operation);
    case 'collection':
      return COLLECTION_OPERATIONS.has(operation) && showsCollection(query, stale.id);
    case 'inventory':
      return INVENTORY_OPERATIONS.has(operation);
  }
}

/** Marks this site's queries that show the stale data as invalid; the active ones refetch. */
export function invalidateStaleData(
  queryClient: QueryClient,
  context: SiteContext,
  staleData: readonly StaleData[],
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isSameSite(query.queryKey, context) && staleData.some((stale) => isAbout(query, stale)),
  });
}
