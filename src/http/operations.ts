import * as sdk from '../../generated/sdk.gen.js';
import * as s from '../../generated/zod-lazy.gen.js';
import { CATALOG_ARGUMENTS as names } from '../catalog/argument-names.js';
import { CATALOG_V3_ARGUMENTS as namesV3 } from '../catalog-v3/argument-names-v3.js';
import { operation } from './operation.js';

/**
 * Every generated operation sitekit calls, by its contract name. Adding an endpoint is one line here: the generated
 * SDK function, the request schemas of its parts (`z<Name>Body`, `z<Name>Path`, `z<Name>Query` from
 * generated/zod-lazy.gen.ts, built on the first call), the argument paths that rename its field violations
 * (`CATALOG_ARGUMENTS`), and `{ read: true }` for a POST that changes nothing (retried like a GET). The feature module
 * then calls `callOperation(context, 'name', { path, query, body }, call)` (src/http/call-operation.ts). The answer
 * schema needs no line: sitekit/validation finds `z<Name>Response` by name.
 *
 * This module, and with it the SDK, zod and the request schemas, is loaded on the first call, not when sitekit is
 * imported; a bundler keeps the schemas named here and no others.
 */
export const OPERATIONS = {
  token: operation(sdk.token, { body: s.zTokenBody }),
  registerV2: operation(sdk.registerV2, { body: s.zRegisterV2Body }),
  loginV2: operation(sdk.loginV2, { body: s.zLoginV2Body }),
  signOn: operation(sdk.signOn, { body: s.zSignOnBody }),
  changePassword: operation(sdk.changePassword, { body: s.zChangePasswordBody }),
  logout: operation(sdk.logout, { query: s.zLogoutQuery }),
  validateEmail: operation(sdk.validateEmail, { body: s.zValidateEmailBody }),
  verifyFactor: operation(sdk.verifyFactor, { body: s.zVerifyFactorBody, path: s.zVerifyFactorPath }),
  sendRecoveryEmail: operation(sdk.sendRecoveryEmail, { body: s.zSendRecoveryEmailBody }),
  sendActivationEmail: operation(sdk.sendActivationEmail, { body: s.zSendActivationEmailBody }),
  recover: operation(sdk.recover, { body: s.zRecoverBody }),
  start: operation(sdk.start, { body: s.zStartBody }),
  verifyDuringAuthentication: operation(sdk.verifyDuringAuthentication, { body: s.zVerifyDuringAuthenticationBody }),
  resendDuringAuthentication: operation(sdk.resendDuringAuthentication, { body: s.zResendDuringAuthenticationBody }),
  createRedirectSession: operation(sdk.createRedirectSession, { body: s.zCreateRedirectSessionBody }),

  getProduct: operation(sdk.getProduct, { path: s.zGetProductPath, query: s.zGetProductQuery }, names.getProduct),
  getProductOptionsAvailability: operation(
    sdk.getProductOptionsAvailability,
    { body: s.zGetProductOptionsAvailabilityBody, path: s.zGetProductOptionsAvailabilityPath },
    names.getProductOptionsAvailability,
    { read: true },
  ),
  queryProductVariants: operation(
    sdk.queryProductVariants,
    { body: s.zQueryProductVariantsBody, path: s.zQueryProductVariantsPath },
    names.queryProductVariants,
    { read: true },
  ),
  queryStoreVariants: operation(sdk.queryStoreVariants, { body: s.zQueryStoreVariantsBody }, names.queryStoreVariants, {
    read: true,
  }),
  getStoreVariant: operation(
    sdk.getStoreVariant,
    { path: s.zGetStoreVariantPath, query: s.zGetStoreVariantQuery },
    names.getStoreVariant,
  ),
  queryProducts: operation(sdk.queryProducts, { query: s.zQueryProductsQuery }, names.queryProducts),
  queryProductsByPost: operation(sdk.queryProductsByPost, { body: s.zQueryProductsByPostBody }, names.queryProducts, {
    read: true,
  }),
  createProduct: operation(sdk.createProduct, { body: s.zCreateProductBody }, names.createProduct),
  updateProduct: operation(
    sdk.updateProduct,
    { body: s.zUpdateProductBody, path: s.zUpdateProductPath },
    names.updateProduct,
  ),
  deleteProduct: operation(
    sdk.deleteProduct,
    { path: s.zDeleteProductPath, query: s.zDeleteProductQuery },
    names.deleteProduct,
  ),
  updateProductVariants: operation(
    sdk.updateProductVariants,
    { body: s.zUpdateProductVariantsBody, path: s.zUpdateProductVariantsPath },
    names.updateProductVariants,
  ),
  resetAllProductVariantData: operation(
    sdk.resetAllProductVariantData,
    { body: s.zResetAllProductVariantDataBody, path: s.zResetAllProductVariantDataPath },
    names.resetAllProductVariantData,
  ),
  addProductMedia: operation(
    sdk.addProductMedia,
    { body: s.zAddProductMediaBody, path: s.zAddProductMediaPath },
    names.addProductMedia,
  ),
  removeProductMedia: operation(
    sdk.removeProductMedia,
    { body: s.zRemoveProductMediaBody, path: s.zRemoveProductMediaPath },
    names.removeProductMedia,
  ),
  addProductMediaToChoices: operation(
    sdk.addProductMediaToChoices,
    { body: s.zAddProductMediaToChoicesBody, path: s.zAddProductMediaToChoicesPath },
    names.addProductMediaToChoices,
  ),
  removeProductMediaFromChoices: operation(
    sdk.removeProductMediaFromChoices,
    { body: s.zRemoveProductMediaFromChoicesBody, path: s.zRemoveProductMediaFromChoicesPath },
    names.removeProductMediaFromChoices,
  ),
  deleteProductOptions: operation(
    sdk.deleteProductOptions,
    { path: s.zDeleteProductOptionsPath, query: s.zDeleteProductOptionsQuery },
    names.deleteProductOptions,
  ),
  removeBrand: operation(sdk.removeBrand, { body: s.zRemoveBrandBody, path: s.zRemoveBrandPath }, names.removeBrand),
  removeRibbon: operation(
    sdk.removeRibbon,
    { body: s.zRemoveRibbonBody, path: s.zRemoveRibbonPath },
    names.removeRibbon,
  ),
  bulkUpdateProductsProperty: operation(
    sdk.bulkUpdateProductsProperty,
    { body: s.zBulkUpdateProductsPropertyBody },
    names.bulkUpdateProductsProperty,
  ),
  bulkAdjustProductProperty: operation(
    sdk.bulkAdjustProductProperty,
    { body: s.zBulkAdjustProductPropertyBody },
    names.bulkAdjustProductProperty,
  ),
  getCollectionBySlug: operation(
    sdk.getCollectionBySlug,
    { path: s.zGetCollectionBySlugPath, query: s.zGetCollectionBySlugQuery },
    names.getCollectionBySlug,
  ),
  createCollection: operation(sdk.createCollection, { body: s.zCreateCollectionBody }, names.createCollection),
  updateCollection: operation(
    sdk.updateCollection,
    { body: s.zUpdateCollectionBody, path: s.zUpdateCollectionPath },
    names.updateCollection,
  ),
  deleteCollection: operation(
    sdk.deleteCollection,
    { path: s.zDeleteCollectionPath, query: s.zDeleteCollectionQuery },
    names.deleteCollection,
  ),
  addProductsToCollection: operation(
    sdk.addProductsToCollection,
    { body: s.zAddProductsToCollectionBody, path: s.zAddProductsToCollectionPath },
    names.addProductsToCollection,
  ),
  removeProductsFromCollection: operation(
    sdk.removeProductsFromCollection,
    { body: s.zRemoveProductsFromCollectionBody, path: s.zRemoveProductsFromCollectionPath },
    names.removeProductsFromCollection,
  ),
  queryCollections: operation(sdk.queryCollections, { query: s.zQueryCollectionsQuery }, names.queryCollections),
  queryCollectionsByPost: operation(
    sdk.queryCollectionsByPost,
    { body: s.zQueryCollectionsByPostBody },
    names.queryCollections,
    { read: true },
  ),
  getCollection: operation(
    sdk.getCollection,
    { path: s.zGetCollectionPath, query: s.zGetCollectionQuery },
    names.getCollection,
  ),
  queryInventory: operation(sdk.queryInventory, { body: s.zQueryInventoryBody }, names.queryInventory, { read: true }),
  getInventoryVariants: operation(
    sdk.getInventoryVariants,
    { body: s.zGetInventoryVariantsBody, path: s.zGetInventoryVariantsPath },
    names.getInventoryVariants,
    { read: true },
  ),
  updateInventoryVariants: operation(
    sdk.updateInventoryVariants,
    { body: s.zUpdateInventoryVariantsBody, path: s.zUpdateInventoryVariantsPath },
    names.updateInventoryVariants,
  ),
  incrementInventory: operation(sdk.incrementInventory, { body: s.zIncrementInventoryBody }, names.incrementInventory),
  decrementInventory: operation(sdk.decrementInventory, { body: s.zDecrementInventoryBody }, names.decrementInventory),
  getAbandonedCart: operation(
    sdk.getAbandonedCart,
    { path: s.zGetAbandonedCartPath, query: s.zGetAbandonedCartQuery },
    names.getAbandonedCart,
  ),
  queryAbandonedCarts: operation(
    sdk.queryAbandonedCarts,
    { body: s.zQueryAbandonedCartsBody },
    names.queryAbandonedCarts,
    { read: true },
  ),

  getCatalogVersion: operation(sdk.getCatalogVersion, {}),
  createProductV3: operation(sdk.createProductV3, { body: s.zCreateProductV3Body }, namesV3.createProductV3),
  getProductV3: operation(
    sdk.getProductV3,
    { path: s.zGetProductV3Path, query: s.zGetProductV3Query },
    namesV3.getProductV3,
  ),
  getProductBySlugV3: operation(
    sdk.getProductBySlugV3,
    { path: s.zGetProductBySlugV3Path, query: s.zGetProductBySlugV3Query },
    namesV3.getProductBySlugV3,
  ),
  updateProductV3: operation(
    sdk.updateProductV3,
    { body: s.zUpdateProductV3Body, path: s.zUpdateProductV3Path },
    namesV3.updateProductV3,
  ),
  deleteProductV3: operation(
    sdk.deleteProductV3,
    { path: s.zDeleteProductV3Path, query: s.zDeleteProductV3Query },
    namesV3.deleteProductV3,
  ),
  createProductWithInventoryV3: operation(
    sdk.createProductWithInventoryV3,
    { body: s.zCreateProductWithInventoryV3Body },
    namesV3.createProductWithInventoryV3,
  ),
  updateProductWithInventoryV3: operation(
    sdk.updateProductWithInventoryV3,
    { body: s.zUpdateProductWithInventoryV3Body, path: s.zUpdateProductWithInventoryV3Path },
    namesV3.updateProductWithInventoryV3,
  ),
  queryProductsV3: operation(sdk.queryProductsV3, { query: s.zQueryProductsV3Query }, namesV3.queryProductsV3),
  queryProductsV3ByPost: operation(
    sdk.queryProductsV3ByPost,
    { body: s.zQueryProductsV3ByPostBody },
    namesV3.queryProductsV3,
    { read: true },
  ),
  searchProductsV3: operation(sdk.searchProductsV3, { query: s.zSearchProductsV3Query }, namesV3.searchProductsV3),
  searchProductsV3ByPost: operation(
    sdk.searchProductsV3ByPost,
    { body: s.zSearchProductsV3ByPostBody },
    namesV3.searchProductsV3,
    { read: true },
  ),
  countProductsV3: operation(sdk.countProductsV3, { query: s.zCountProductsV3Query }, namesV3.countProductsV3),
  countProductsV3ByPost: operation(
    sdk.countProductsV3ByPost,
    { body: s.zCountProductsV3ByPostBody },
    namesV3.countProductsV3,
    { read: true },
  ),
  bulkCreateProductsV3: operation(
    sdk.bulkCreateProductsV3,
    { body: s.zBulkCreateProductsV3Body },
    namesV3.bulkCreateProductsV3,
  ),
  bulkCreateProductsWithInventoryV3: operation(
    sdk.bulkCreateProductsWithInventoryV3,
    { body: s.zBulkCreateProductsWithInventoryV3Body },
    namesV3.bulkCreateProductsWithInventoryV3,
  ),
  bulkUpdateProductsV3: operation(
    sdk.bulkUpdateProductsV3,
    { body: s.zBulkUpdateProductsV3Body },
    namesV3.bulkUpdateProductsV3,
  ),
  bulkUpdateProductsWithInventoryV3: operation(
    sdk.bulkUpdateProductsWithInventoryV3,
    { body: s.zBulkUpdateProductsWithInventoryV3Body },
    namesV3.bulkUpdateProductsWithInventoryV3,
  ),
  bulkUpdateProductsByFilterV3: operation(
    sdk.bulkUpdateProductsByFilterV3,
    { body: s.zBulkUpdateProductsByFilterV3Body },
    namesV3.bulkUpdateProductsByFilterV3,
  ),
  bulkDeleteProductsV3: operation(
    sdk.bulkDeleteProductsV3,
    { body: s.zBulkDeleteProductsV3Body },
    namesV3.bulkDeleteProductsV3,
  ),
  bulkDeleteProductsByFilterV3: operation(
    sdk.bulkDeleteProductsByFilterV3,
    { body: s.zBulkDeleteProductsByFilterV3Body },
    namesV3.bulkDeleteProductsByFilterV3,
  ),
  bulkUpdateProductVariantsByFilterV3: operation(
    sdk.bulkUpdateProductVariantsByFilterV3,
    { body: s.zBulkUpdateProductVariantsByFilterV3Body },
    namesV3.bulkUpdateProductVariantsByFilterV3,
  ),
  bulkAdjustProductVariantsByFilterV3: operation(
    sdk.bulkAdjustProductVariantsByFilterV3,
    { body: s.zBulkAdjustProductVariantsByFilterV3Body },
    namesV3.bulkAdjustProductVariantsByFilterV3,
  ),
  bulkAddInfoSectionsToProductsByFilterV3: operation(
    sdk.bulkAddInfoSectionsToProductsByFilterV3,
    { body: s.zBulkAddInfoSectionsToProductsByFilterV3Body },
    namesV3.bulkAddInfoSectionsToProductsByFilterV3,
  ),
  bulkAddInfoSectionsToProductsV3: operation(
    sdk.bulkAddInfoSectionsToProductsV3,
    { body: s.zBulkAddInfoSectionsToProductsV3Body },
    namesV3.bulkAddInfoSectionsToProductsV3,
  ),
  bulkRemoveInfoSectionsFromProductsByFilterV3: operation(
    sdk.bulkRemoveInfoSectionsFromProductsByFilterV3,
    { body: s.zBulkRemoveInfoSectionsFromProductsByFilterV3Body },
    namesV3.bulkRemoveInfoSectionsFromProductsByFilterV3,
  ),
  bulkRemoveInfoSectionsFromProductsV3: operation(
    sdk.bulkRemoveInfoSectionsFromProductsV3,
    { body: s.zBulkRemoveInfoSectionsFromProductsV3Body },
    namesV3.bulkRemoveInfoSectionsFromProductsV3,
  ),
  bulkAddProductsToCategoriesByFilterV3: operation(
    sdk.bulkAddProductsToCategoriesByFilterV3,
    { body: s.zBulkAddProductsToCategoriesByFilterV3Body },
    namesV3.bulkAddProductsToCategoriesByFilterV3,
  ),
  bulkRemoveProductsFromCategoriesByFilterV3: operation(
    sdk.bulkRemoveProductsFromCategoriesByFilterV3,
    { body: s.zBulkRemoveProductsFromCategoriesByFilterV3Body },
    namesV3.bulkRemoveProductsFromCategoriesByFilterV3,
  ),
  bulkUpdateProductTagsV3: operation(
    sdk.bulkUpdateProductTagsV3,
    { body: s.zBulkUpdateProductTagsV3Body },
    namesV3.bulkUpdateProductTagsV3,
  ),
  getAllProductsCategoryV3: operation(sdk.getAllProductsCategoryV3, {}),
  bulkUpdateProductTagsByFilterV3: operation(
    sdk.bulkUpdateProductTagsByFilterV3,
    { body: s.zBulkUpdateProductTagsByFilterV3Body },
    namesV3.bulkUpdateProductTagsByFilterV3,
  ),
  createInventoryItemV3: operation(
    sdk.createInventoryItemV3,
    { body: s.zCreateInventoryItemV3Body },
    namesV3.createInventoryItemV3,
  ),
  getInventoryItemV3: operation(
    sdk.getInventoryItemV3,
    { path: s.zGetInventoryItemV3Path, query: s.zGetInventoryItemV3Query },
    namesV3.getInventoryItemV3,
  ),
  updateInventoryItemV3: operation(
    sdk.updateInventoryItemV3,
    { body: s.zUpdateInventoryItemV3Body, path: s.zUpdateInventoryItemV3Path },
    namesV3.updateInventoryItemV3,
  ),
  deleteInventoryItemV3: operation(
    sdk.deleteInventoryItemV3,
    { path: s.zDeleteInventoryItemV3Path, query: s.zDeleteInventoryItemV3Query },
    namesV3.deleteInventoryItemV3,
  ),
  queryInventoryItemsV3: operation(
    sdk.queryInventoryItemsV3,
    { query: s.zQueryInventoryItemsV3Query },
    namesV3.queryInventoryItemsV3,
  ),
  queryInventoryItemsV3ByPost: operation(
    sdk.queryInventoryItemsV3ByPost,
    { body: s.zQueryInventoryItemsV3ByPostBody },
    namesV3.queryInventoryItemsV3,
    { read: true },
  ),
  searchInventoryItemsV3: operation(
    sdk.searchInventoryItemsV3,
    { query: s.zSearchInventoryItemsV3Query },
    namesV3.searchInventoryItemsV3,
  ),
  searchInventoryItemsV3ByPost: operation(
    sdk.searchInventoryItemsV3ByPost,
    { body: s.zSearchInventoryItemsV3ByPostBody },
    namesV3.searchInventoryItemsV3,
    { read: true },
  ),
  countInventoryItemsV3: operation(
    sdk.countInventoryItemsV3,
    { query: s.zCountInventoryItemsV3Query },
    namesV3.countInventoryItemsV3,
  ),
  countInventoryItemsV3ByPost: operation(
    sdk.countInventoryItemsV3ByPost,
    { body: s.zCountInventoryItemsV3ByPostBody },
    namesV3.countInventoryItemsV3,
    { read: true },
  ),
  bulkCreateInventoryItemsV3: operation(
    sdk.bulkCreateInventoryItemsV3,
    { body: s.zBulkCreateInventoryItemsV3Body },
    namesV3.bulkCreateInventoryItemsV3,
  ),
  bulkUpdateInventoryItemsV3: operation(
    sdk.bulkUpdateInventoryItemsV3,
    { body: s.zBulkUpdateInventoryItemsV3Body },
    namesV3.bulkUpdateInventoryItemsV3,
  ),
  bulkUpsertInventoryItemsV3: operation(
    sdk.bulkUpsertInventoryItemsV3,
    { body: s.zBulkUpsertInventoryItemsV3Body },
    namesV3.bulkUpsertInventoryItemsV3,
  ),
  bulkUpdateInventoryItemsByFilterV3: operation(
    sdk.bulkUpdateInventoryItemsByFilterV3,
    { body: s.zBulkUpdateInventoryItemsByFilterV3Body },
    namesV3.bulkUpdateInventoryItemsByFilterV3,
  ),
  bulkDeleteInventoryItemsV3: operation(
    sdk.bulkDeleteInventoryItemsV3,
    { body: s.zBulkDeleteInventoryItemsV3Body },
    namesV3.bulkDeleteInventoryItemsV3,
  ),
  bulkDeleteInventoryItemsByFilterV3: operation(
    sdk.bulkDeleteInventoryItemsByFilterV3,
    { body: s.zBulkDeleteInventoryItemsByFilterV3Body },
    namesV3.bulkDeleteInventoryItemsByFilterV3,
  ),
  bulkDecrementInventoryItemsV3: operation(
    sdk.bulkDecrementInventoryItemsV3,
    { body: s.zBulkDecrementInventoryItemsV3Body },
    namesV3.bulkDecrementInventoryItemsV3,
  ),
  bulkIncrementInventoryItemsV3: operation(
    sdk.bulkIncrementInventoryItemsV3,
    { body: s.zBulkIncrementInventoryItemsV3Body },
    namesV3.bulkIncrementInventoryItemsV3,
  ),
  bulkDecrementInventoryItemsByVariantAndLocationV3: operation(
    sdk.bulkDecrementInventoryItemsByVariantAndLocationV3,
    { body: s.zBulkDecrementInventoryItemsByVariantAndLocationV3Body },
    namesV3.bulkDecrementInventoryItemsByVariantAndLocationV3,
  ),
  bulkIncrementInventoryItemsByVariantAndLocationV3: operation(
    sdk.bulkIncrementInventoryItemsByVariantAndLocationV3,
    { body: s.zBulkIncrementInventoryItemsByVariantAndLocationV3Body },
    namesV3.bulkIncrementInventoryItemsByVariantAndLocationV3,
  ),
  bulkSetOrAdjustInventoryItemsByFilterV3: operation(
    sdk.bulkSetOrAdjustInventoryItemsByFilterV3,
    { body: s.zBulkSetOrAdjustInventoryItemsByFilterV3Body },
    namesV3.bulkSetOrAdjustInventoryItemsByFilterV3,
  ),
  bulkAdjustInventoryItemsByFilterV3: operation(
    sdk.bulkAdjustInventoryItemsByFilterV3,
    { body: s.zBulkAdjustInventoryItemsByFilterV3Body },
    namesV3.bulkAdjustInventoryItemsByFilterV3,
  ),
  bulkCreateInventoryItemsByVariantFilterV3: operation(
    sdk.bulkCreateInventoryItemsByVariantFilterV3,
    { body: s.zBulkCreateInventoryItemsByVariantFilterV3Body },
    namesV3.bulkCreateInventoryItemsByVariantFilterV3,
  ),
  queryVariantsV3: operation(sdk.queryVariantsV3, { body: s.zQueryVariantsV3Body }, namesV3.queryVariantsV3, {
    read: true,
  }),
  searchVariantsV3: operation(sdk.searchVariantsV3, { body: s.zSearchVariantsV3Body }, namesV3.searchVariantsV3, {
    read: true,
  }),
};

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export { checkRequest } from './operation.js';
