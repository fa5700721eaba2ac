import { ApiKeyStrategy, OAuthStrategy, createSiteClient, localStorageAdapter, type SiteClient } from 'sitekit';
import { createSiteQueryClient } from 'sitekit/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from './app-config';

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

export function createStoreClients(config: AppConfig): StoreClients {
  const shopper = createSiteClient({
    auth: OAuthStrategy({ clientId: config.clientId, storage: localStorageAdapter() }),
    baseURL: config.apiUrl,
  });
  const manager =
    config.manager &&
    createSiteClient({
      auth: ApiKeyStrategy({ apiKey: config.manager.apiKey, siteId: config.manager.siteId }),
      baseURL: config.apiUrl,
    });
  return { shopper, manager, managerQueryClient: createSiteQueryClient() };
}
