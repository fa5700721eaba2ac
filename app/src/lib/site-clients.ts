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
import type { AppConfig, ManagerCredentials } from './app-config';
import type { Catalog } from './catalog';

/** The modules each catalogue's shop pages call. */
export const SHOP_MODULES = {
  v1: { products: createProducts, collections: createCollections },
  // Buy now's quantity is capped by the stock, from the v3 inventory.
  v3: { productsV3: createProductsV3, inventoryItemsV3: createInventoryItemsV3 },
} as const;

/**
 * A visitor's or member's client with the shop modules of the store's catalogue. In the browser its tokens live in
 * localStorage, so a session survives a reload; on the server each request builds one with tokens in memory. sitekit/react
 * types its client as a whole `SiteClient`; the shop pages of a catalogue call only that catalogue's modules.
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

/** The store manager's client on the API key, without modules: they load with the manager's pages. */
export function managerBaseClient(apiUrl: string, { apiKey, siteId }: ManagerCredentials): SiteClientBase {
  return createSiteClient({ auth: ApiKeyStrategy({ apiKey, siteId }), modules: {}, baseURL: apiUrl });
}
