/**
 * The create functions of every module and `siteModule`, for the factory entries of src/modules/: each entry
 * imports from here, so that all of them reach the same modules and the build's shared chunks stay as few as sitekit's
 * main entry needs (one set of chunks per set of entries that reach a module; docs/decisions.md#31). A bundler keeps
 * only what an entry names.
 */
export { createAbandonedCarts } from './catalog/abandoned-carts.js';
export { createAuthentication } from './identity/authentication.js';
export { createCatalogVersioning } from './catalog-v3/catalog-versioning.js';
export { createCategories } from './catalog-v3/categories.js';
export { createCheckout } from './checkout/checkout.js';
export { createCollections } from './catalog/collections.js';
export { createFiles } from './media/files.js';
export { createInventoryItemsV3 } from './catalog-v3/inventory-items-v3.js';
export { createInventory } from './catalog/inventory.js';
export { createProductsV3 } from './catalog-v3/products-v3.js';
export { createProducts } from './catalog/products.js';
export { createReadOnlyVariantsV3 } from './catalog-v3/read-only-variants-v3.js';
export { createRecovery } from './identity/recovery.js';
export { createRedirects } from './redirects/redirects.js';
export { createVerification } from './identity/verification.js';
export { siteModule } from './site-modules.js';
// The named v3 entity modules, built from their generated specs (docs/decisions.md#34).
export * from './catalog-v3/entity-modules-v3.js';
