import { memoryStorage } from 'sitekit';
import { createSiteQueryClient } from 'sitekit/react';
import type { StoreContextValue } from '../../store-context';
import type { AppServerConfig } from './app-server-config';
import { shopperClient } from '../site-clients';
import { storeCatalog } from './store-catalog';

/**
 * What one request's server render reads the store with: a visitor's client whose tokens live in memory for this
 * request only. Server sessions (a member's tokens in a cookie) replace the client here, and nowhere else.
 */
export async function requestStore(config: AppServerConfig): Promise<StoreContextValue> {
  const catalog = await storeCatalog(config);
  return {
    config: { apiUrl: config.apiUrl, clientId: config.clientId },
    catalog,
    hasManager: config.hasManager,
    shopper: shopperClient(config, catalog, memoryStorage()),
    managerQueryClient: createSiteQueryClient(),
  };
}
