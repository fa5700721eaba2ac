// Derived by scripts/lib/react-hooks.ts from the contract's `x-sitekit` (openapi/README.md); never edited by hand,
// and `npm run check:generated` fails when it drifts. The hooks of the named v3 entities and of the reads of
// `call: read`, and the write hooks of v3 products, inventory items and categories. Each read hook is cached under
// its operation's key and named after it (`use` + operationId, and `…Infinite` for every page of a query); each
// write hook takes its call's arguments as a tuple (`mutate([brandId, { revision, name }])`) and makes stale what
// its `makesStale` says (docs/decisions.md#33). Generated here, beside the hand-written hooks it builds on, and not
// in generated/, which imports nothing hand-written (docs/decisions.md#50).
import type {
  Brand,
  BrandRequestedField,
  Customization,
  CustomizationRequestedField,
  InfoSection,
  InfoSectionRequestedField,
  QueryBrandsV3Response,
  QueryCustomizationsV3Response,
  QueryInfoSectionsV3Response,
  QueryRibbonsV3Response,
  Ribbon,
  RibbonRequestedField,
} from '../../generated/types.gen.js';
import * as cursor from './cursor-read-hooks.js';
import type { StaleData } from './invalidation.js';
import type { NamedEntityReadHooks } from './named-entity-read-hooks.js';
import { siteRead } from './site-read.js';
import { v3Writes } from './v3-write.js';
import { namedEntityKeyBuilders as keys } from './named-entity-keys.js';
import { declaredReadKeys as readKeys } from './declared-read-keys.js';

type BrandV3Hooks = NamedEntityReadHooks<Brand, QueryBrandsV3Response, BrandRequestedField>;
type RibbonV3Hooks = NamedEntityReadHooks<Ribbon, QueryRibbonsV3Response, RibbonRequestedField>;
type InfoSectionV3Hooks = NamedEntityReadHooks<InfoSection, QueryInfoSectionsV3Response, InfoSectionRequestedField>;
type CustomizationV3Hooks = NamedEntityReadHooks<Customization, QueryCustomizationsV3Response, CustomizationRequestedField>;

export const useGetBrandV3: BrandV3Hooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.brandsV3.getBrand)(2, keys.getBrandV3);
const queryBrandsV3Spec = /* @__PURE__ */ cursor.cursorSpec((site) => site.brandsV3.queryBrands)('query', keys.queryBrandsV3, true);
export const useQueryBrandsV3: BrandV3Hooks['useQuery'] = (...args) => cursor.useCursorRead(queryBrandsV3Spec, ...args);
export const useQueryBrandsV3Infinite: BrandV3Hooks['useQueryInfinite'] = (...args) => cursor.useCursorInfinite(queryBrandsV3Spec, ...args);
export const useCountBrandsV3: BrandV3Hooks['useCount'] = /* @__PURE__ */ siteRead((site) => site.brandsV3.countBrands)(1, keys.countBrandsV3);

export const useGetRibbonV3: RibbonV3Hooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.ribbonsV3.getRibbon)(2, keys.getRibbonV3);
const queryRibbonsV3Spec = /* @__PURE__ */ cursor.cursorSpec((site) => site.ribbonsV3.queryRibbons)('query', keys.queryRibbonsV3, true);
export const useQueryRibbonsV3: RibbonV3Hooks['useQuery'] = (...args) => cursor.useCursorRead(queryRibbonsV3Spec, ...args);
export const useQueryRibbonsV3Infinite: RibbonV3Hooks['useQueryInfinite'] = (...args) => cursor.useCursorInfinite(queryRibbonsV3Spec, ...args);
export const useCountRibbonsV3: RibbonV3Hooks['useCount'] = /* @__PURE__ */ siteRead((site) => site.ribbonsV3.countRibbons)(1, keys.countRibbonsV3);

export const useGetInfoSectionV3: InfoSectionV3Hooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.infoSectionsV3.getInfoSection)(2, keys.getInfoSectionV3);
const queryInfoSectionsV3Spec = /* @__PURE__ */ cursor.cursorSpec((site) => site.infoSectionsV3.queryInfoSections)('query', keys.queryInfoSectionsV3, true);
export const useQueryInfoSectionsV3: InfoSectionV3Hooks['useQuery'] = (...args) => cursor.useCursorRead(queryInfoSectionsV3Spec, ...args);
export const useQueryInfoSectionsV3Infinite: InfoSectionV3Hooks['useQueryInfinite'] = (...args) => cursor.useCursorInfinite(queryInfoSectionsV3Spec, ...args);
export const useCountInfoSectionsV3: InfoSectionV3Hooks['useCount'] = /* @__PURE__ */ siteRead((site) => site.infoSectionsV3.countInfoSections)(1, keys.countInfoSectionsV3);

export const useGetCustomizationV3: CustomizationV3Hooks['useGet'] = /* @__PURE__ */ siteRead((site) => site.customizationsV3.getCustomization)(2, keys.getCustomizationV3);
const queryCustomizationsV3Spec = /* @__PURE__ */ cursor.cursorSpec((site) => site.customizationsV3.queryCustomizations)('query', keys.queryCustomizationsV3, true);
export const useQueryCustomizationsV3: CustomizationV3Hooks['useQuery'] = (...args) => cursor.useCursorRead(queryCustomizationsV3Spec, ...args);
export const useQueryCustomizationsV3Infinite: CustomizationV3Hooks['useQueryInfinite'] = (...args) => cursor.useCursorInfinite(queryCustomizationsV3Spec, ...args);
export const useCountCustomizationsV3: CustomizationV3Hooks['useCount'] = /* @__PURE__ */ siteRead((site) => site.customizationsV3.countCustomizations)(1, keys.countCustomizationsV3);

export const useGetProduct = /* @__PURE__ */ siteRead((site) => site.products.getProduct)(2, readKeys.getProduct);
export const useGetCollectionBySlug = /* @__PURE__ */ siteRead((site) => site.collections.getCollectionBySlug)(1, readKeys.getCollectionBySlug);
export const useGetProductOptionsAvailability = /* @__PURE__ */ siteRead((site) => site.products.getProductOptionsAvailability)(2, readKeys.getProductOptionsAvailability);
export const useQueryProductVariants = /* @__PURE__ */ siteRead((site) => site.products.queryProductVariants)(2, readKeys.queryProductVariants);
export const useGetStoreVariant = /* @__PURE__ */ siteRead((site) => site.products.getStoreVariant)(1, readKeys.getStoreVariant);
export const useGetCollection = /* @__PURE__ */ siteRead((site) => site.collections.getCollection)(1, readKeys.getCollection);
export const useGetInventoryVariants = /* @__PURE__ */ siteRead((site) => site.inventory.getInventoryVariants)(2, readKeys.getInventoryVariants);
export const useGetAbandonedCart = /* @__PURE__ */ siteRead((site) => site.abandonedCarts.getAbandonedCart)(1, readKeys.getAbandonedCart);
export const useGetCatalogVersion = /* @__PURE__ */ siteRead((site) => site.catalogVersioning.getCatalogVersion)(0, readKeys.getCatalogVersion);
export const useGetProductV3 = /* @__PURE__ */ siteRead((site) => site.productsV3.getProduct)(2, readKeys.getProductV3);
export const useGetProductBySlugV3 = /* @__PURE__ */ siteRead((site) => site.productsV3.getProductBySlug)(2, readKeys.getProductBySlugV3);
export const useCountProductsV3 = /* @__PURE__ */ siteRead((site) => site.productsV3.countProducts)(1, readKeys.countProductsV3);
export const useGetAllProductsCategoryV3 = /* @__PURE__ */ siteRead((site) => site.productsV3.getAllProductsCategory)(0, readKeys.getAllProductsCategoryV3);
export const useGetInventoryItemV3 = /* @__PURE__ */ siteRead((site) => site.inventoryItemsV3.getInventoryItem)(1, readKeys.getInventoryItemV3);
export const useCountInventoryItemsV3 = /* @__PURE__ */ siteRead((site) => site.inventoryItemsV3.countInventoryItems)(1, readKeys.countInventoryItemsV3);
export const useGetCategory = /* @__PURE__ */ siteRead((site) => site.categories.getCategory)(3, readKeys.getCategory);
export const useGetCategoryBySlug = /* @__PURE__ */ siteRead((site) => site.categories.getCategoryBySlug)(3, readKeys.getCategoryBySlug);
export const useCountCategories = /* @__PURE__ */ siteRead((site) => site.categories.countCategories)(1, readKeys.countCategories);
export const useListTrees = /* @__PURE__ */ siteRead((site) => site.categories.listTrees)(0, readKeys.listTrees);
export const useGetArrangedItems = /* @__PURE__ */ siteRead((site) => site.categories.getArrangedItems)(2, readKeys.getArrangedItems);

const staleAllProductsV3AndCategoryItems = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'allProductsV3' }, { kind: 'categoryItems' }]);
const staleProductV3OfProductId = /* @__PURE__ */ v3Writes(([productId]: readonly [string, ...unknown[]]): StaleData[] => [{ kind: 'productV3', id: productId }]);
const staleBrandV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'brandV3' }]);
const staleBrandV3AndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'brandV3' }, { kind: 'allProductsV3' }]);
const staleRibbonV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'ribbonV3' }]);
const staleRibbonV3AndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'ribbonV3' }, { kind: 'allProductsV3' }]);
const staleInfoSectionV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'infoSectionV3' }]);
const staleInfoSectionV3AndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'infoSectionV3' }, { kind: 'allProductsV3' }]);
const staleCustomizationV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'customizationV3' }]);
const staleCustomizationV3AndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'entityV3', entity: 'customizationV3' }, { kind: 'allProductsV3' }]);
const staleCategoriesAndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'categories' }, { kind: 'allProductsV3' }]);
const staleCategoryItemsAndCategoriesAndAllProductsV3 = /* @__PURE__ */ v3Writes((): StaleData[] => [{ kind: 'categoryItems' }, { kind: 'categories' }, { kind: 'allProductsV3' }]);
const staleCategoryItemsOfCategoryIdAndCategoriesAndAllProductsV3 = /* @__PURE__ */ v3Writes(([categoryId]: readonly [string, ...unknown[]]): StaleData[] => [{ kind: 'categoryItems', id: categoryId }, { kind: 'categories' }, { kind: 'allProductsV3' }]);
export const useCreateProductV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.createProduct);
export const useDeleteProductV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.deleteProduct);
export const useUpdateProductV3 = /* @__PURE__ */ staleProductV3OfProductId((site) => site.productsV3.updateProduct);
export const useCreateProductWithInventoryV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.createProductWithInventory);
export const useUpdateProductWithInventoryV3 = /* @__PURE__ */ staleProductV3OfProductId((site) => site.productsV3.updateProductWithInventory);
export const useBulkCreateProductsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkCreateProducts);
export const useBulkCreateProductsWithInventoryV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkCreateProductsWithInventory);
export const useBulkUpdateProductsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProducts);
export const useBulkUpdateProductsWithInventoryV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProductsWithInventory);
export const useBulkUpdateProductsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProductsByFilter);
export const useBulkDeleteProductsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkDeleteProducts);
export const useBulkDeleteProductsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkDeleteProductsByFilter);
export const useBulkUpdateProductVariantsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProductVariantsByFilter);
export const useBulkAdjustProductVariantsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkAdjustProductVariantsByFilter);
export const useBulkAddInfoSectionsToProductsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkAddInfoSectionsToProductsByFilter);
export const useBulkAddInfoSectionsToProductsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkAddInfoSectionsToProducts);
export const useBulkRemoveInfoSectionsFromProductsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkRemoveInfoSectionsFromProductsByFilter);
export const useBulkRemoveInfoSectionsFromProductsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkRemoveInfoSectionsFromProducts);
export const useBulkAddProductsToCategoriesByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkAddProductsToCategoriesByFilter);
export const useBulkRemoveProductsFromCategoriesByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkRemoveProductsFromCategoriesByFilter);
export const useBulkUpdateProductTagsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProductTags);
export const useBulkUpdateProductTagsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.productsV3.bulkUpdateProductTagsByFilter);
export const useCreateInventoryItemV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.createInventoryItem);
export const useDeleteInventoryItemV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.deleteInventoryItem);
export const useUpdateInventoryItemV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.updateInventoryItem);
export const useBulkCreateInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkCreateInventoryItems);
export const useBulkUpdateInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkUpdateInventoryItems);
export const useBulkUpsertInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkUpsertInventoryItems);
export const useBulkUpdateInventoryItemsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkUpdateInventoryItemsByFilter);
export const useBulkDeleteInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkDeleteInventoryItems);
export const useBulkDeleteInventoryItemsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkDeleteInventoryItemsByFilter);
export const useBulkDecrementInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkDecrementInventoryItems);
export const useBulkIncrementInventoryItemsV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkIncrementInventoryItems);
export const useBulkDecrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation);
export const useBulkIncrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation);
export const useBulkSetOrAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkSetOrAdjustInventoryItemsByFilter);
export const useBulkAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkAdjustInventoryItemsByFilter);
export const useBulkCreateInventoryItemsByVariantFilterV3 = /* @__PURE__ */ staleAllProductsV3AndCategoryItems((site) => site.inventoryItemsV3.bulkCreateInventoryItemsByVariantFilter);
export const useCreateBrandV3 = /* @__PURE__ */ staleBrandV3((site) => site.brandsV3.createBrand);
export const useDeleteBrandV3 = /* @__PURE__ */ staleBrandV3AndAllProductsV3((site) => site.brandsV3.deleteBrand);
export const useUpdateBrandV3 = /* @__PURE__ */ staleBrandV3AndAllProductsV3((site) => site.brandsV3.updateBrand);
export const useGetOrCreateBrandV3 = /* @__PURE__ */ staleBrandV3((site) => site.brandsV3.getOrCreateBrand);
export const useBulkCreateBrandsV3 = /* @__PURE__ */ staleBrandV3((site) => site.brandsV3.bulkCreateBrands);
export const useBulkUpdateBrandsV3 = /* @__PURE__ */ staleBrandV3AndAllProductsV3((site) => site.brandsV3.bulkUpdateBrands);
export const useBulkGetOrCreateBrandsV3 = /* @__PURE__ */ staleBrandV3((site) => site.brandsV3.bulkGetOrCreateBrands);
export const useBulkDeleteBrandsV3 = /* @__PURE__ */ staleBrandV3AndAllProductsV3((site) => site.brandsV3.bulkDeleteBrands);
export const useCreateRibbonV3 = /* @__PURE__ */ staleRibbonV3((site) => site.ribbonsV3.createRibbon);
export const useDeleteRibbonV3 = /* @__PURE__ */ staleRibbonV3AndAllProductsV3((site) => site.ribbonsV3.deleteRibbon);
export const useUpdateRibbonV3 = /* @__PURE__ */ staleRibbonV3AndAllProductsV3((site) => site.ribbonsV3.updateRibbon);
export const useGetOrCreateRibbonV3 = /* @__PURE__ */ staleRibbonV3((site) => site.ribbonsV3.getOrCreateRibbon);
export const useBulkCreateRibbonsV3 = /* @__PURE__ */ staleRibbonV3((site) => site.ribbonsV3.bulkCreateRibbons);
export const useBulkUpdateRibbonsV3 = /* @__PURE__ */ staleRibbonV3AndAllProductsV3((site) => site.ribbonsV3.bulkUpdateRibbons);
export const useBulkGetOrCreateRibbonsV3 = /* @__PURE__ */ staleRibbonV3((site) => site.ribbonsV3.bulkGetOrCreateRibbons);
export const useBulkDeleteRibbonsV3 = /* @__PURE__ */ staleRibbonV3AndAllProductsV3((site) => site.ribbonsV3.bulkDeleteRibbons);
export const useCreateInfoSectionV3 = /* @__PURE__ */ staleInfoSectionV3((site) => site.infoSectionsV3.createInfoSection);
export const useDeleteInfoSectionV3 = /* @__PURE__ */ staleInfoSectionV3AndAllProductsV3((site) => site.infoSectionsV3.deleteInfoSection);
export const useUpdateInfoSectionV3 = /* @__PURE__ */ staleInfoSectionV3AndAllProductsV3((site) => site.infoSectionsV3.updateInfoSection);
export const useGetOrCreateInfoSectionV3 = /* @__PURE__ */ staleInfoSectionV3((site) => site.infoSectionsV3.getOrCreateInfoSection);
export const useBulkCreateInfoSectionsV3 = /* @__PURE__ */ staleInfoSectionV3((site) => site.infoSectionsV3.bulkCreateInfoSections);
export const useBulkUpdateInfoSectionsV3 = /* @__PURE__ */ staleInfoSectionV3AndAllProductsV3((site) => site.infoSectionsV3.bulkUpdateInfoSections);
export const useBulkGetOrCreateInfoSectionsV3 = /* @__PURE__ */ staleInfoSectionV3((site) => site.infoSectionsV3.bulkGetOrCreateInfoSections);
export const useBulkDeleteInfoSectionsV3 = /* @__PURE__ */ staleInfoSectionV3AndAllProductsV3((site) => site.infoSectionsV3.bulkDeleteInfoSections);
export const useCreateCustomizationV3 = /* @__PURE__ */ staleCustomizationV3((site) => site.customizationsV3.createCustomization);
export const useDeleteCustomizationV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.deleteCustomization);
export const useUpdateCustomizationV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.updateCustomization);
export const useAddCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.addCustomizationChoices);
export const useSetCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.setCustomizationChoices);
export const useRemoveCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.removeCustomizationChoices);
export const useUpdateCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.updateCustomizationChoices);
export const useReorderCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.reorderCustomizationChoices);
export const useBulkCreateCustomizationsV3 = /* @__PURE__ */ staleCustomizationV3((site) => site.customizationsV3.bulkCreateCustomizations);
export const useBulkUpdateCustomizationsV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.bulkUpdateCustomizations);
export const useBulkAddCustomizationChoicesV3 = /* @__PURE__ */ staleCustomizationV3AndAllProductsV3((site) => site.customizationsV3.bulkAddCustomizationChoices);
export const useCreateCategory = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.createCategory);
export const useDeleteCategory = /* @__PURE__ */ staleCategoryItemsAndCategoriesAndAllProductsV3((site) => site.categories.deleteCategory);
export const useUpdateCategory = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.updateCategory);
export const useMoveCategory = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.moveCategory);
export const useBulkUpdateCategories = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.bulkUpdateCategories);
export const useUpdateCategoryVisibility = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.updateCategoryVisibility);
export const useBulkShowCategories = /* @__PURE__ */ staleCategoriesAndAllProductsV3((site) => site.categories.bulkShowCategories);
export const useBulkAddItemsToCategory = /* @__PURE__ */ staleCategoryItemsOfCategoryIdAndCategoriesAndAllProductsV3((site) => site.categories.bulkAddItemsToCategory);
export const useBulkAddItemToCategories = /* @__PURE__ */ staleCategoryItemsAndCategoriesAndAllProductsV3((site) => site.categories.bulkAddItemToCategories);
export const useBulkRemoveItemsFromCategory = /* @__PURE__ */ staleCategoryItemsOfCategoryIdAndCategoriesAndAllProductsV3((site) => site.categories.bulkRemoveItemsFromCategory);
export const useBulkRemoveItemFromCategories = /* @__PURE__ */ staleCategoryItemsAndCategoriesAndAllProductsV3((site) => site.categories.bulkRemoveItemFromCategories);
export const useBulkSetItemCategories = /* @__PURE__ */ staleCategoryItemsAndCategoriesAndAllProductsV3((site) => site.categories.bulkSetItemCategories);
export const useSetArrangedItems = /* @__PURE__ */ staleCategoryItemsOfCategoryIdAndCategoriesAndAllProductsV3((site) => site.categories.setArrangedItems);
export const useMoveItemInCategory = /* @__PURE__ */ staleCategoryItemsOfCategoryIdAndCategoriesAndAllProductsV3((site) => site.categories.moveItemInCategory);
