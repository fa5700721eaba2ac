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
import type { AppConfig } from './app-config';
import { catalogueOf, type Catalogue } from './catalogue';

export interface StoreClients {
  /** Visitors and members: OAuth tokens kept in localStorage, so a session survives a reload. */
  shopper: SiteClient;
  /** The store manager: the sandbox's API key. */
  manager: SiteClient | undefined;
  /**
   * The manager's own cache. Both clients talk to the same host, so their query keys are equal; one cache would let
   * the manager's view (hidden products, costs) leak into the storefront and back.
   */
  managerQueryClient: QueryClient;
}

export interface ConnectedStore {
  catalogue: Catalogue;
  clients: StoreClients;
}

/** Each catalogue's modules in a chunk of their own: a v1 store never downloads the v3 client, nor the reverse. */
const CATALOGUE_MODULES: Record<Catalogue, () => Promise<(site: SiteClientBase) => SiteClient>> = {
  v1: () => import('./catalogue-v1-modules').then((m) => m.withCatalogueModules),
  v3: () => import('./catalogue-v3-modules').then((m) => m.withCatalogueModules),
};

/** Builds both clients without a catalogue, asks the store which one it runs, then adds only that one's modules. */
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
  const catalogue = catalogueOf(await shopper.catalogVersioning.getCatalogVersion());
  const withCatalogueModules = await CATALOGUE_MODULES[catalogue]();
  return {
    catalogue,
    clients: {
      shopper: withCatalogueModules(shopper),
      manager: manager && withCatalogueModules(manager),
      managerQueryClient: createSiteQueryClient(),
    },
  };
}
