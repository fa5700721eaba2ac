import * as sdk from '../../generated/sdk.gen.js';
import * as s from '../../generated/zod-lazy.gen.js';
import { CATALOG_ARGUMENTS as names } from '../catalog/argument-names.js';
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
};

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export { checkRequest } from './operation.js';
