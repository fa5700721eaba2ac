import type { ArgumentPaths } from '../catalog/argument-names.js';
import { args, optionsOnly, update } from '../catalog/argument-paths.js';

const BY_FILTER = ['search'];
const BULK = ['returnEntity', 'fields'];
const CURSOR_QUERY: ArgumentPaths = [
  ['query', 'query'],
  ['fields', 'options.fields'],
];
const CURSOR_SEARCH: ArgumentPaths = [
  ['search', 'search'],
  ['fields', 'options.fields'],
  ['locationIds', 'options.locationIds'],
];
const COUNT = optionsOnly(['filter', 'search', 'returnNonVisibleProducts']);
const INVENTORY_CHANGE = ['restrictInventory', 'returnEntity', 'reason'];

/* The categories service: the tree goes positionally in reads of one category, as an option elsewhere. */
const TREE = ['treeReference'];
const CATEGORY_READS = ['treeReference', 'returnNonVisibleCategories', 'fields'];
const CATEGORY_BULK = ['treeReference', 'returnEntity', 'fields'];
const ITEM_TO_CATEGORIES = ['categoryIds', ...TREE];
const CATEGORY_ARGUMENTS = {
  createCategory: args(['category'], ['treeReference', 'fields']),
  getCategory: args(['categoryId', 'treeReference'], ['fields']),
  getCategoryBySlug: args(['slug', 'treeReference'], ['fields']),
  updateCategory: update('categoryId', 'category', ['treeReference', 'fields']),
  deleteCategory: args(['categoryId', 'treeReference']),
  queryCategories: [['query', 'query'], ...args([], CATEGORY_READS)],
  searchCategories: [['search', 'search'], ...args([], CATEGORY_READS)],
  countCategories: optionsOnly(['filter', 'search', ...CATEGORY_READS]),
  moveCategory: args(['categoryId', 'treeReference'], ['parentCategoryId', 'position', 'moveAfterCategoryId']),
  bulkUpdateCategories: [['categories', 'categories'], ...args([], CATEGORY_BULK)],
  updateCategoryVisibility: args(['categoryId'], ['visible', 'revision', ...CATEGORY_READS]),
  bulkShowCategories: args(['categoryIds'], CATEGORY_BULK),
  bulkAddItemsToCategory: args(['categoryId', 'items'], TREE),
  bulkAddItemToCategories: args(['item'], ITEM_TO_CATEGORIES),
  bulkRemoveItemsFromCategory: args(['categoryId', 'items'], TREE),
  bulkRemoveItemFromCategories: args(['item'], ITEM_TO_CATEGORIES),
  bulkSetItemCategories: args(['item'], ITEM_TO_CATEGORIES),
  listItemsInCategory: args(
    ['categoryId', 'treeReference'],
    ['useCategoryArrangement', 'includeItemsFromSubcategories', 'cursorPaging'],
  ),
  listCategoriesForItem: args(['item'], TREE),
  listCategoriesForItems: args(['items'], TREE),
  setArrangedItems: args(['categoryId', 'treeReference'], ['items']),
  getArrangedItems: args(['categoryId', 'treeReference']),
} satisfies Record<string, ArgumentPaths>;
/**
 * The calls brands, ribbons, info sections and customizations share, keyed by operation name: `entity` is the wire
 * key (`brand`), `one` and `many` spell the operation names (`createBrandV3`, `queryBrandsV3`).
 */
function namedEntityArguments<E extends string, O extends string, M extends string>(entity: E, one: O, many: M) {
  const id = `${entity}Id`;
  const plural = `${entity}s`;
  return {
    [`create${one}V3`]: args([entity]),
    [`get${one}V3`]: args([id], ['fields']),
    [`update${one}V3`]: update(id, entity, ['fields']),
    [`delete${one}V3`]: args([id]),
    [`query${many}V3`]: CURSOR_QUERY,
    [`count${many}V3`]: optionsOnly(['filter']),
    [`bulkCreate${many}V3`]: args([plural], ['returnEntity']),
    [`bulkUpdate${many}V3`]: args([plural], BULK),
  } as Record<
    | `create${O}V3`
    | `get${O}V3`
    | `update${O}V3`
    | `delete${O}V3`
    | `query${M}V3`
    | `count${M}V3`
    | `bulkCreate${M}V3`
    | `bulkUpdate${M}V3`,
    ArgumentPaths
  >;
}

/** Argument paths of every catalogue v3 call (docs/decisions.md#11), keyed by its operation name. */
export const CATALOG_V3_ARGUMENTS = {
  createProductV3: args(['product'], ['fields']),
  getProductV3: args(['productId'], ['fields']),
  getProductBySlugV3: args(['slug'], ['fields']),
  updateProductV3: update('productId', 'product', ['fields']),
  deleteProductV3: args(['productId']),
  createProductWithInventoryV3: args(['product'], BULK),
  updateProductWithInventoryV3: update('productId', 'product', BULK),
  queryProductsV3: CURSOR_QUERY,
  searchProductsV3: CURSOR_SEARCH,
  countProductsV3: COUNT,
  bulkCreateProductsV3: args(['products'], BULK),
  bulkCreateProductsWithInventoryV3: args(['products'], BULK),
  bulkUpdateProductsV3: args(['products'], BULK),
  bulkUpdateProductsWithInventoryV3: args(['products'], BULK),
  bulkUpdateProductsByFilterV3: optionsOnly(['filter', 'product', 'search']),
  bulkDeleteProductsV3: args(['productIds']),
  bulkDeleteProductsByFilterV3: args(['filter'], BY_FILTER),
  bulkUpdateProductVariantsByFilterV3: args(['filter'], ['variant', ...BY_FILTER]),
  bulkAdjustProductVariantsByFilterV3: args(
    ['filter'],
    ['actualPrice', 'compareAtPrice', 'cost', 'compareAtPriceDiscount', 'rounding', ...BY_FILTER],
  ),
  bulkAddInfoSectionsToProductsByFilterV3: args(['filter'], ['infoSectionIds', ...BY_FILTER]),
  bulkAddInfoSectionsToProductsV3: args(['products'], ['infoSectionIds', ...BULK]),
  bulkRemoveInfoSectionsFromProductsByFilterV3: args(['filter'], ['infoSectionIds', ...BY_FILTER]),
  bulkRemoveInfoSectionsFromProductsV3: args(['products'], ['infoSectionIds', ...BULK]),
  bulkAddProductsToCategoriesByFilterV3: optionsOnly(['filter', 'categoryIds', 'search']),
  bulkRemoveProductsFromCategoriesByFilterV3: optionsOnly(['filter', 'categoryIds', 'search']),
  bulkUpdateProductTagsV3: args(['productIds'], ['assignTags', 'unassignTags']),
  bulkUpdateProductTagsByFilterV3: args(['filter'], ['assignTags', 'unassignTags', ...BY_FILTER]),

  createInventoryItemV3: args(['inventoryItem']),
  getInventoryItemV3: args(['inventoryItemId']),
  updateInventoryItemV3: update('inventoryItemId', 'inventoryItem', ['reason']),
  deleteInventoryItemV3: args(['inventoryItemId']),
  queryInventoryItemsV3: CURSOR_QUERY,
  searchInventoryItemsV3: CURSOR_SEARCH,
  countInventoryItemsV3: optionsOnly(['filter', 'search']),
  bulkCreateInventoryItemsV3: args(['inventoryItems'], ['returnEntity']),
  bulkUpdateInventoryItemsV3: args(['inventoryItems'], ['returnEntity', 'reason']),
  bulkUpsertInventoryItemsV3: args(['inventoryItems'], ['returnEntity']),
  bulkUpdateInventoryItemsByFilterV3: args(['filter'], ['inventoryItem', ...BY_FILTER]),
  bulkDeleteInventoryItemsV3: args(['inventoryItemIds']),
  bulkDeleteInventoryItemsByFilterV3: args(['filter'], BY_FILTER),
  bulkDecrementInventoryItemsV3: args(['decrementData'], INVENTORY_CHANGE),
  bulkIncrementInventoryItemsV3: args(['incrementData'], INVENTORY_CHANGE),
  bulkDecrementInventoryItemsByVariantAndLocationV3: args(['decrementData'], INVENTORY_CHANGE),
  bulkIncrementInventoryItemsByVariantAndLocationV3: args(['incrementData'], INVENTORY_CHANGE),
  bulkSetOrAdjustInventoryItemsByFilterV3: args(['filter'], ['adjustedInventoryAction', ...BY_FILTER]),
  bulkAdjustInventoryItemsByFilterV3: args(['filter'], ['adjustment', 'trackQuantity', ...BY_FILTER]),
  bulkCreateInventoryItemsByVariantFilterV3: args(['filter'], ['locationId', 'inventoryCreationData', ...BY_FILTER]),

  queryVariantsV3: CURSOR_QUERY,
  searchVariantsV3: CURSOR_SEARCH,

  ...CATEGORY_ARGUMENTS,
  ...namedEntityArguments('brand', 'Brand', 'Brands'),
  getOrCreateBrandV3: args(['brandName'], ['fields']),
  bulkGetOrCreateBrandsV3: args(['brandNames'], ['fields']),
  bulkDeleteBrandsV3: args(['brandIds']),
  ...namedEntityArguments('ribbon', 'Ribbon', 'Ribbons'),
  getOrCreateRibbonV3: args(['ribbonName'], ['fields']),
  bulkGetOrCreateRibbonsV3: args(['ribbonNames'], ['fields']),
  bulkDeleteRibbonsV3: args(['ribbonIds']),
  ...namedEntityArguments('infoSection', 'InfoSection', 'InfoSections'),
  getOrCreateInfoSectionV3: optionsOnly(['infoSection', 'fields']),
  bulkGetOrCreateInfoSectionsV3: optionsOnly(['infoSections', 'fields']),
  bulkDeleteInfoSectionsV3: args(['infoSectionIds']),
  ...namedEntityArguments('customization', 'Customization', 'Customizations'),
  addCustomizationChoicesV3: args(['customizationId', 'choices'], ['fields']),
  setCustomizationChoicesV3: args(['customizationId', 'choices'], ['fields']),
  removeCustomizationChoicesV3: args(['customizationId', 'choiceIds'], ['revision', 'fields']),
  updateCustomizationChoicesV3: args(['customizationId', 'revision'], ['choices', 'fields']),
  reorderCustomizationChoicesV3: args(['customizationId', 'revision'], ['choiceIds', 'fields']),
  bulkAddCustomizationChoicesV3: args(['customizationsChoices'], BULK),
} satisfies Record<string, ArgumentPaths>;
