// Derived by scripts/lib/operation-names.ts from the contract's x-sitekit: the operations of each module of the
// site client, by the method that sends them (an operation without a method, by its operationId). Modules, hooks and
// query keys name operations through these, so that a name comes from the contract and never from a string of their own.

export const authOperations = {
  token: 'token',
} as const;

export const authenticationOperations = {
  registerV2: 'registerV2',
  loginV2: 'loginV2',
  signOn: 'signOn',
  changePassword: 'changePassword',
  logout: 'logout',
  validateEmail: 'validateEmail',
  verifyFactor: 'verifyFactor',
} as const;

export const recoveryOperations = {
  sendRecoveryEmail: 'sendRecoveryEmail',
  sendActivationEmail: 'sendActivationEmail',
  recover: 'recover',
} as const;

export const verificationOperations = {
  start: 'start',
  verifyDuringAuthentication: 'verifyDuringAuthentication',
  resendDuringAuthentication: 'resendDuringAuthentication',
} as const;

export const redirectsOperations = {
  createRedirectSession: 'createRedirectSession',
} as const;

export const checkoutOperations = {
  createCheckout: 'createCheckout',
} as const;

export const productsOperations = {
  getProduct: 'getProduct',
  getProductOptionsAvailability: 'getProductOptionsAvailability',
  queryProductVariants: 'queryProductVariants',
  queryStoreVariants: 'queryStoreVariants',
  getStoreVariant: 'getStoreVariant',
  queryProducts: 'queryProducts',
  queryProductsWithTextQuery: 'queryProductsWithTextQuery',
  createProduct: 'createProduct',
  deleteProduct: 'deleteProduct',
  updateProduct: 'updateProduct',
  updateProductVariants: 'updateProductVariants',
  resetAllProductVariantData: 'resetAllProductVariantData',
  addProductMedia: 'addProductMedia',
  removeProductMedia: 'removeProductMedia',
  addProductMediaToChoices: 'addProductMediaToChoices',
  removeProductMediaFromChoices: 'removeProductMediaFromChoices',
  deleteProductOptions: 'deleteProductOptions',
  removeBrand: 'removeBrand',
  removeRibbon: 'removeRibbon',
  bulkUpdateProductsProperty: 'bulkUpdateProductsProperty',
  bulkAdjustProductProperty: 'bulkAdjustProductProperty',
} as const;

export const collectionsOperations = {
  getCollectionBySlug: 'getCollectionBySlug',
  createCollection: 'createCollection',
  deleteCollection: 'deleteCollection',
  updateCollection: 'updateCollection',
  addProductsToCollection: 'addProductsToCollection',
  removeProductsFromCollection: 'removeProductsFromCollection',
  queryCollections: 'queryCollections',
  queryCollectionsWithTextQuery: 'queryCollectionsWithTextQuery',
  getCollection: 'getCollection',
} as const;

export const inventoryOperations = {
  queryInventory: 'queryInventory',
  getInventoryVariants: 'getInventoryVariants',
  updateInventoryVariants: 'updateInventoryVariants',
  updateInventoryItemVariants: 'updateInventoryItemVariants',
  incrementInventory: 'incrementInventory',
  decrementInventory: 'decrementInventory',
} as const;

export const abandonedCartsOperations = {
  queryAbandonedCarts: 'queryAbandonedCarts',
  getAbandonedCart: 'getAbandonedCart',
} as const;

export const catalogVersioningOperations = {
  getCatalogVersion: 'getCatalogVersion',
} as const;

export const productsV3Operations = {
  createProduct: 'createProductV3',
  getProduct: 'getProductV3',
  deleteProduct: 'deleteProductV3',
  updateProduct: 'updateProductV3',
  getProductBySlug: 'getProductBySlugV3',
  queryProducts: 'queryProductsV3',
  searchProducts: 'searchProductsV3',
  countProducts: 'countProductsV3',
  createProductWithInventory: 'createProductWithInventoryV3',
  updateProductWithInventory: 'updateProductWithInventoryV3',
  bulkCreateProducts: 'bulkCreateProductsV3',
  bulkCreateProductsWithInventory: 'bulkCreateProductsWithInventoryV3',
  bulkUpdateProducts: 'bulkUpdateProductsV3',
  bulkUpdateProductsWithInventory: 'bulkUpdateProductsWithInventoryV3',
  bulkUpdateProductsByFilter: 'bulkUpdateProductsByFilterV3',
  bulkDeleteProducts: 'bulkDeleteProductsV3',
  bulkDeleteProductsByFilter: 'bulkDeleteProductsByFilterV3',
  bulkUpdateProductVariantsByFilter: 'bulkUpdateProductVariantsByFilterV3',
  bulkAdjustProductVariantsByFilter: 'bulkAdjustProductVariantsByFilterV3',
  bulkAddInfoSectionsToProductsByFilter: 'bulkAddInfoSectionsToProductsByFilterV3',
  bulkAddInfoSectionsToProducts: 'bulkAddInfoSectionsToProductsV3',
  bulkRemoveInfoSectionsFromProductsByFilter: 'bulkRemoveInfoSectionsFromProductsByFilterV3',
  bulkRemoveInfoSectionsFromProducts: 'bulkRemoveInfoSectionsFromProductsV3',
  bulkAddProductsToCategoriesByFilter: 'bulkAddProductsToCategoriesByFilterV3',
  bulkRemoveProductsFromCategoriesByFilter: 'bulkRemoveProductsFromCategoriesByFilterV3',
  bulkUpdateProductTags: 'bulkUpdateProductTagsV3',
  bulkUpdateProductTagsByFilter: 'bulkUpdateProductTagsByFilterV3',
  getAllProductsCategory: 'getAllProductsCategoryV3',
} as const;

export const inventoryItemsV3Operations = {
  createInventoryItem: 'createInventoryItemV3',
  getInventoryItem: 'getInventoryItemV3',
  deleteInventoryItem: 'deleteInventoryItemV3',
  updateInventoryItem: 'updateInventoryItemV3',
  queryInventoryItems: 'queryInventoryItemsV3',
  searchInventoryItems: 'searchInventoryItemsV3',
  countInventoryItems: 'countInventoryItemsV3',
  bulkCreateInventoryItems: 'bulkCreateInventoryItemsV3',
  bulkUpdateInventoryItems: 'bulkUpdateInventoryItemsV3',
  bulkUpsertInventoryItems: 'bulkUpsertInventoryItemsV3',
  bulkUpdateInventoryItemsByFilter: 'bulkUpdateInventoryItemsByFilterV3',
  bulkDeleteInventoryItems: 'bulkDeleteInventoryItemsV3',
  bulkDeleteInventoryItemsByFilter: 'bulkDeleteInventoryItemsByFilterV3',
  bulkDecrementInventoryItems: 'bulkDecrementInventoryItemsV3',
  bulkIncrementInventoryItems: 'bulkIncrementInventoryItemsV3',
  bulkDecrementInventoryItemsByVariantAndLocation: 'bulkDecrementInventoryItemsByVariantAndLocationV3',
  bulkIncrementInventoryItemsByVariantAndLocation: 'bulkIncrementInventoryItemsByVariantAndLocationV3',
  bulkSetOrAdjustInventoryItemsByFilter: 'bulkSetOrAdjustInventoryItemsByFilterV3',
  bulkAdjustInventoryItemsByFilter: 'bulkAdjustInventoryItemsByFilterV3',
  bulkCreateInventoryItemsByVariantFilter: 'bulkCreateInventoryItemsByVariantFilterV3',
} as const;

export const readOnlyVariantsV3Operations = {
  queryVariants: 'queryVariantsV3',
  searchVariants: 'searchVariantsV3',
} as const;

export const brandsV3Operations = {
  createBrand: 'createBrandV3',
  getBrand: 'getBrandV3',
  deleteBrand: 'deleteBrandV3',
  updateBrand: 'updateBrandV3',
  queryBrands: 'queryBrandsV3',
  countBrands: 'countBrandsV3',
  getOrCreateBrand: 'getOrCreateBrandV3',
  bulkCreateBrands: 'bulkCreateBrandsV3',
  bulkUpdateBrands: 'bulkUpdateBrandsV3',
  bulkGetOrCreateBrands: 'bulkGetOrCreateBrandsV3',
  bulkDeleteBrands: 'bulkDeleteBrandsV3',
} as const;

export const ribbonsV3Operations = {
  createRibbon: 'createRibbonV3',
  getRibbon: 'getRibbonV3',
  deleteRibbon: 'deleteRibbonV3',
  updateRibbon: 'updateRibbonV3',
  queryRibbons: 'queryRibbonsV3',
  countRibbons: 'countRibbonsV3',
  getOrCreateRibbon: 'getOrCreateRibbonV3',
  bulkCreateRibbons: 'bulkCreateRibbonsV3',
  bulkUpdateRibbons: 'bulkUpdateRibbonsV3',
  bulkGetOrCreateRibbons: 'bulkGetOrCreateRibbonsV3',
  bulkDeleteRibbons: 'bulkDeleteRibbonsV3',
} as const;

export const infoSectionsV3Operations = {
  createInfoSection: 'createInfoSectionV3',
  getInfoSection: 'getInfoSectionV3',
  deleteInfoSection: 'deleteInfoSectionV3',
  updateInfoSection: 'updateInfoSectionV3',
  queryInfoSections: 'queryInfoSectionsV3',
  countInfoSections: 'countInfoSectionsV3',
  getOrCreateInfoSection: 'getOrCreateInfoSectionV3',
  bulkCreateInfoSections: 'bulkCreateInfoSectionsV3',
  bulkUpdateInfoSections: 'bulkUpdateInfoSectionsV3',
  bulkGetOrCreateInfoSections: 'bulkGetOrCreateInfoSectionsV3',
  bulkDeleteInfoSections: 'bulkDeleteInfoSectionsV3',
} as const;

export const customizationsV3Operations = {
  createCustomization: 'createCustomizationV3',
  getCustomization: 'getCustomizationV3',
  deleteCustomization: 'deleteCustomizationV3',
  updateCustomization: 'updateCustomizationV3',
  queryCustomizations: 'queryCustomizationsV3',
  countCustomizations: 'countCustomizationsV3',
  addCustomizationChoices: 'addCustomizationChoicesV3',
  setCustomizationChoices: 'setCustomizationChoicesV3',
  removeCustomizationChoices: 'removeCustomizationChoicesV3',
  updateCustomizationChoices: 'updateCustomizationChoicesV3',
  reorderCustomizationChoices: 'reorderCustomizationChoicesV3',
  bulkCreateCustomizations: 'bulkCreateCustomizationsV3',
  bulkUpdateCustomizations: 'bulkUpdateCustomizationsV3',
  bulkAddCustomizationChoices: 'bulkAddCustomizationChoicesV3',
} as const;

export const categoriesOperations = {
  createCategory: 'createCategory',
  getCategory: 'getCategory',
  deleteCategory: 'deleteCategory',
  updateCategory: 'updateCategory',
  getCategoryBySlug: 'getCategoryBySlug',
  queryCategories: 'queryCategories',
  searchCategories: 'searchCategories',
  countCategories: 'countCategories',
  moveCategory: 'moveCategory',
  bulkUpdateCategories: 'bulkUpdateCategories',
  updateCategoryVisibility: 'updateCategoryVisibility',
  bulkShowCategories: 'bulkShowCategories',
  bulkAddItemsToCategory: 'bulkAddItemsToCategory',
  bulkAddItemToCategories: 'bulkAddItemToCategories',
  bulkRemoveItemsFromCategory: 'bulkRemoveItemsFromCategory',
  bulkRemoveItemFromCategories: 'bulkRemoveItemFromCategories',
  bulkSetItemCategories: 'bulkSetItemCategories',
  listItemsInCategory: 'listItemsInCategory',
  listCategoriesForItem: 'listCategoriesForItem',
  listCategoriesForItems: 'listCategoriesForItems',
  listTrees: 'listTrees',
  setArrangedItems: 'setArrangedItems',
  getArrangedItems: 'getArrangedItems',
  moveItemInCategory: 'moveItemInCategory',
} as const;

export const filesOperations = {
  generateFileUploadUrl: 'generateFileUploadUrl',
} as const;
