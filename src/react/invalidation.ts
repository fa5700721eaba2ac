import {
  categoriesOperations,
  collectionsOperations,
  productsOperations,
} from '../../generated/operation-names.gen.js';
import { matchQuery, type Query, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import type { SiteContext } from '../core/site-context.js';
import type { NamedEntityReadKeys } from './named-entity-keys.js';
import { readsThatShow } from '../../generated/react-v3-stale-reads.gen.js';
import { keyParts, readOperations, type ReadEntity, type ReadOperation } from './query-keys.js';
import { siteKeyPart, type CatalogKeyParts } from './read-key.js';

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
  | { kind: 'inventory' }
  /**
   * One v3 product: its own reads by id (and by slug), and every v3 list, variant and inventory-item read, which show
   * its data, prices and stock.
   */
  | { kind: 'productV3'; id: string }
  /** Every v3 product, variant and inventory-item read. */
  | { kind: 'allProductsV3' }
  /** Every category read: single categories, queries, searches, counts and trees. */
  | { kind: 'categories' }
  /**
   * What shows which items a category holds: its item listings and arrangement (every category's without an `id`),
   * and every item's list of categories.
   */
  | { kind: 'categoryItems'; id?: string }
  /** Every read of one named v3 entity: its gets, queries and counts. */
  | { kind: 'entityV3'; entity: NamedEntityV3 };

/** The named v3 entities products show (brand, ribbon, info sections, customizations): the contract's `readGroup`s. */
export type NamedEntityV3 = Extract<ReadEntity, keyof NamedEntityReadKeys>;

/**
 * A set of reads by their key: the operation's reads (`[{ _id }]`), narrowed to the request parts it names, and to
 * the reads whose key or data `shows` the stale item when only those can tell. The site is added when matched.
 */
interface StaleReads {
  key: Omit<CatalogKeyParts, '_id'> & { _id: string };
  shows?: (query: Query) => boolean;
}

const reads = (...operations: ReadOperation[]): StaleReads[] => operations.map((_id) => ({ key: { _id } }));
const readsOf = (...entities: ReadEntity[]): StaleReads[] => reads(...entities.flatMap(readOperations));
const readsWith = <E extends ReadEntity>(entity: E, path: Record<string, string>, ...operations: ReadOperation<E>[]) =>
  operations.map((_id): StaleReads => ({ key: { _id, path } }));
const readsShowing = (shows: StaleReads['shows'], ...operations: ReadOperation[]): StaleReads[] =>
  reads(...operations).map((stale) => ({ ...stale, shows }));

/** A single read shows the item it answered (or none yet: it may be the one). */
const answered = (field: string, id: string) => (query: Query) => {
  const item = (query.state.data as Record<string, { id?: string } | undefined> | undefined)?.[field];
  return item?.id === undefined || item.id === id;
};

/**
 * The reads the contract says show `kind` (`x-sitekit.shows`, docs/decisions.md#33); given an `id`, a read that names
 * its item by a path parameter or holds it in its answer is narrowed to that item's.
 */
function showing(kind: keyof typeof readsThatShow, id?: string): StaleReads[] {
  return readsThatShow[kind].map((read: { _id: string; path?: string; answer?: string }): StaleReads => {
    if (id !== undefined && read.path) return { key: { _id: read._id, path: { [read.path]: id } } };
    if (id !== undefined && read.answer) return { key: { _id: read._id }, shows: answered(read.answer, id) };
    return { key: { _id: read._id } };
  });
}

function staleReads(stale: StaleData): StaleReads[] {
  switch (stale.kind) {
    case 'productLists':
      return reads(productsOperations.queryProducts, productsOperations.queryStoreVariants);
    case 'allProducts':
      return readsOf('product');
    case 'product':
      return [
        ...readsWith(
          'product',
          { id: stale.id },
          productsOperations.getProduct,
          productsOperations.getProductOptionsAvailability,
          productsOperations.queryProductVariants,
        ),
        // Store variant IDs are `<productId>-<variantId>`.
        ...readsShowing(
          (query) => String(keyParts(query.queryKey)?.path?.id).startsWith(`${stale.id}-`),
          productsOperations.getStoreVariant,
        ),
      ];
    case 'allCollections':
      return readsOf('collection');
    case 'collection':
      return [
        ...reads(collectionsOperations.queryCollections),
        ...readsShowing(
          answered('collection', stale.id),
          collectionsOperations.getCollection,
          collectionsOperations.getCollectionBySlug,
        ),
      ];
    case 'inventory':
      return readsOf('inventory');
    case 'productV3':
      return showing('productV3', stale.id);
    case 'allProductsV3':
      return showing('productV3');
    case 'categories':
      return readsOf('category');
    case 'categoryItems':
      if (stale.id === undefined) return readsOf('categoryItems');
      return [
        ...readsWith(
          'categoryItems',
          { categoryId: stale.id },
          categoriesOperations.listItemsInCategory,
          categoriesOperations.getArrangedItems,
        ),
        ...reads(categoriesOperations.listCategoriesForItem, categoriesOperations.listCategoriesForItems),
      ];
    case 'entityV3':
      return readsOf(stale.entity);
  }
}

/** The filter of this site's reads in `stale`: its key with the site's part first, and what the reads must show. */
function siteFilter(context: SiteContext, { key, shows }: StaleReads): QueryFilters {
  return { queryKey: [{ ...siteKeyPart(context), ...key }], ...(shows ? { predicate: shows } : {}) };
}

/** The query belongs to this site client (same key shape, same API host). */
export function isSameSite(queryKey: readonly unknown[], context: SiteContext): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.baseURL === siteKeyPart(context).baseURL;
}

/** Marks this site's queries that show the stale data as invalid; the active ones refetch. */
export function invalidateStaleData(
  queryClient: QueryClient,
  context: SiteContext,
  staleData: readonly StaleData[],
): Promise<void> {
  const filters = staleData.flatMap(staleReads).map((stale) => siteFilter(context, stale));
  return queryClient.invalidateQueries({ predicate: (query) => filters.some((filter) => matchQuery(filter, query)) });
}
