import {
  abandonedCartsOperations,
  categoriesOperations,
  collectionsOperations,
  inventoryItemsV3Operations,
  inventoryOperations,
  productsOperations,
  productsV3Operations,
  readOnlyVariantsV3Operations,
} from '../../generated/operation-names.gen.js';
import { listCategoriesForItemQueryKey } from '../../generated/@tanstack/react-query.gen.js';
import type {
  CollectionQuery,
  ItemReference,
  ProductQuery,
  StoreVariantsQuery,
  TreeReference,
} from '../../generated/types.gen.js';
import type { AbandonedCartsQueryOptions } from '../catalog/abandoned-carts.js';
import type { InventoryQueryOptions } from '../catalog/inventory.js';
import type { ListItemsOptions } from '../catalog-v3/categories.js';
import { treeQuery } from '../catalog-v3/tree-reads.js';
import type { SiteContext } from '../core/site-context.js';
import type { OperationName } from '../http/operations.js';
import { declaredReadKeys, moduleDeclaredReadKeys } from './declared-read-keys.js';
import { namedEntityReadKeys } from './named-entity-keys.js';
import { cursorReadKey, readKey, type CatalogKeyParts } from './read-key.js';

/*
 * Every cached read's key has the shape of ./read-key.ts (docs/decisions.md#30). TanStack matches a filter key
 * against a key part by part, so `[{ baseURL }]` is every read of a site, `[{ baseURL, _id }]` every read of one
 * operation and `[{ baseURL, _id, path: { id } }]` that operation's reads of one item. The operations are grouped
 * below by the entity whose data they show; a write makes entities, operations or items stale (./invalidation.ts).
 * The named v3 entities' groups are generated from the contract's `x-sitekit` `readGroup` (docs/decisions.md#33).
 */

type KeyBuilder = (context: SiteContext, ...args: never[]) => readonly [object];

/**
 * The key builder of every cached read, by entity, each named after its operation (the `_id` of its keys). A name
 * that is no operation of the contract fails to compile.
 */
export const readKeys = {
  product: {
    queryStoreVariants: (context: SiteContext, query: StoreVariantsQuery) =>
      readKey(productsOperations.queryStoreVariants, context, { body: { query } }),
    queryProducts: (context: SiteContext, query: ProductQuery, infinite?: boolean) =>
      readKey(productsOperations.queryProducts, context, { body: { query } }, infinite),
  },
  collection: {
    queryCollections: (context: SiteContext, query: CollectionQuery) =>
      readKey(collectionsOperations.queryCollections, context, { body: { query } }),
  },
  inventory: {
    queryInventory: (context: SiteContext, options: InventoryQueryOptions = {}) =>
      readKey(inventoryOperations.queryInventory, context, { body: { query: options.query } }),
  },
  abandonedCart: {
    queryAbandonedCarts: (context: SiteContext, options: AbandonedCartsQueryOptions = {}) =>
      readKey(abandonedCartsOperations.queryAbandonedCarts, context, { body: { query: options.query } }),
  },
  productV3: {
    queryProductsV3: /* @__PURE__ */ cursorReadKey(productsV3Operations.queryProducts),
    searchProductsV3: /* @__PURE__ */ cursorReadKey(productsV3Operations.searchProducts),
  },
  variantV3: {
    queryVariantsV3: /* @__PURE__ */ cursorReadKey(readOnlyVariantsV3Operations.queryVariants),
    searchVariantsV3: /* @__PURE__ */ cursorReadKey(readOnlyVariantsV3Operations.searchVariants),
  },
  inventoryItemV3: {
    queryInventoryItemsV3: /* @__PURE__ */ cursorReadKey(inventoryItemsV3Operations.queryInventoryItems),
    searchInventoryItemsV3: /* @__PURE__ */ cursorReadKey(inventoryItemsV3Operations.searchInventoryItems),
  },
  /** Categories' queries and counts (their reads by id or slug, and the trees, are declared reads). */
  category: {
    queryCategories: /* @__PURE__ */ cursorReadKey(categoriesOperations.queryCategories),
    searchCategories: /* @__PURE__ */ cursorReadKey(categoriesOperations.searchCategories),
  },
  /** Which items categories hold, and which categories an item is in. */
  categoryItems: {
    /** The listing without its cursor: an infinite read pages from it. */
    listItemsInCategory: (
      context: SiteContext,
      categoryId: string,
      tree: TreeReference,
      options: ListItemsOptions = {},
      infinite?: boolean,
    ) =>
      readKey(
        categoriesOperations.listItemsInCategory,
        context,
        { path: { categoryId }, body: { treeReference: tree, ...options } },
        infinite,
      ),
    listCategoriesForItem: (context: SiteContext, item: ItemReference, tree: TreeReference) =>
      listCategoriesForItemQueryKey({
        client: context.client,
        query: { 'item.catalogItemId': item.catalogItemId, 'item.appId': item.appId, ...treeQuery(tree) },
      }),
    listCategoriesForItems: (context: SiteContext, items: readonly ItemReference[], tree: TreeReference) =>
      readKey(categoriesOperations.listCategoriesForItems, context, { body: { items, treeReference: tree } }),
  },
  ...namedEntityReadKeys,
  declaredReads: declaredReadKeys,
} satisfies Record<string, Partial<Record<OperationName, KeyBuilder>>>;

/** An entity whose reads are cached: a group of `readKeys`. */
export type ReadEntity = keyof typeof readKeys;

/** An operation of one entity's reads. */
export type ReadOperation<E extends ReadEntity = ReadEntity> = E extends ReadEntity
  ? keyof (typeof readKeys)[E] & string
  : never;

/** The operations of one entity's reads. */
export function readOperations<E extends ReadEntity>(entity: E): ReadOperation<E>[] {
  return Object.keys(readKeys[entity]) as ReadOperation<E>[];
}

/** The key builders of every group in one object: a union of the groups' types made one type. */
type EveryKeyBuilder = (typeof readKeys)[ReadEntity] extends infer Group
  ? (Group extends unknown ? (builders: Group) => void : never) extends (builders: infer All) => void
    ? All
    : never
  : never;

/** Every key builder, named after its operation (`getProductV3`, …), and the infinite product query. */
export const catalogQueryKeys = {
  ...(Object.assign({}, ...Object.values(readKeys)) as EveryKeyBuilder),
  queryProductsInfinite: (context: SiteContext, query: ProductQuery) =>
    readKeys.product.queryProducts(context, query, true),
};

/** The categories' key builders, as `catalogQueryKeys` holds them. */
export const categoryQueryKeys = {
  ...readKeys.category,
  ...readKeys.categoryItems,
  ...moduleDeclaredReadKeys('categories'),
};

/** The key's parts, when the key has the sitekit shape. */
export function keyParts(queryKey: readonly unknown[]): CatalogKeyParts | undefined {
  const [first] = queryKey;
  if (typeof first !== 'object' || first === null) return undefined;
  return typeof (first as { _id?: unknown })._id === 'string' ? (first as CatalogKeyParts) : undefined;
}
