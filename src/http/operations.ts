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
export type Operations = typeof import('./operations.js');
export type OperationName = keyof Operations;
