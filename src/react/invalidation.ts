import type { Query, QueryClient } from '@tanstack/react-query';
import type { SiteContext } from '../core/site-context.js';
import { catalogQueryKeys, keyParts, type CatalogKeyParts } from './query-keys.js';

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

/** The named v3 entities products show: brand, ribbon, info sections, customizations. */
export type NamedEntityV3 = 'brandV3' | 'ribbonV3' | 'infoSectionV3' | 'customizationV3';

type ReadGroup =
  | 'productList'
  | 'product'
  | 'storeVariant'
  | 'collection'
  | 'inventory'
  | 'abandonedCart'
  | 'catalogSettings'
  | 'productV3'
  | 'productV3List'
  | 'variantV3'
  | 'inventoryItemV3'
  | 'category'
  | 'categoryItems'
  | NamedEntityV3;

/**
 * Every cached read (the key builders of `catalogQueryKeys`, whose `_id` is the call's name) in one group. The
 * `Record` type makes a read without a group, or a group entry for no read, a compile error.
 */
const READ_GROUP = {
  queryProducts: 'productList',
  queryStoreVariants: 'productList',
  getProduct: 'product',
  getProductOptionsAvailability: 'product',
  queryProductVariants: 'product',
  getStoreVariant: 'storeVariant',
  getCollectionBySlug: 'collection',
  getCollection: 'collection',
  queryCollections: 'collection',
  queryInventory: 'inventory',
  getInventoryVariants: 'inventory',
  getAbandonedCart: 'abandonedCart',
  queryAbandonedCarts: 'abandonedCart',
  getCatalogVersion: 'catalogSettings',
  getAllProductsCategoryV3: 'catalogSettings',
  getProductV3: 'productV3',
  getProductBySlugV3: 'productV3',
  queryProductsV3: 'productV3List',
  searchProductsV3: 'productV3List',
  countProductsV3: 'productV3List',
  queryVariantsV3: 'variantV3',
  searchVariantsV3: 'variantV3',
  getInventoryItemV3: 'inventoryItemV3',
  queryInventoryItemsV3: 'inventoryItemV3',
  searchInventoryItemsV3: 'inventoryItemV3',
  countInventoryItemsV3: 'inventoryItemV3',
  getCategory: 'category',
  getCategoryBySlug: 'category',
  queryCategories: 'category',
  searchCategories: 'category',
  countCategories: 'category',
  listTrees: 'category',
  listItemsInCategory: 'categoryItems',
  getArrangedItems: 'categoryItems',
  listCategoriesForItem: 'categoryItems',
  listCategoriesForItems: 'categoryItems',
  getBrandV3: 'brandV3',
  queryBrandsV3: 'brandV3',
  countBrandsV3: 'brandV3',
  getRibbonV3: 'ribbonV3',
  queryRibbonsV3: 'ribbonV3',
  countRibbonsV3: 'ribbonV3',
  getInfoSectionV3: 'infoSectionV3',
  queryInfoSectionsV3: 'infoSectionV3',
  countInfoSectionsV3: 'infoSectionV3',
  getCustomizationV3: 'customizationV3',
  queryCustomizationsV3: 'customizationV3',
  countCustomizationsV3: 'customizationV3',
} as const satisfies Record<Exclude<keyof typeof catalogQueryKeys, 'queryProductsInfinite'>, ReadGroup>;

const PRODUCT_GROUPS: ReadonlySet<ReadGroup> = new Set(['productList', 'product', 'storeVariant']);
/** What shows a v3 product's data besides its own reads: lists, counts, variants and stock. */
const PRODUCT_V3_VIEWS: ReadonlySet<ReadGroup> = new Set(['productV3List', 'variantV3', 'inventoryItemV3']);

function isProductV3View(group: ReadGroup | undefined): boolean {
  return group !== undefined && PRODUCT_V3_VIEWS.has(group);
}

function groupOf(operation: string): ReadGroup | undefined {
  return Object.hasOwn(READ_GROUP, operation) ? READ_GROUP[operation as keyof typeof READ_GROUP] : undefined;
}

/** The query belongs to this site client (same operation key shape, same API host). */
export function isSameSite(queryKey: readonly unknown[], context: SiteContext): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.baseURL === context.client.getConfig().baseURL;
}

/** A read by id shows the product with that id; a read by slug shows the one it answered (or none yet). */
function showsProductV3(query: Query, parts: CatalogKeyParts, id: string): boolean {
  if (parts.path?.productId !== undefined) return parts.path.productId === id;
  const data = query.state.data as { product?: { id?: string } } | undefined;
  return data?.product?.id === undefined || data.product.id === id;
}

/** A collection list may show any collection; a single read shows the one it answered (or none yet). */
function showsCollection(query: Query, id: string): boolean {
  if (keyParts(query.queryKey)?._id === 'queryCollections') return true;
  const data = query.state.data as { collection?: { id?: string } } | undefined;
  return data?.collection?.id === undefined || data.collection.id === id;
}

/** A category's own item listing or arrangement, when `id` is given; an item's categories may name any category. */
function listsItemsOf(parts: CatalogKeyParts, id: string | undefined): boolean {
  const categoryId = parts.path?.categoryId;
  return id === undefined || categoryId === undefined || categoryId === id;
}

function isAbout(query: Query, stale: StaleData): boolean {
  const parts = keyParts(query.queryKey);
  if (!parts) return false;
  const group = groupOf(parts._id);
  switch (stale.kind) {
    case 'productLists':
      return group === 'productList';
    case 'allProducts':
      return group !== undefined && PRODUCT_GROUPS.has(group);
    case 'product':
      if (group === 'product') return parts.path?.id === stale.id;
      // Store variant IDs are `<productId>-<variantId>`.
      return group === 'storeVariant' && String(parts.path?.id).startsWith(`${stale.id}-`);
    case 'allCollections':
      return group === 'collection';
    case 'collection':
      return group === 'collection' && showsCollection(query, stale.id);
    case 'inventory':
      return group === 'inventory';
    case 'productV3':
      return group === 'productV3' ? showsProductV3(query, parts, stale.id) : isProductV3View(group);
    case 'allProductsV3':
      return group === 'productV3' || isProductV3View(group);
    case 'categories':
      return group === 'category';
    case 'categoryItems':
      return group === 'categoryItems' && listsItemsOf(parts, stale.id);
    case 'entityV3':
      return group === stale.entity;
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
