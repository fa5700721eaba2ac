import type { SiteClient } from 'sitekit';
import { createSiteQueryClient } from 'sitekit/react';
import type { StoreContextValue } from '../../store-context';
import type { AppServerConfig } from './app-server-config';
import { storeCatalog } from './store-catalog';

/**
 * What one request's server render reads the store with: the client of the request's session (lib/server/member-session.ts),
 * holding the visitor's or member's tokens from the session cookie.
 */
export async function requestStore(config: AppServerConfig, shopper: SiteClient): Promise<StoreContextValue> {
  const catalog = await storeCatalog(config);
  return {
    config: { apiUrl: config.apiUrl, clientId: config.clientId },
    catalog,
    hasManager: config.hasManager,
    shopper,
    managerQueryClient: createSiteQueryClient(),
  };
}
