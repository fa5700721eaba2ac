import { createSiteQueryClient } from 'sitekit/react';
import { createServerSession, type ServerSession } from 'sitekit/server';
import type { SiteClient } from 'sitekit';
import type { StoreContextValue } from '../../store-context';
import type { AppServerConfig } from './app-server-config';
import { SHOP_MODULES } from '../site-clients';
import { storeCatalog } from './store-catalog';

/** One request's store and the session its client belongs to, whose cookies go back with the response. */
export interface RequestStore {
  store: StoreContextValue;
  session: ServerSession<unknown>;
}

/**
 * What one request's server render reads the store with: the client of the request's server session
 * (docs/decisions.md#39), holding the visitor's tokens from the session cookie, so that a returning visitor is not
 * handed new tokens on every page; `session.commit` puts the tokens it got on the response.
 */
export async function requestStore(config: AppServerConfig, request: Request): Promise<RequestStore> {
  const catalog = await storeCatalog(config);
  const session = createServerSession(request, {
    clientId: config.clientId,
    modules: SHOP_MODULES[catalog],
    baseURL: config.apiUrl,
  });
  const store: StoreContextValue = {
    config: { apiUrl: config.apiUrl, clientId: config.clientId },
    catalog,
    hasManager: config.hasManager,
    // sitekit/react types its client as a whole SiteClient; the shop pages call only their catalogue's modules.
    shopper: session.client as unknown as SiteClient,
    managerQueryClient: createSiteQueryClient(),
  };
  return { store, session };
}
