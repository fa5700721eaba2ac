import {
  ApiKeyStrategy,
  OAuthStrategy,
  createSiteClientBase,
  localStorageAdapter,
  type SiteClient,
  type SiteClientBase,
} from 'sitekit';
import { createSiteQueryClient } from 'sitekit/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { AppConfig } from './app-config';
import { catalogOf, type Catalog } from './catalog';
import type { Route } from './router';

export interface StoreClients {
  /** Visitors and members: OAuth tokens kept in localStorage, so a session survives a reload. */
  shopper: SiteClient;
  /** The store manager: the sandbox's API key; its catalogue modules load with the manager's pages. */
  manager: SiteClientBase | undefined;
  /**
   * The manager's own cache. Both clients talk to the same host, so their query keys are equal; one cache would let
   * the manager's view (hidden products, costs) leak into the storefront and back.
   */
  managerQueryClient: QueryClient;
}

/** What the app loads for the store's catalogue: the shop's client modules, and the front page that calls them. */
interface CatalogCode {
  withShopModules: (site: SiteClientBase) => SiteClient;
  FrontPage: ComponentType;
  /** More shop pages, loaded on demand from this chunk. */
  shopRoutes?: readonly Route[];
}

export interface ConnectedStore {
  catalog: Catalog;
  clients: StoreClients;
  frontPage: ComponentType;
  shopRoutes: readonly Route[];
}

/** Each catalogue's code in a chunk of its own: a v1 store never downloads the v3 client, nor the reverse. */
const CATALOG_CODE: Record<Catalog, () => Promise<CatalogCode>> = {
  v1: () => import('./catalog-v1'),
  v3: () => import('./catalog-v3'),
};

/**
 * Builds both clients without a catalogue, asks the store which one it runs, then loads only that one's shop modules
 * and front page (the manager's modules load with its pages).
 */
export async function connectStore(config: AppConfig): Promise<ConnectedStore> {
  const shopper = createSiteClientBase({
    auth: OAuthStrategy({ clientId: config.clientId, storage: localStorageAdapter() }),
    baseURL: config.apiUrl,
  });
  const manager =
    config.manager &&
    createSiteClientBase({
      auth: ApiKeyStrategy({ apiKey: config.manager.apiKey, siteId: config.manager.siteId }),
      baseURL: config.apiUrl,
    });
  const catalog = catalogOf(await shopper.catalogVersioning.getCatalogVersion());
  const { withShopModules, FrontPage, shopRoutes = [] } = await CATALOG_CODE[catalog]();
  return {
    catalog,
    frontPage: FrontPage,
    shopRoutes,
    clients: {
      shopper: withShopModules(shopper),
      manager,
      managerQueryClient: createSiteQueryClient(),
    },
  };
}
