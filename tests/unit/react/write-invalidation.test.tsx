// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE as TREE } from '../../../src/catalog-v3/tree-reads.js';
import type { SiteContext } from '../../../src/core/site-context.js';
import {
  useBulkAddItemsToCategory,
  useCreateBrandV3,
  useCreateCategory,
  useCreateProductV3,
  useDeleteCategory,
  useDeleteCollection,
  useDeleteProduct,
  useIncrementInventory,
  useUpdateBrandV3,
  useUpdateProductV3,
  useUpdateRibbonV3,
} from '../../../src/react/index.js';
import { namedEntityReadKeys } from '../../../src/react/named-entity-keys.js';
import { catalogQueryKeys as keys, keyParts, readKeys } from '../../../src/react/query-keys.js';
import { getSiteContext, type SiteClient } from '../../../src/site-client.js';
import { useCatalogServer } from '../catalog/support/catalog-server.js';
import { apiKeySite, renderSiteHook, testQueryClient } from './support/react-site.js';

const ITEM = { catalogItemId: 'P1', appId: STORES_CATALOG_APP_ID };

type LooseKeyBuilder = (context: SiteContext, ...args: unknown[]) => readonly unknown[];

/** One read of each named v3 entity's operations (generated from the contract), by operation: `getBrandV3`, …. */
const namedEntityReads = (here: SiteContext) =>
  Object.fromEntries(
    Object.values(namedEntityReadKeys).flatMap((group) =>
      Object.entries(group as Record<string, LooseKeyBuilder>).map(([operation, key]) => {
        const args = operation.startsWith('get') ? ['N1'] : operation.startsWith('query') ? [{ query: {} }] : [];
        return [operation, key(here, ...args)];
      }),
    ),
  );

/** One cached read of every operation (two where a write must tell them apart), by name. */
const readsOf = (here: SiteContext) => ({
  productA: keys.getProduct(here, 'A'),
  productB: keys.getProduct(here, 'B'),
  storeVariantA: keys.getStoreVariant(here, 'A-V1'),
  availabilityA: keys.getProductOptionsAvailability(here, 'A', {}),
  variantsA: keys.queryProductVariants(here, 'A'),
  storeVariants: keys.queryStoreVariants(here, {}),
  products: keys.queryProducts(here, {}),
  productsInfinite: keys.queryProductsInfinite(here, {}),
  collectionBySlug: keys.getCollectionBySlug(here, 'summer'),
  collection: keys.getCollection(here, 'C2'),
  collections: keys.queryCollections(here, {}),
  inventory: keys.queryInventory(here),
  inventoryVariants: keys.getInventoryVariants(here, 'I1'),
  cart: keys.getAbandonedCart(here, 'K1'),
  carts: keys.queryAbandonedCarts(here),
  version: keys.getCatalogVersion(here),
  allProductsCategory: keys.getAllProductsCategoryV3(here),
  productV3A: keys.getProductV3(here, 'A'),
  productV3B: keys.getProductV3(here, 'B'),
  slugV3: keys.getProductBySlugV3(here, 'shirt'),
  productsV3: keys.queryProductsV3(here, { query: {} }),
  searchV3: keys.searchProductsV3(here, { search: {} }, true),
  countV3: keys.countProductsV3(here),
  variantsV3: keys.queryVariantsV3(here, { query: {} }),
  searchVariantsV3: keys.searchVariantsV3(here, { search: {} }),
  itemV3: keys.getInventoryItemV3(here, 'I1'),
  itemsV3: keys.queryInventoryItemsV3(here, { query: {} }),
  searchItemsV3: keys.searchInventoryItemsV3(here, { search: {} }),
  countItemsV3: keys.countInventoryItemsV3(here),
  category: keys.getCategory(here, 'C1', TREE),
  categoryBySlug: keys.getCategoryBySlug(here, 'shirts', TREE),
  categories: keys.queryCategories(here, { query: {} }),
  searchCategories: keys.searchCategories(here, { search: {} }),
  countCategories: keys.countCategories(here, { treeReference: TREE }),
  trees: keys.listTrees(here),
  itemsC1: keys.listItemsInCategory(here, 'C1', TREE),
  itemsC2: keys.listItemsInCategory(here, 'C2', TREE, {}, true),
  arrangedC1: keys.getArrangedItems(here, 'C1', TREE),
  forItem: keys.listCategoriesForItem(here, ITEM, TREE),
  forItems: keys.listCategoriesForItems(here, [ITEM], TREE),
  ...namedEntityReads(here),
});

/** What single reads answered: the by-slug and collection reads show items other than their key names. */
const DATA: Record<string, unknown> = {
  slugV3: { product: { id: 'A' } },
  collectionBySlug: { collection: { id: 'C1' } },
  collection: { collection: { id: 'C2' } },
};

const V1_PRODUCT_A = ['productA', 'storeVariantA', 'availabilityA', 'variantsA'];
const V1_LISTS = ['storeVariants', 'products', 'productsInfinite'];
const V1_COLLECTIONS = ['collectionBySlug', 'collection', 'collections'];
const V3_VIEWS = ['productsV3', 'searchV3', 'countV3', 'variantsV3', 'searchVariantsV3'];
const V3_ITEMS = ['itemV3', 'itemsV3', 'searchItemsV3', 'countItemsV3'];
const EVERY_V3_PRODUCT = ['productV3A', 'productV3B', 'slugV3', ...V3_VIEWS, ...V3_ITEMS];
const CATEGORY_READS = ['category', 'categoryBySlug', 'categories', 'searchCategories', 'countCategories', 'trees'];
const EVERY_ITEM_LIST = ['itemsC1', 'itemsC2', 'arrangedC1', 'forItem', 'forItems'];

interface Mutation {
  mutateAsync(variables: never): Promise<unknown>;
}

/** A write, its variables, and the cached reads it must make stale (no others). */
const WRITES: Array<{ name: string; hook: () => Mutation; variables: unknown; stale: string[] }> = [
  {
    name: 'deleting a v1 product: its reads, the product lists and every collection',
    hook: useDeleteProduct,
    variables: 'A',
    stale: [...V1_PRODUCT_A, ...V1_LISTS, ...V1_COLLECTIONS],
  },
  {
    name: 'deleting a collection: the reads that show it, and every v1 product read',
    hook: useDeleteCollection,
    variables: 'C1',
    stale: [...V1_PRODUCT_A, 'productB', ...V1_LISTS, 'collectionBySlug', 'collections'],
  },
  {
    name: 'a v1 stock change: the inventory reads, the product it names and the product lists',
    hook: useIncrementInventory,
    variables: [{ productId: 'A', variantId: 'V1', incrementBy: 1 }],
    stale: [...V1_PRODUCT_A, ...V1_LISTS, 'inventory', 'inventoryVariants'],
  },
  {
    name: 'updating a v3 product: its reads by id and slug, every v3 list, variant and stock read; not another product',
    hook: useUpdateProductV3,
    variables: ['A', { revision: '1', name: 'Renamed' }],
    stale: ['productV3A', 'slugV3', ...V3_VIEWS, ...V3_ITEMS],
  },
  {
    name: 'creating a v3 product: every v3 product read and every category listing',
    hook: useCreateProductV3,
    variables: [{ name: 'New' }],
    stale: [...EVERY_V3_PRODUCT, ...EVERY_ITEM_LIST],
  },
  {
    name: 'creating a brand: the brand reads only',
    hook: useCreateBrandV3,
    variables: [{ name: 'Acme' }],
    stale: ['getBrandV3', 'queryBrandsV3', 'countBrandsV3'],
  },
  {
    name: 'renaming a brand: the brand reads and every v3 product read, which show it',
    hook: useUpdateBrandV3,
    variables: ['B1', { revision: '1', name: 'Acme' }],
    stale: [...EVERY_V3_PRODUCT, 'getBrandV3', 'queryBrandsV3', 'countBrandsV3'],
  },
  {
    name: 'renaming a ribbon: the ribbon reads and every v3 product read, not the brands',
    hook: useUpdateRibbonV3,
    variables: ['R1', { revision: '1', name: 'Sale' }],
    stale: [...EVERY_V3_PRODUCT, 'getRibbonV3', 'queryRibbonsV3', 'countRibbonsV3'],
  },
  {
    name: 'creating a category: every category read and every v3 product read, no listing',
    hook: useCreateCategory,
    variables: [{ name: 'Shirts' }, { treeReference: TREE }],
    stale: [...EVERY_V3_PRODUCT, ...CATEGORY_READS],
  },
  {
    name: 'adding items to a category: its listings, every item’s categories, category and v3 product reads',
    hook: useBulkAddItemsToCategory,
    variables: ['C1', [ITEM], { treeReference: TREE }],
    stale: [...EVERY_V3_PRODUCT, ...CATEGORY_READS, 'itemsC1', 'arrangedC1', 'forItem', 'forItems'],
  },
  {
    name: 'deleting a category: every listing, category and v3 product read',
    hook: useDeleteCategory,
    variables: ['C1', TREE],
    stale: [...EVERY_V3_PRODUCT, ...CATEGORY_READS, ...EVERY_ITEM_LIST],
  },
];

/** Runs the write for a site whose cache holds every read; answers the names of the reads it made stale. */
async function staleAfter(site: SiteClient, hook: () => Mutation, variables: unknown): Promise<string[]> {
  const queryClient = testQueryClient();
  const reads = Object.entries(readsOf(getSiteContext(site)));
  for (const [name, key] of reads) queryClient.setQueryData(key, DATA[name] ?? {});
  const { result } = renderSiteHook(hook, site, queryClient);
  await act(() => result.current.mutateAsync(variables as never));
  return reads.filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated).map(([name]) => name);
}

describe('what each write makes stale', () => {
  const server = useCatalogServer();

  it.each(WRITES)('$name', async ({ hook, variables, stale }) => {
    server.answer(() => ({ product: { id: 'A' }, brand: { id: 'B1' }, ribbon: { id: 'R1' }, category: { id: 'C1' } }));
    expect((await staleAfter(apiKeySite(), hook, variables)).sort()).toEqual([...stale].sort());
  });

  it('the reads above are one of every operation that has a key builder, each cached under its own name', () => {
    const here = getSiteContext(apiKeySite());
    const cached = new Set(Object.values(readsOf(here)).map((key) => keyParts(key)?._id));
    const operations = Object.values(readKeys).flatMap((builders) => Object.keys(builders));
    expect([...cached].sort()).toEqual([...operations].sort());
  });
});
