import { categoriesDeclaredReadSpecs, type CategoriesDeclaredReads } from '../../generated/declared-reads.gen.js';
import { categoriesOperations } from '../../generated/operation-names.gen.js';
import type {
  BulkSetItemCategoriesResponse,
  BulkUpdateCategoriesData,
  Category,
  CategoryBulkResults,
  CategoryIdBulkResults,
  CategoryRequestedField,
  CountCategoriesData,
  CursorPagingV3,
  CursorQueryV3,
  CursorSearchV3,
  DeleteCategoryResponse,
  ItemBulkResults,
  ItemReference,
  ListCategoriesForItemResponse,
  ListCategoriesForItemsByPostResponse,
  ListItemsInCategoryResponse,
  MoveCategoryData,
  MoveCategoryResponse,
  MoveItemInCategoryData,
  MoveItemInCategoryResponse,
  NewCategoryWritable,
  QueryCategoriesResponse,
  SearchCategoriesResponse,
  SetArrangedItemsResponse,
  TreeReference,
  UpdateCategoryVisibilityResponse,
  CategoryUpdateWritable,
} from '../../generated/types.gen.js';
import { withIdLast } from '../http/entity-id.js';
import { sendFlatRead, sendPostForm } from '../query-language/read-request.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';
import { declaredReadMethods } from '../query-language/declared-reads.js';
import { bodyCallsFor } from './body-call.js';
import type { CursorQueryBuilder, CursorSearchBuilder } from './cursor-query-builder.js';
import { cursorReads } from './cursor-reads.js';
import type { WithImageStrings } from '../images/image-input.js';
import { fieldsPart, withJoinedMasks, type MaskedUpdate } from './requested-fields.js';
import { entityConflictGuard } from './revision-conflict.js';
import { treeQuery } from './tree-reads.js';

/** Category fields the query and search filter and sort on; any other dotted path is accepted too. */
export type CategoryQueryField =
  | 'id'
  | 'name'
  | 'slug'
  | 'visible'
  | 'createdDate'
  | 'updatedDate'
  | 'parentCategory.id'
  | 'parentCategory.index'
  | 'managingAppId'
  | 'treeReference.appNamespace'
  | 'treeReference.treeKey'
  | (string & {});

export type NewCategory = WithImageStrings<NewCategoryWritable>;
export type CategoryUpdate = WithImageStrings<CategoryUpdateWritable>;
export type CategoriesQueryBuilder = CursorQueryBuilder<CategoryQueryField, Category>;
export type CategoriesSearchBuilder = CursorSearchBuilder<CategoryQueryField, Category>;
type WireCategoryUpdate = BulkUpdateCategoriesData['body']['categories'][number];
/** `{category, fieldMask?}`; the mask may be a list of paths, sent comma-joined. */
export type CategoryUpdateElement = MaskedUpdate<WithImageStrings<WireCategoryUpdate>>;

/** The tree a call is about; for the store, {@link STORES_CATEGORY_TREE}. */
export interface TreeOption {
  treeReference: TreeReference;
}

/** Fields the platform leaves out of a category unless asked (`BREADCRUMBS_INFO`, `DESCRIPTION`, …). */
export interface CategoryFieldsOptions {
  fields?: CategoryRequestedField[];
}

export interface CategoryWriteOptions extends TreeOption, CategoryFieldsOptions {}

/** Options of the reads of many categories: hidden ones only with `returnNonVisibleCategories` (API key). */
export interface CategoryReadOptions extends TreeOption, CategoryFieldsOptions {
  returnNonVisibleCategories?: boolean;
}

export interface CategoryBulkOptions extends CategoryWriteOptions {
  /** Answer each category in its result's `category`. */
  returnEntity?: boolean;
}

export type CategoryCount = CountCategoriesData['body'];
export type MoveOptions = Omit<MoveCategoryData['body'], 'categoryId' | 'treeReference'>;
export type MoveItemOptions = Omit<MoveItemInCategoryData['body'], 'categoryId' | 'treeReference'>;

export interface VisibilityOptions extends CategoryWriteOptions {
  visible: boolean;
  /** The revision the caller read; required. */
  revision: string;
}

export interface CategoryIdsOption extends TreeOption {
  categoryIds: string[];
}

export interface ListItemsOptions {
  /** Manually arranged items first, in their order. */
  useCategoryArrangement?: boolean;
  /** The items of every descendant category too. */
  includeItemsFromSubcategories?: boolean;
  /** Page size (up to 100) and the `next` cursor of a previous page. */
  cursorPaging?: CursorPagingV3;
}

/**
 * `site.categories`: the categories service of catalog v3 stores (the store's tree is {@link STORES_CATEGORY_TREE}),
 * with the official client's names and argument order. Data keeps the wire's names. `createCategory`, `getCategory`
 * and `updateCategory` answer the category itself; the other calls answer the response body. A stale `revision` on
 * `updateCategory` or `updateCategoryVisibility` fails with a `SiteRevisionConflictError`; bulk calls answer per-item
 * results and resolve even when some items failed. `listCategoriesForItems` always goes as a POST, since a GET
 * cannot carry its items. The service has no get-or-create. Every call takes optional transport options last.
 */
export interface CategoriesModule extends CategoriesDeclaredReads<CallOptions> {
  createCategory(category: NewCategory, options: CategoryWriteOptions, call?: CallOptions): Promise<Category>;
  /** Partial update; `category.revision` must be the current one. Visibility and parent change through their calls. */
  updateCategory(
    categoryId: string,
    category: CategoryUpdate,
    options: CategoryWriteOptions,
    call?: CallOptions,
  ): Promise<Category>;
  /** Deletes the category and its subcategories; their items stay in the catalog. */
  deleteCategory(categoryId: string, treeReference: TreeReference, call?: CallOptions): Promise<DeleteCategoryResponse>;
  /** The cursor query builder; `.find()` runs it. */
  queryCategories(options: CategoryReadOptions): CategoriesQueryBuilder;
  queryCategories(
    query: CursorQueryV3,
    options: CategoryReadOptions,
    call?: CallOptions,
  ): Promise<QueryCategoriesResponse>;
  /** The search builder (free text over name and description, aggregations); `.find()` runs it. */
  searchCategories(options: CategoryReadOptions): CategoriesSearchBuilder;
  searchCategories(
    search: CursorSearchV3,
    options: CategoryReadOptions,
    call?: CallOptions,
  ): Promise<SearchCategoriesResponse>;
  /** Moves the category (with its subtree) `FIRST`, `LAST` or `AFTER` a sibling, under `parentCategoryId`. */
  moveCategory(
    categoryId: string,
    treeReference: TreeReference,
    options: MoveOptions,
    call?: CallOptions,
  ): Promise<MoveCategoryResponse>;
  /** A stale revision fails only its own item. */
  bulkUpdateCategories(
    categories: CategoryUpdateElement[],
    options: CategoryBulkOptions,
    call?: CallOptions,
  ): Promise<CategoryBulkResults>;
  /** `{category}`; hiding hides the subtree, showing needs a visible parent (`PARENT_CATEGORY_HIDDEN`). */
  updateCategoryVisibility(
    categoryId: string,
    options: VisibilityOptions,
    call?: CallOptions,
  ): Promise<UpdateCategoryVisibilityResponse>;
  bulkShowCategories(
    categoryIds: string[],
    options: CategoryBulkOptions,
    call?: CallOptions,
  ): Promise<CategoryBulkResults>;
  /** Results name each item in `itemMetadata.item`. */
  bulkAddItemsToCategory(
    categoryId: string,
    items: ItemReference[],
    options: TreeOption,
    call?: CallOptions,
  ): Promise<ItemBulkResults>;
  /** Results name each category in `itemMetadata.id`. */
  bulkAddItemToCategories(
    item: ItemReference,
    options: CategoryIdsOption,
    call?: CallOptions,
  ): Promise<CategoryIdBulkResults>;
  bulkRemoveItemsFromCategory(
    categoryId: string,
    items: ItemReference[],
    options: TreeOption,
    call?: CallOptions,
  ): Promise<ItemBulkResults>;
  bulkRemoveItemFromCategories(
    item: ItemReference,
    options: CategoryIdsOption,
    call?: CallOptions,
  ): Promise<CategoryIdBulkResults>;
  /** Makes the item's direct categories exactly `categoryIds`: `{addResults, removeResults}`. */
  bulkSetItemCategories(
    item: ItemReference,
    options: CategoryIdsOption,
    call?: CallOptions,
  ): Promise<BulkSetItemCategoriesResponse>;
  /** A page of the category's items, newest first (or arranged first); continue with `cursorPaging.cursor`. */
  listItemsInCategory(
    categoryId: string,
    treeReference: TreeReference,
    options?: ListItemsOptions,
    call?: CallOptions,
  ): Promise<ListItemsInCategoryResponse>;
  /** `{directCategoryIds, allCategoryIds}` (direct ones and their ancestors). */
  listCategoriesForItem(
    item: ItemReference,
    options: TreeOption,
    call?: CallOptions,
  ): Promise<ListCategoriesForItemResponse>;
  listCategoriesForItems(
    items: ItemReference[],
    options: TreeOption,
    call?: CallOptions,
  ): Promise<ListCategoriesForItemsByPostResponse>;
  /** Replaces the category's manual order (its first 100 items at most). */
  setArrangedItems(
    categoryId: string,
    treeReference: TreeReference,
    options?: { items?: ItemReference[] },
    call?: CallOptions,
  ): Promise<SetArrangedItemsResponse>;
  /** Moves one item `FIRST`, `LAST` or `BEFORE` another in the manual order, or out of it (`NONE`). */
  moveItemInCategory(
    categoryId: string,
    treeReference: TreeReference,
    options: MoveItemOptions,
    call?: CallOptions,
  ): Promise<MoveItemInCategoryResponse>;
}

const READ_OPTIONS = ['treeReference', 'returnNonVisibleCategories', 'fields'];

const readSiblings = ({ fields, ...rest }: Partial<CategoryReadOptions> = {}) => ({ ...rest, ...fieldsPart(fields) });

export function createCategories(context: SiteContext): CategoriesModule {
  const send = callerFor(context);
  const inBody = bodyCallsFor(context);
  const reads = cursorReads<Category>(context, {
    query: categoriesOperations.queryCategories,
    search: categoriesOperations.searchCategories,
  });
  const guarded = entityConflictGuard('category');
  const byId = (categoryId: string, treeReference: TreeReference) => ({
    path: { categoryId },
    query: { categoryId, ...treeQuery(treeReference) },
  });

  return {
    ...(declaredReadMethods(context, categoriesDeclaredReadSpecs) as CategoriesDeclaredReads<CallOptions>),
    createCategory: async (category, { treeReference, fields } = {} as CategoryWriteOptions, call) =>
      (
        await send(
          categoriesOperations.createCategory,
          { body: { category, treeReference, ...fieldsPart(fields) } },
          call,
        )
      ).category as Category,
    updateCategory: (categoryId, category, { treeReference, fields } = {} as CategoryWriteOptions, call) =>
      guarded(categoryId, async () => {
        const body = { category: withIdLast(category, categoryId), treeReference, ...fieldsPart(fields) };
        return (await send(categoriesOperations.updateCategory, { path: { categoryId }, body }, call))
          .category as Category;
      }),
    deleteCategory: (categoryId, treeReference, call) =>
      send(categoriesOperations.deleteCategory, byId(categoryId, treeReference), call),
    queryCategories: ((...args: unknown[]) =>
      reads.builderOrRead('query', args, READ_OPTIONS, readSiblings)) as CategoriesModule['queryCategories'],
    searchCategories: ((...args: unknown[]) =>
      reads.builderOrRead('search', args, READ_OPTIONS, readSiblings)) as CategoriesModule['searchCategories'],
    moveCategory: (categoryId, treeReference, options, call) =>
      send(
        categoriesOperations.moveCategory,
        { path: { categoryId }, body: { categoryId, treeReference, ...options } },
        call,
      ),
    bulkUpdateCategories: inBody(
      categoriesOperations.bulkUpdateCategories,
      'categories',
      (categories: CategoryUpdateElement[] | undefined) =>
        withJoinedMasks<WithImageStrings<WireCategoryUpdate>>(categories ?? []),
    ),
    updateCategoryVisibility: (categoryId, options, call) =>
      guarded(categoryId, () =>
        send(categoriesOperations.updateCategoryVisibility, { body: { categoryId, ...options } }, call),
      ),
    bulkShowCategories: inBody(categoriesOperations.bulkShowCategories, 'categoryIds'),
    bulkAddItemsToCategory: (categoryId, items, options, call) =>
      send(
        categoriesOperations.bulkAddItemsToCategory,
        { path: { categoryId }, body: { categoryId, items, ...options } },
        call,
      ),
    bulkAddItemToCategories: inBody(categoriesOperations.bulkAddItemToCategories, 'item'),
    bulkRemoveItemsFromCategory: (categoryId, items, options, call) =>
      send(
        categoriesOperations.bulkRemoveItemsFromCategory,
        { path: { categoryId }, body: { categoryId, items, ...options } },
        call,
      ),
    bulkRemoveItemFromCategories: inBody(categoriesOperations.bulkRemoveItemFromCategories, 'item'),
    bulkSetItemCategories: inBody(categoriesOperations.bulkSetItemCategories, 'item'),
    listItemsInCategory: (categoryId, treeReference, options = {}, call) =>
      sendFlatRead(
        context,
        categoriesOperations.listItemsInCategory,
        {
          path: { categoryId },
          query: { ...byId(categoryId, treeReference).query, ...listItemsQuery(options) },
          body: { categoryId, treeReference, ...options },
        },
        call,
      ),
    listCategoriesForItem: (item, { treeReference } = {} as TreeOption, call) =>
      sendFlatRead(
        context,
        categoriesOperations.listCategoriesForItem,
        { query: { ...itemQuery(item), ...treeQuery(treeReference) }, body: { item, treeReference } },
        call,
      ),
    listCategoriesForItems: (items, options, call) =>
      sendPostForm(context, categoriesOperations.listCategoriesForItems, { body: { items, ...options } }, call),
    setArrangedItems: (categoryId, treeReference, options = {}, call) =>
      send(
        categoriesOperations.setArrangedItems,
        { path: { categoryId }, body: { categoryId, treeReference, ...options } },
        call,
      ),
    moveItemInCategory: (categoryId, treeReference, options, call) =>
      send(
        categoriesOperations.moveItemInCategory,
        { path: { categoryId }, body: { categoryId, treeReference, ...options } },
        call,
      ),
  };
}

/** The listing options as flat query parameters, in the official client's order. */
function listItemsQuery({ useCategoryArrangement, includeItemsFromSubcategories, cursorPaging }: ListItemsOptions) {
  return {
    ...(useCategoryArrangement !== undefined ? { useCategoryArrangement } : {}),
    ...(includeItemsFromSubcategories !== undefined ? { includeItemsFromSubcategories } : {}),
    ...(cursorPaging?.limit !== undefined ? { 'cursorPaging.limit': cursorPaging.limit } : {}),
    ...(cursorPaging?.cursor ? { 'cursorPaging.cursor': cursorPaging.cursor } : {}),
  };
}

function itemQuery(item: ItemReference | undefined) {
  return {
    'item.catalogItemId': item?.catalogItemId as string,
    'item.appId': item?.appId as string,
    ...(item?.collectionId !== undefined ? { 'item.collectionId': item.collectionId } : {}),
  };
}
