import * as sdk from '../../generated/sdk.gen.js';
import * as s from '../../generated/zod-lazy.gen.js';
import { operation } from './operation.js';

/**
 * Every generated operation sitekit calls, one exported row per operation, named as in the contract. Adding an
 * endpoint is one line here: `export const name = /* @__PURE__ *\/ operation(sdk.name, { body, path, query },
 * 'argumentNames', { read: true })`, with the generated SDK function, the request schemas of its parts (`z<Name>Body`,
 * `z<Name>Path`, `z<Name>Query` from generated/zod-lazy.gen.ts, built on the first call), the name of its entry in
 * `CATALOG_ARGUMENTS` (the argument paths that rename its field violations), and `{ read: true }` for a POST that
 * changes nothing (retried like a GET). The feature module then calls `callOperation(context, 'name', { path, query,
 * body }, call)` (src/http/call-operation.ts). The answer schema needs no line: sitekit/validation finds
 * `z<Name>Response` by name.
 *
 * The module's exports are the table (`Operations`). `createSiteClient` loads it whole on the first call, not when
 * sitekit is imported; the functions of sitekit/light import single rows, and since each row is a pure call, a bundler
 * keeps only the rows, SDK functions and schemas an app's calls name.
 */
export const token = /* @__PURE__ */ operation(sdk.token, { body: s.zTokenBody });
export const registerV2 = /* @__PURE__ */ operation(sdk.registerV2, { body: s.zRegisterV2Body });
export const loginV2 = /* @__PURE__ */ operation(sdk.loginV2, { body: s.zLoginV2Body });
export const signOn = /* @__PURE__ */ operation(sdk.signOn, { body: s.zSignOnBody });
export const changePassword = /* @__PURE__ */ operation(sdk.changePassword, { body: s.zChangePasswordBody });
export const logout = /* @__PURE__ */ operation(sdk.logout, { query: s.zLogoutQuery });
export const validateEmail = /* @__PURE__ */ operation(sdk.validateEmail, { body: s.zValidateEmailBody });
export const verifyFactor = /* @__PURE__ */ operation(sdk.verifyFactor, {
  body: s.zVerifyFactorBody,
  path: s.zVerifyFactorPath,
});
export const sendRecoveryEmail = /* @__PURE__ */ operation(sdk.sendRecoveryEmail, { body: s.zSendRecoveryEmailBody });
export const sendActivationEmail = /* @__PURE__ */ operation(sdk.sendActivationEmail, {
  body: s.zSendActivationEmailBody,
});
export const recover = /* @__PURE__ */ operation(sdk.recover, { body: s.zRecoverBody });
export const start = /* @__PURE__ */ operation(sdk.start, { body: s.zStartBody });
export const verifyDuringAuthentication = /* @__PURE__ */ operation(sdk.verifyDuringAuthentication, {
  body: s.zVerifyDuringAuthenticationBody,
});
export const resendDuringAuthentication = /* @__PURE__ */ operation(sdk.resendDuringAuthentication, {
  body: s.zResendDuringAuthenticationBody,
});
export const createRedirectSession = /* @__PURE__ */ operation(sdk.createRedirectSession, {
  body: s.zCreateRedirectSessionBody,
});

export const getProduct = /* @__PURE__ */ operation(
  sdk.getProduct,
  { path: s.zGetProductPath, query: s.zGetProductQuery },
  'getProduct',
);
export const getProductOptionsAvailability = /* @__PURE__ */ operation(
  sdk.getProductOptionsAvailability,
  { body: s.zGetProductOptionsAvailabilityBody, path: s.zGetProductOptionsAvailabilityPath },
  'getProductOptionsAvailability',
  { read: true },
);
export const queryProductVariants = /* @__PURE__ */ operation(
  sdk.queryProductVariants,
  { body: s.zQueryProductVariantsBody, path: s.zQueryProductVariantsPath },
  'queryProductVariants',
  { read: true },
);
export const queryStoreVariants = /* @__PURE__ */ operation(
  sdk.queryStoreVariants,
  { body: s.zQueryStoreVariantsBody },
  'queryStoreVariants',
  {
    read: true,
  },
);
export const getStoreVariant = /* @__PURE__ */ operation(
  sdk.getStoreVariant,
  { path: s.zGetStoreVariantPath, query: s.zGetStoreVariantQuery },
  'getStoreVariant',
);
export const queryProducts = /* @__PURE__ */ operation(
  sdk.queryProducts,
  { query: s.zQueryProductsQuery },
  'queryProducts',
);
export const queryProductsByPost = /* @__PURE__ */ operation(
  sdk.queryProductsByPost,
  { body: s.zQueryProductsByPostBody },
  'queryProducts',
  {
    read: true,
  },
);
export const createProduct = /* @__PURE__ */ operation(
  sdk.createProduct,
  { body: s.zCreateProductBody },
  'createProduct',
);
export const updateProduct = /* @__PURE__ */ operation(
  sdk.updateProduct,
  { body: s.zUpdateProductBody, path: s.zUpdateProductPath },
  'updateProduct',
);
export const deleteProduct = /* @__PURE__ */ operation(
  sdk.deleteProduct,
  { path: s.zDeleteProductPath, query: s.zDeleteProductQuery },
  'deleteProduct',
);
export const updateProductVariants = /* @__PURE__ */ operation(
  sdk.updateProductVariants,
  { body: s.zUpdateProductVariantsBody, path: s.zUpdateProductVariantsPath },
  'updateProductVariants',
);
export const resetAllProductVariantData = /* @__PURE__ */ operation(
  sdk.resetAllProductVariantData,
  { body: s.zResetAllProductVariantDataBody, path: s.zResetAllProductVariantDataPath },
  'resetAllProductVariantData',
);
export const addProductMedia = /* @__PURE__ */ operation(
  sdk.addProductMedia,
  { body: s.zAddProductMediaBody, path: s.zAddProductMediaPath },
  'addProductMedia',
);
export const removeProductMedia = /* @__PURE__ */ operation(
  sdk.removeProductMedia,
  { body: s.zRemoveProductMediaBody, path: s.zRemoveProductMediaPath },
  'removeProductMedia',
);
export const addProductMediaToChoices = /* @__PURE__ */ operation(
  sdk.addProductMediaToChoices,
  { body: s.zAddProductMediaToChoicesBody, path: s.zAddProductMediaToChoicesPath },
  'addProductMediaToChoices',
);
export const removeProductMediaFromChoices = /* @__PURE__ */ operation(
  sdk.removeProductMediaFromChoices,
  { body: s.zRemoveProductMediaFromChoicesBody, path: s.zRemoveProductMediaFromChoicesPath },
  'removeProductMediaFromChoices',
);
export const deleteProductOptions = /* @__PURE__ */ operation(
  sdk.deleteProductOptions,
  { path: s.zDeleteProductOptionsPath, query: s.zDeleteProductOptionsQuery },
  'deleteProductOptions',
);
export const removeBrand = /* @__PURE__ */ operation(
  sdk.removeBrand,
  { body: s.zRemoveBrandBody, path: s.zRemoveBrandPath },
  'removeBrand',
);
export const removeRibbon = /* @__PURE__ */ operation(
  sdk.removeRibbon,
  { body: s.zRemoveRibbonBody, path: s.zRemoveRibbonPath },
  'removeRibbon',
);
export const bulkUpdateProductsProperty = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductsProperty,
  { body: s.zBulkUpdateProductsPropertyBody },
  'bulkUpdateProductsProperty',
);
export const bulkAdjustProductProperty = /* @__PURE__ */ operation(
  sdk.bulkAdjustProductProperty,
  { body: s.zBulkAdjustProductPropertyBody },
  'bulkAdjustProductProperty',
);
export const getCollectionBySlug = /* @__PURE__ */ operation(
  sdk.getCollectionBySlug,
  { path: s.zGetCollectionBySlugPath, query: s.zGetCollectionBySlugQuery },
  'getCollectionBySlug',
);
export const createCollection = /* @__PURE__ */ operation(
  sdk.createCollection,
  { body: s.zCreateCollectionBody },
  'createCollection',
);
export const updateCollection = /* @__PURE__ */ operation(
  sdk.updateCollection,
  { body: s.zUpdateCollectionBody, path: s.zUpdateCollectionPath },
  'updateCollection',
);
export const deleteCollection = /* @__PURE__ */ operation(
  sdk.deleteCollection,
  { path: s.zDeleteCollectionPath, query: s.zDeleteCollectionQuery },
  'deleteCollection',
);
export const addProductsToCollection = /* @__PURE__ */ operation(
  sdk.addProductsToCollection,
  { body: s.zAddProductsToCollectionBody, path: s.zAddProductsToCollectionPath },
  'addProductsToCollection',
);
export const removeProductsFromCollection = /* @__PURE__ */ operation(
  sdk.removeProductsFromCollection,
  { body: s.zRemoveProductsFromCollectionBody, path: s.zRemoveProductsFromCollectionPath },
  'removeProductsFromCollection',
);
export const queryCollections = /* @__PURE__ */ operation(
  sdk.queryCollections,
  { query: s.zQueryCollectionsQuery },
  'queryCollections',
);
export const queryCollectionsByPost = /* @__PURE__ */ operation(
  sdk.queryCollectionsByPost,
  { body: s.zQueryCollectionsByPostBody },
  'queryCollections',
  { read: true },
);
export const getCollection = /* @__PURE__ */ operation(
  sdk.getCollection,
  { path: s.zGetCollectionPath, query: s.zGetCollectionQuery },
  'getCollection',
);
export const queryInventory = /* @__PURE__ */ operation(
  sdk.queryInventory,
  { body: s.zQueryInventoryBody },
  'queryInventory',
  { read: true },
);
export const getInventoryVariants = /* @__PURE__ */ operation(
  sdk.getInventoryVariants,
  { body: s.zGetInventoryVariantsBody, path: s.zGetInventoryVariantsPath },
  'getInventoryVariants',
  { read: true },
);
export const updateInventoryVariants = /* @__PURE__ */ operation(
  sdk.updateInventoryVariants,
  { body: s.zUpdateInventoryVariantsBody, path: s.zUpdateInventoryVariantsPath },
  'updateInventoryVariants',
);
export const incrementInventory = /* @__PURE__ */ operation(
  sdk.incrementInventory,
  { body: s.zIncrementInventoryBody },
  'incrementInventory',
);
export const decrementInventory = /* @__PURE__ */ operation(
  sdk.decrementInventory,
  { body: s.zDecrementInventoryBody },
  'decrementInventory',
);
export const getAbandonedCart = /* @__PURE__ */ operation(
  sdk.getAbandonedCart,
  { path: s.zGetAbandonedCartPath, query: s.zGetAbandonedCartQuery },
  'getAbandonedCart',
);
export const queryAbandonedCarts = /* @__PURE__ */ operation(
  sdk.queryAbandonedCarts,
  { body: s.zQueryAbandonedCartsBody },
  'queryAbandonedCarts',
  { read: true },
);

/** The table: every row of this module by its operation's name. */

export const getCatalogVersion = /* @__PURE__ */ operation(sdk.getCatalogVersion, {});
export const createProductV3 = /* @__PURE__ */ operation(
  sdk.createProductV3,
  { body: s.zCreateProductV3Body },
  'createProductV3',
);
export const getProductV3 = /* @__PURE__ */ operation(
  sdk.getProductV3,
  { path: s.zGetProductV3Path, query: s.zGetProductV3Query },
  'getProductV3',
);
export const getProductBySlugV3 = /* @__PURE__ */ operation(
  sdk.getProductBySlugV3,
  { path: s.zGetProductBySlugV3Path, query: s.zGetProductBySlugV3Query },
  'getProductBySlugV3',
);
export const updateProductV3 = /* @__PURE__ */ operation(
  sdk.updateProductV3,
  { body: s.zUpdateProductV3Body, path: s.zUpdateProductV3Path },
  'updateProductV3',
);
export const deleteProductV3 = /* @__PURE__ */ operation(
  sdk.deleteProductV3,
  { path: s.zDeleteProductV3Path, query: s.zDeleteProductV3Query },
  'deleteProductV3',
);
export const createProductWithInventoryV3 = /* @__PURE__ */ operation(
  sdk.createProductWithInventoryV3,
  { body: s.zCreateProductWithInventoryV3Body },
  'createProductWithInventoryV3',
);
export const updateProductWithInventoryV3 = /* @__PURE__ */ operation(
  sdk.updateProductWithInventoryV3,
  { body: s.zUpdateProductWithInventoryV3Body, path: s.zUpdateProductWithInventoryV3Path },
  'updateProductWithInventoryV3',
);
export const queryProductsV3 = /* @__PURE__ */ operation(
  sdk.queryProductsV3,
  { query: s.zQueryProductsV3Query },
  'queryProductsV3',
);
export const queryProductsV3ByPost = /* @__PURE__ */ operation(
  sdk.queryProductsV3ByPost,
  { body: s.zQueryProductsV3ByPostBody },
  'queryProductsV3',
  { read: true },
);
export const searchProductsV3 = /* @__PURE__ */ operation(
  sdk.searchProductsV3,
  { query: s.zSearchProductsV3Query },
  'searchProductsV3',
);
export const searchProductsV3ByPost = /* @__PURE__ */ operation(
  sdk.searchProductsV3ByPost,
  { body: s.zSearchProductsV3ByPostBody },
  'searchProductsV3',
  { read: true },
);
export const countProductsV3 = /* @__PURE__ */ operation(
  sdk.countProductsV3,
  { query: s.zCountProductsV3Query },
  'countProductsV3',
);
export const countProductsV3ByPost = /* @__PURE__ */ operation(
  sdk.countProductsV3ByPost,
  { body: s.zCountProductsV3ByPostBody },
  'countProductsV3',
  { read: true },
);
export const bulkCreateProductsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateProductsV3,
  { body: s.zBulkCreateProductsV3Body },
  'bulkCreateProductsV3',
);
export const bulkCreateProductsWithInventoryV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateProductsWithInventoryV3,
  { body: s.zBulkCreateProductsWithInventoryV3Body },
  'bulkCreateProductsWithInventoryV3',
);
export const bulkUpdateProductsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductsV3,
  { body: s.zBulkUpdateProductsV3Body },
  'bulkUpdateProductsV3',
);
export const bulkUpdateProductsWithInventoryV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductsWithInventoryV3,
  { body: s.zBulkUpdateProductsWithInventoryV3Body },
  'bulkUpdateProductsWithInventoryV3',
);
export const bulkUpdateProductsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductsByFilterV3,
  { body: s.zBulkUpdateProductsByFilterV3Body },
  'bulkUpdateProductsByFilterV3',
);
export const bulkDeleteProductsV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteProductsV3,
  { body: s.zBulkDeleteProductsV3Body },
  'bulkDeleteProductsV3',
);
export const bulkDeleteProductsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteProductsByFilterV3,
  { body: s.zBulkDeleteProductsByFilterV3Body },
  'bulkDeleteProductsByFilterV3',
);
export const bulkUpdateProductVariantsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductVariantsByFilterV3,
  { body: s.zBulkUpdateProductVariantsByFilterV3Body },
  'bulkUpdateProductVariantsByFilterV3',
);
export const bulkAdjustProductVariantsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkAdjustProductVariantsByFilterV3,
  { body: s.zBulkAdjustProductVariantsByFilterV3Body },
  'bulkAdjustProductVariantsByFilterV3',
);
export const bulkAddInfoSectionsToProductsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkAddInfoSectionsToProductsByFilterV3,
  { body: s.zBulkAddInfoSectionsToProductsByFilterV3Body },
  'bulkAddInfoSectionsToProductsByFilterV3',
);
export const bulkAddInfoSectionsToProductsV3 = /* @__PURE__ */ operation(
  sdk.bulkAddInfoSectionsToProductsV3,
  { body: s.zBulkAddInfoSectionsToProductsV3Body },
  'bulkAddInfoSectionsToProductsV3',
);
export const bulkRemoveInfoSectionsFromProductsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkRemoveInfoSectionsFromProductsByFilterV3,
  { body: s.zBulkRemoveInfoSectionsFromProductsByFilterV3Body },
  'bulkRemoveInfoSectionsFromProductsByFilterV3',
);
export const bulkRemoveInfoSectionsFromProductsV3 = /* @__PURE__ */ operation(
  sdk.bulkRemoveInfoSectionsFromProductsV3,
  { body: s.zBulkRemoveInfoSectionsFromProductsV3Body },
  'bulkRemoveInfoSectionsFromProductsV3',
);
export const bulkAddProductsToCategoriesByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkAddProductsToCategoriesByFilterV3,
  { body: s.zBulkAddProductsToCategoriesByFilterV3Body },
  'bulkAddProductsToCategoriesByFilterV3',
);
export const bulkRemoveProductsFromCategoriesByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkRemoveProductsFromCategoriesByFilterV3,
  { body: s.zBulkRemoveProductsFromCategoriesByFilterV3Body },
  'bulkRemoveProductsFromCategoriesByFilterV3',
);
export const bulkUpdateProductTagsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductTagsV3,
  { body: s.zBulkUpdateProductTagsV3Body },
  'bulkUpdateProductTagsV3',
);
export const getAllProductsCategoryV3 = /* @__PURE__ */ operation(sdk.getAllProductsCategoryV3, {});
export const bulkUpdateProductTagsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateProductTagsByFilterV3,
  { body: s.zBulkUpdateProductTagsByFilterV3Body },
  'bulkUpdateProductTagsByFilterV3',
);
export const createInventoryItemV3 = /* @__PURE__ */ operation(
  sdk.createInventoryItemV3,
  { body: s.zCreateInventoryItemV3Body },
  'createInventoryItemV3',
);
export const getInventoryItemV3 = /* @__PURE__ */ operation(
  sdk.getInventoryItemV3,
  { path: s.zGetInventoryItemV3Path, query: s.zGetInventoryItemV3Query },
  'getInventoryItemV3',
);
export const updateInventoryItemV3 = /* @__PURE__ */ operation(
  sdk.updateInventoryItemV3,
  { body: s.zUpdateInventoryItemV3Body, path: s.zUpdateInventoryItemV3Path },
  'updateInventoryItemV3',
);
export const deleteInventoryItemV3 = /* @__PURE__ */ operation(
  sdk.deleteInventoryItemV3,
  { path: s.zDeleteInventoryItemV3Path, query: s.zDeleteInventoryItemV3Query },
  'deleteInventoryItemV3',
);
export const queryInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.queryInventoryItemsV3,
  { query: s.zQueryInventoryItemsV3Query },
  'queryInventoryItemsV3',
);
export const queryInventoryItemsV3ByPost = /* @__PURE__ */ operation(
  sdk.queryInventoryItemsV3ByPost,
  { body: s.zQueryInventoryItemsV3ByPostBody },
  'queryInventoryItemsV3',
  { read: true },
);
export const searchInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.searchInventoryItemsV3,
  { query: s.zSearchInventoryItemsV3Query },
  'searchInventoryItemsV3',
);
export const searchInventoryItemsV3ByPost = /* @__PURE__ */ operation(
  sdk.searchInventoryItemsV3ByPost,
  { body: s.zSearchInventoryItemsV3ByPostBody },
  'searchInventoryItemsV3',
  { read: true },
);
export const countInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.countInventoryItemsV3,
  { query: s.zCountInventoryItemsV3Query },
  'countInventoryItemsV3',
);
export const countInventoryItemsV3ByPost = /* @__PURE__ */ operation(
  sdk.countInventoryItemsV3ByPost,
  { body: s.zCountInventoryItemsV3ByPostBody },
  'countInventoryItemsV3',
  { read: true },
);
export const bulkCreateInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateInventoryItemsV3,
  { body: s.zBulkCreateInventoryItemsV3Body },
  'bulkCreateInventoryItemsV3',
);
export const bulkUpdateInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateInventoryItemsV3,
  { body: s.zBulkUpdateInventoryItemsV3Body },
  'bulkUpdateInventoryItemsV3',
);
export const bulkUpsertInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpsertInventoryItemsV3,
  { body: s.zBulkUpsertInventoryItemsV3Body },
  'bulkUpsertInventoryItemsV3',
);
export const bulkUpdateInventoryItemsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateInventoryItemsByFilterV3,
  { body: s.zBulkUpdateInventoryItemsByFilterV3Body },
  'bulkUpdateInventoryItemsByFilterV3',
);
export const bulkDeleteInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteInventoryItemsV3,
  { body: s.zBulkDeleteInventoryItemsV3Body },
  'bulkDeleteInventoryItemsV3',
);
export const bulkDeleteInventoryItemsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteInventoryItemsByFilterV3,
  { body: s.zBulkDeleteInventoryItemsByFilterV3Body },
  'bulkDeleteInventoryItemsByFilterV3',
);
export const bulkDecrementInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkDecrementInventoryItemsV3,
  { body: s.zBulkDecrementInventoryItemsV3Body },
  'bulkDecrementInventoryItemsV3',
);
export const bulkIncrementInventoryItemsV3 = /* @__PURE__ */ operation(
  sdk.bulkIncrementInventoryItemsV3,
  { body: s.zBulkIncrementInventoryItemsV3Body },
  'bulkIncrementInventoryItemsV3',
);
export const bulkDecrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ operation(
  sdk.bulkDecrementInventoryItemsByVariantAndLocationV3,
  { body: s.zBulkDecrementInventoryItemsByVariantAndLocationV3Body },
  'bulkDecrementInventoryItemsByVariantAndLocationV3',
);
export const bulkIncrementInventoryItemsByVariantAndLocationV3 = /* @__PURE__ */ operation(
  sdk.bulkIncrementInventoryItemsByVariantAndLocationV3,
  { body: s.zBulkIncrementInventoryItemsByVariantAndLocationV3Body },
  'bulkIncrementInventoryItemsByVariantAndLocationV3',
);
export const bulkSetOrAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkSetOrAdjustInventoryItemsByFilterV3,
  { body: s.zBulkSetOrAdjustInventoryItemsByFilterV3Body },
  'bulkSetOrAdjustInventoryItemsByFilterV3',
);
export const bulkAdjustInventoryItemsByFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkAdjustInventoryItemsByFilterV3,
  { body: s.zBulkAdjustInventoryItemsByFilterV3Body },
  'bulkAdjustInventoryItemsByFilterV3',
);
export const bulkCreateInventoryItemsByVariantFilterV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateInventoryItemsByVariantFilterV3,
  { body: s.zBulkCreateInventoryItemsByVariantFilterV3Body },
  'bulkCreateInventoryItemsByVariantFilterV3',
);
export const queryVariantsV3 = /* @__PURE__ */ operation(
  sdk.queryVariantsV3,
  { body: s.zQueryVariantsV3Body },
  'queryVariantsV3',
  { read: true },
);
export const searchVariantsV3 = /* @__PURE__ */ operation(
  sdk.searchVariantsV3,
  { body: s.zSearchVariantsV3Body },
  'searchVariantsV3',
  { read: true },
);

// The categories service (src/catalog-v3/categories.ts).
export const createCategory = /* @__PURE__ */ operation(
  sdk.createCategory,
  { body: s.zCreateCategoryBody },
  'createCategory',
);
export const getCategory = /* @__PURE__ */ operation(
  sdk.getCategory,
  { path: s.zGetCategoryPath, query: s.zGetCategoryQuery },
  'getCategory',
);
export const getCategoryBySlug = /* @__PURE__ */ operation(
  sdk.getCategoryBySlug,
  { path: s.zGetCategoryBySlugPath, query: s.zGetCategoryBySlugQuery },
  'getCategoryBySlug',
);
export const updateCategory = /* @__PURE__ */ operation(
  sdk.updateCategory,
  { body: s.zUpdateCategoryBody, path: s.zUpdateCategoryPath },
  'updateCategory',
);
export const deleteCategory = /* @__PURE__ */ operation(
  sdk.deleteCategory,
  { path: s.zDeleteCategoryPath, query: s.zDeleteCategoryQuery },
  'deleteCategory',
);
export const queryCategories = /* @__PURE__ */ operation(
  sdk.queryCategories,
  { body: s.zQueryCategoriesBody },
  'queryCategories',
  { read: true },
);
export const searchCategories = /* @__PURE__ */ operation(
  sdk.searchCategories,
  { body: s.zSearchCategoriesBody },
  'searchCategories',
  { read: true },
);
export const countCategories = /* @__PURE__ */ operation(
  sdk.countCategories,
  { body: s.zCountCategoriesBody },
  'countCategories',
  { read: true },
);
export const moveCategory = /* @__PURE__ */ operation(
  sdk.moveCategory,
  { body: s.zMoveCategoryBody, path: s.zMoveCategoryPath },
  'moveCategory',
);
export const bulkUpdateCategories = /* @__PURE__ */ operation(
  sdk.bulkUpdateCategories,
  { body: s.zBulkUpdateCategoriesBody },
  'bulkUpdateCategories',
);
export const updateCategoryVisibility = /* @__PURE__ */ operation(
  sdk.updateCategoryVisibility,
  { body: s.zUpdateCategoryVisibilityBody },
  'updateCategoryVisibility',
);
export const bulkShowCategories = /* @__PURE__ */ operation(
  sdk.bulkShowCategories,
  { body: s.zBulkShowCategoriesBody },
  'bulkShowCategories',
);
export const bulkAddItemsToCategory = /* @__PURE__ */ operation(
  sdk.bulkAddItemsToCategory,
  { body: s.zBulkAddItemsToCategoryBody, path: s.zBulkAddItemsToCategoryPath },
  'bulkAddItemsToCategory',
);
export const bulkAddItemToCategories = /* @__PURE__ */ operation(
  sdk.bulkAddItemToCategories,
  { body: s.zBulkAddItemToCategoriesBody },
  'bulkAddItemToCategories',
);
export const bulkRemoveItemsFromCategory = /* @__PURE__ */ operation(
  sdk.bulkRemoveItemsFromCategory,
  { body: s.zBulkRemoveItemsFromCategoryBody, path: s.zBulkRemoveItemsFromCategoryPath },
  'bulkRemoveItemsFromCategory',
);
export const bulkRemoveItemFromCategories = /* @__PURE__ */ operation(
  sdk.bulkRemoveItemFromCategories,
  { body: s.zBulkRemoveItemFromCategoriesBody },
  'bulkRemoveItemFromCategories',
);
export const bulkSetItemCategories = /* @__PURE__ */ operation(
  sdk.bulkSetItemCategories,
  { body: s.zBulkSetItemCategoriesBody },
  'bulkSetItemCategories',
);
export const listItemsInCategory = /* @__PURE__ */ operation(
  sdk.listItemsInCategory,
  { path: s.zListItemsInCategoryPath, query: s.zListItemsInCategoryQuery },
  'listItemsInCategory',
);
export const listItemsInCategoryByPost = /* @__PURE__ */ operation(
  sdk.listItemsInCategoryByPost,
  { body: s.zListItemsInCategoryByPostBody, path: s.zListItemsInCategoryByPostPath },
  'listItemsInCategory',
  { read: true },
);
export const listCategoriesForItem = /* @__PURE__ */ operation(
  sdk.listCategoriesForItem,
  { query: s.zListCategoriesForItemQuery },
  'listCategoriesForItem',
);
export const listCategoriesForItemByPost = /* @__PURE__ */ operation(
  sdk.listCategoriesForItemByPost,
  { body: s.zListCategoriesForItemByPostBody },
  'listCategoriesForItem',
  { read: true },
);
export const listCategoriesForItemsByPost = /* @__PURE__ */ operation(
  sdk.listCategoriesForItemsByPost,
  { body: s.zListCategoriesForItemsByPostBody },
  'listCategoriesForItems',
  { read: true },
);
export const listTrees = /* @__PURE__ */ operation(sdk.listTrees, {});
export const setArrangedItems = /* @__PURE__ */ operation(
  sdk.setArrangedItems,
  { body: s.zSetArrangedItemsBody, path: s.zSetArrangedItemsPath },
  'setArrangedItems',
);
export const getArrangedItems = /* @__PURE__ */ operation(
  sdk.getArrangedItems,
  { path: s.zGetArrangedItemsPath, query: s.zGetArrangedItemsQuery },
  'getArrangedItems',
);
// Catalogue v3 brands, ribbons, info sections and customizations.
export const createBrandV3 = /* @__PURE__ */ operation(
  sdk.createBrandV3,
  { body: s.zCreateBrandV3Body },
  'createBrandV3',
);
export const deleteBrandV3 = /* @__PURE__ */ operation(
  sdk.deleteBrandV3,
  { path: s.zDeleteBrandV3Path, query: s.zDeleteBrandV3Query },
  'deleteBrandV3',
);
export const getBrandV3 = /* @__PURE__ */ operation(
  sdk.getBrandV3,
  { path: s.zGetBrandV3Path, query: s.zGetBrandV3Query },
  'getBrandV3',
);
export const updateBrandV3 = /* @__PURE__ */ operation(
  sdk.updateBrandV3,
  { body: s.zUpdateBrandV3Body, path: s.zUpdateBrandV3Path },
  'updateBrandV3',
);
export const queryBrandsV3 = /* @__PURE__ */ operation(
  sdk.queryBrandsV3,
  { query: s.zQueryBrandsV3Query },
  'queryBrandsV3',
);
export const queryBrandsV3ByPost = /* @__PURE__ */ operation(
  sdk.queryBrandsV3ByPost,
  { body: s.zQueryBrandsV3ByPostBody },
  'queryBrandsV3',
  { read: true },
);
export const countBrandsV3 = /* @__PURE__ */ operation(
  sdk.countBrandsV3,
  { body: s.zCountBrandsV3Body },
  'countBrandsV3',
  { read: true },
);
export const getOrCreateBrandV3 = /* @__PURE__ */ operation(
  sdk.getOrCreateBrandV3,
  { body: s.zGetOrCreateBrandV3Body },
  'getOrCreateBrandV3',
);
export const bulkCreateBrandsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateBrandsV3,
  { body: s.zBulkCreateBrandsV3Body },
  'bulkCreateBrandsV3',
);
export const bulkUpdateBrandsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateBrandsV3,
  { body: s.zBulkUpdateBrandsV3Body },
  'bulkUpdateBrandsV3',
);
export const bulkGetOrCreateBrandsV3 = /* @__PURE__ */ operation(
  sdk.bulkGetOrCreateBrandsV3,
  { body: s.zBulkGetOrCreateBrandsV3Body },
  'bulkGetOrCreateBrandsV3',
);
export const bulkDeleteBrandsV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteBrandsV3,
  { body: s.zBulkDeleteBrandsV3Body },
  'bulkDeleteBrandsV3',
);
export const createRibbonV3 = /* @__PURE__ */ operation(
  sdk.createRibbonV3,
  { body: s.zCreateRibbonV3Body },
  'createRibbonV3',
);
export const deleteRibbonV3 = /* @__PURE__ */ operation(
  sdk.deleteRibbonV3,
  { path: s.zDeleteRibbonV3Path, query: s.zDeleteRibbonV3Query },
  'deleteRibbonV3',
);
export const getRibbonV3 = /* @__PURE__ */ operation(
  sdk.getRibbonV3,
  { path: s.zGetRibbonV3Path, query: s.zGetRibbonV3Query },
  'getRibbonV3',
);
export const updateRibbonV3 = /* @__PURE__ */ operation(
  sdk.updateRibbonV3,
  { body: s.zUpdateRibbonV3Body, path: s.zUpdateRibbonV3Path },
  'updateRibbonV3',
);
export const queryRibbonsV3 = /* @__PURE__ */ operation(
  sdk.queryRibbonsV3,
  { body: s.zQueryRibbonsV3Body },
  'queryRibbonsV3',
  { read: true },
);
export const countRibbonsV3 = /* @__PURE__ */ operation(
  sdk.countRibbonsV3,
  { body: s.zCountRibbonsV3Body },
  'countRibbonsV3',
  { read: true },
);
export const getOrCreateRibbonV3 = /* @__PURE__ */ operation(
  sdk.getOrCreateRibbonV3,
  { body: s.zGetOrCreateRibbonV3Body },
  'getOrCreateRibbonV3',
);
export const bulkCreateRibbonsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateRibbonsV3,
  { body: s.zBulkCreateRibbonsV3Body },
  'bulkCreateRibbonsV3',
);
export const bulkUpdateRibbonsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateRibbonsV3,
  { body: s.zBulkUpdateRibbonsV3Body },
  'bulkUpdateRibbonsV3',
);
export const bulkGetOrCreateRibbonsV3 = /* @__PURE__ */ operation(
  sdk.bulkGetOrCreateRibbonsV3,
  { body: s.zBulkGetOrCreateRibbonsV3Body },
  'bulkGetOrCreateRibbonsV3',
);
export const bulkDeleteRibbonsV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteRibbonsV3,
  { body: s.zBulkDeleteRibbonsV3Body },
  'bulkDeleteRibbonsV3',
);
export const createInfoSectionV3 = /* @__PURE__ */ operation(
  sdk.createInfoSectionV3,
  { body: s.zCreateInfoSectionV3Body },
  'createInfoSectionV3',
);
export const deleteInfoSectionV3 = /* @__PURE__ */ operation(
  sdk.deleteInfoSectionV3,
  { path: s.zDeleteInfoSectionV3Path, query: s.zDeleteInfoSectionV3Query },
  'deleteInfoSectionV3',
);
export const getInfoSectionV3 = /* @__PURE__ */ operation(
  sdk.getInfoSectionV3,
  { path: s.zGetInfoSectionV3Path, query: s.zGetInfoSectionV3Query },
  'getInfoSectionV3',
);
export const updateInfoSectionV3 = /* @__PURE__ */ operation(
  sdk.updateInfoSectionV3,
  { body: s.zUpdateInfoSectionV3Body, path: s.zUpdateInfoSectionV3Path },
  'updateInfoSectionV3',
);
export const queryInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.queryInfoSectionsV3,
  { query: s.zQueryInfoSectionsV3Query },
  'queryInfoSectionsV3',
);
export const queryInfoSectionsV3ByPost = /* @__PURE__ */ operation(
  sdk.queryInfoSectionsV3ByPost,
  { body: s.zQueryInfoSectionsV3ByPostBody },
  'queryInfoSectionsV3',
  { read: true },
);
export const countInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.countInfoSectionsV3,
  { body: s.zCountInfoSectionsV3Body },
  'countInfoSectionsV3',
  { read: true },
);
export const getOrCreateInfoSectionV3 = /* @__PURE__ */ operation(
  sdk.getOrCreateInfoSectionV3,
  { body: s.zGetOrCreateInfoSectionV3Body },
  'getOrCreateInfoSectionV3',
);
export const bulkCreateInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateInfoSectionsV3,
  { body: s.zBulkCreateInfoSectionsV3Body },
  'bulkCreateInfoSectionsV3',
);
export const bulkUpdateInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateInfoSectionsV3,
  { body: s.zBulkUpdateInfoSectionsV3Body },
  'bulkUpdateInfoSectionsV3',
);
export const bulkGetOrCreateInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.bulkGetOrCreateInfoSectionsV3,
  { body: s.zBulkGetOrCreateInfoSectionsV3Body },
  'bulkGetOrCreateInfoSectionsV3',
);
export const bulkDeleteInfoSectionsV3 = /* @__PURE__ */ operation(
  sdk.bulkDeleteInfoSectionsV3,
  { body: s.zBulkDeleteInfoSectionsV3Body },
  'bulkDeleteInfoSectionsV3',
);
export const createCustomizationV3 = /* @__PURE__ */ operation(
  sdk.createCustomizationV3,
  { body: s.zCreateCustomizationV3Body },
  'createCustomizationV3',
);
export const deleteCustomizationV3 = /* @__PURE__ */ operation(
  sdk.deleteCustomizationV3,
  { path: s.zDeleteCustomizationV3Path, query: s.zDeleteCustomizationV3Query },
  'deleteCustomizationV3',
);
export const getCustomizationV3 = /* @__PURE__ */ operation(
  sdk.getCustomizationV3,
  { path: s.zGetCustomizationV3Path, query: s.zGetCustomizationV3Query },
  'getCustomizationV3',
);
export const updateCustomizationV3 = /* @__PURE__ */ operation(
  sdk.updateCustomizationV3,
  { body: s.zUpdateCustomizationV3Body, path: s.zUpdateCustomizationV3Path },
  'updateCustomizationV3',
);
export const queryCustomizationsV3 = /* @__PURE__ */ operation(
  sdk.queryCustomizationsV3,
  { query: s.zQueryCustomizationsV3Query },
  'queryCustomizationsV3',
);
export const queryCustomizationsV3ByPost = /* @__PURE__ */ operation(
  sdk.queryCustomizationsV3ByPost,
  { body: s.zQueryCustomizationsV3ByPostBody },
  'queryCustomizationsV3',
  { read: true },
);
export const countCustomizationsV3 = /* @__PURE__ */ operation(
  sdk.countCustomizationsV3,
  { body: s.zCountCustomizationsV3Body },
  'countCustomizationsV3',
  { read: true },
);
export const addCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.addCustomizationChoicesV3,
  { body: s.zAddCustomizationChoicesV3Body, path: s.zAddCustomizationChoicesV3Path },
  'addCustomizationChoicesV3',
);
export const setCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.setCustomizationChoicesV3,
  { body: s.zSetCustomizationChoicesV3Body, path: s.zSetCustomizationChoicesV3Path },
  'setCustomizationChoicesV3',
);
export const removeCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.removeCustomizationChoicesV3,
  { body: s.zRemoveCustomizationChoicesV3Body, path: s.zRemoveCustomizationChoicesV3Path },
  'removeCustomizationChoicesV3',
);
export const updateCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.updateCustomizationChoicesV3,
  { body: s.zUpdateCustomizationChoicesV3Body, path: s.zUpdateCustomizationChoicesV3Path },
  'updateCustomizationChoicesV3',
);
export const reorderCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.reorderCustomizationChoicesV3,
  { body: s.zReorderCustomizationChoicesV3Body, path: s.zReorderCustomizationChoicesV3Path },
  'reorderCustomizationChoicesV3',
);
export const bulkCreateCustomizationsV3 = /* @__PURE__ */ operation(
  sdk.bulkCreateCustomizationsV3,
  { body: s.zBulkCreateCustomizationsV3Body },
  'bulkCreateCustomizationsV3',
);
export const bulkUpdateCustomizationsV3 = /* @__PURE__ */ operation(
  sdk.bulkUpdateCustomizationsV3,
  { body: s.zBulkUpdateCustomizationsV3Body },
  'bulkUpdateCustomizationsV3',
);
export const bulkAddCustomizationChoicesV3 = /* @__PURE__ */ operation(
  sdk.bulkAddCustomizationChoicesV3,
  { body: s.zBulkAddCustomizationChoicesV3Body },
  'bulkAddCustomizationChoicesV3',
);

export type Operations = typeof import('./operations.js');
export type OperationName = keyof Operations;
