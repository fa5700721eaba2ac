import * as sdk from '../../generated/sdk.gen.js';
import { CATALOG_ARGUMENTS as names } from '../catalog/argument-names.js';
import { operation } from './operation.js';

const read = { read: true };

/**
 * Every generated operation sitekit calls, by its contract name. Adding an endpoint is one line here: the generated
 * SDK function, the argument paths that rename its field violations (`CATALOG_ARGUMENTS`), and `read` for a POST that
 * changes nothing (retried like a GET). The feature module then calls
 * `callOperation(context, 'name', { path, query, body }, call)`: it checks the request against the generated schemas
 * `z<Name>Body`, `z<Name>Path` and `z<Name>Query` (found by name, built on the first call, loaded with zod on the
 * first call of any operation), sends it, checks the answer against `z<Name>Response` when the client was given a
 * response check (sitekit/validation) and answers the body.
 */
export const OPERATIONS = {
  token: operation(sdk.token),
  registerV2: operation(sdk.registerV2),
  loginV2: operation(sdk.loginV2),
  signOn: operation(sdk.signOn),
  changePassword: operation(sdk.changePassword),
  logout: operation(sdk.logout),
  validateEmail: operation(sdk.validateEmail),
  verifyFactor: operation(sdk.verifyFactor),
  sendRecoveryEmail: operation(sdk.sendRecoveryEmail),
  sendActivationEmail: operation(sdk.sendActivationEmail),
  recover: operation(sdk.recover),
  start: operation(sdk.start),
  verifyDuringAuthentication: operation(sdk.verifyDuringAuthentication),
  resendDuringAuthentication: operation(sdk.resendDuringAuthentication),
  createRedirectSession: operation(sdk.createRedirectSession),

  getProduct: operation(sdk.getProduct, names.getProduct),
  getProductOptionsAvailability: operation(
    sdk.getProductOptionsAvailability,
    names.getProductOptionsAvailability,
    read,
  ),
  queryProductVariants: operation(sdk.queryProductVariants, names.queryProductVariants, read),
  queryStoreVariants: operation(sdk.queryStoreVariants, names.queryStoreVariants, read),
  getStoreVariant: operation(sdk.getStoreVariant, names.getStoreVariant),
  queryProducts: operation(sdk.queryProducts, names.queryProducts),
  queryProductsByPost: operation(sdk.queryProductsByPost, names.queryProducts, read),
  createProduct: operation(sdk.createProduct, names.createProduct),
  updateProduct: operation(sdk.updateProduct, names.updateProduct),
  deleteProduct: operation(sdk.deleteProduct, names.deleteProduct),
  updateProductVariants: operation(sdk.updateProductVariants, names.updateProductVariants),
  resetAllProductVariantData: operation(sdk.resetAllProductVariantData, names.resetAllProductVariantData),
  addProductMedia: operation(sdk.addProductMedia, names.addProductMedia),
  removeProductMedia: operation(sdk.removeProductMedia, names.removeProductMedia),
  addProductMediaToChoices: operation(sdk.addProductMediaToChoices, names.addProductMediaToChoices),
  removeProductMediaFromChoices: operation(sdk.removeProductMediaFromChoices, names.removeProductMediaFromChoices),
  deleteProductOptions: operation(sdk.deleteProductOptions, names.deleteProductOptions),
  removeBrand: operation(sdk.removeBrand, names.removeBrand),
  removeRibbon: operation(sdk.removeRibbon, names.removeRibbon),
  bulkUpdateProductsProperty: operation(sdk.bulkUpdateProductsProperty, names.bulkUpdateProductsProperty),
  bulkAdjustProductProperty: operation(sdk.bulkAdjustProductProperty, names.bulkAdjustProductProperty),
  getCollectionBySlug: operation(sdk.getCollectionBySlug, names.getCollectionBySlug),
  createCollection: operation(sdk.createCollection, names.createCollection),
  updateCollection: operation(sdk.updateCollection, names.updateCollection),
  deleteCollection: operation(sdk.deleteCollection, names.deleteCollection),
  addProductsToCollection: operation(sdk.addProductsToCollection, names.addProductsToCollection),
  removeProductsFromCollection: operation(sdk.removeProductsFromCollection, names.removeProductsFromCollection),
};

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
