import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { SiteClient } from 'sitekit';
import type { AppConfig } from './lib/app-config';
import type { Catalog } from './lib/catalog';

export interface StoreContextValue {
  config: AppConfig;
  /** The store's catalog, asked once by the server. */
  catalog: Catalog;
  /** Whether the app server holds the site's API key, so that the store manager can open. */
  hasManager: boolean;
  /** Visitors and members (lib/site-clients.ts). */
  shopper: SiteClient;
  /**
   * The store manager's own cache. Both clients talk to the same host, so their query keys are equal; one cache would
   * let the manager's view (hidden products, costs) leak into the storefront and back.
   */
  managerQueryClient: QueryClient;
}

export const StoreContext = createContext<StoreContextValue | null>(null);

/** The app's configuration, the store's catalog and its shopper client. */
export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore must be used inside the app');
  return value;
}
