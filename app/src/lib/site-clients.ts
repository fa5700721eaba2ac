import {
  ApiKeyStrategy,
  OAuthStrategy,
  createCollections,
  createProducts,
  createInventoryItemsV3,
  createProductsV3,
  createSiteClient,
  localStorageAdapter,
  memoryStorage,
  type SiteClient,
  type SiteClientBase,
  type StorageAdapter,
} from 'sitekit';
import type { AppConfig } from './app-config';
import type { Catalog } from './catalog';

/** The modules each catalog's shop pages call. */
export const SHOP_MODULES = {
  v1: { products: createProducts, collections: createCollections },
  // Buy now's quantity is capped by the stock, from the v3 inventory.
  v3: { productsV3: createProductsV3, inventoryItemsV3: createInventoryItemsV3 },
} as const;

/**
 * A visitor's or member's client with the shop modules of the store's catalog. In the browser its tokens live in
 * localStorage, so a session survives a reload; on the server each request builds one with tokens in memory. sitekit/react
 * types its client as a whole `SiteClient`; the shop pages of a catalog call only that catalog's modules.
 */
export function shopperClient(config: AppConfig, catalog: Catalog, storage: StorageAdapter = browserStorage()) {
  return createSiteClient({
    auth: OAuthStrategy({ clientId: config.clientId, storage }),
    modules: SHOP_MODULES[catalog],
    baseURL: config.apiUrl,
  }) as unknown as SiteClient;
}

/** localStorage in a browser; a server render keeps tokens for its request only. */
function browserStorage(): StorageAdapter {
  return typeof window === 'undefined' ? memoryStorage() : localStorageAdapter();
}

/**
 * The key the browser's store manager client sends: a stand-in, which the app server replaces with the site's API key
 * on each call it makes for a signed-in staff member (docs/decisions.md#41).
 */
const KEY_KEPT_ON_SERVER = 'kept-on-the-app-server';

/**
 * The store manager's client, without modules (they load with the manager's pages), on the app server's route for the
 * manager's calls (`managerApiUrl`), which holds the API key.
 */
export function managerBaseClient(managerApiUrl: string): SiteClientBase {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: KEY_KEPT_ON_SERVER }),
    modules: {},
    baseURL: managerApiUrl,
  });
}
