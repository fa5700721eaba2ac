import { createContext, useContext, type ComponentType } from 'react';
import type { AppConfig } from './lib/app-config';
import type { Catalog } from './lib/catalog';
import type { Route } from './lib/router';
import type { StoreClients } from './lib/site-clients';

export interface StoreContextValue {
  config: AppConfig;
  /** The store's catalogue, asked once at start. */
  catalog: Catalog;
  clients: StoreClients;
  /** The shop's front page for the store's catalogue, loaded with its client modules. */
  frontPage: ComponentType;
  /** The catalogue's other shop pages that load from its chunk (a v3 store's category pages). */
  shopRoutes: readonly Route[];
}

export const StoreContext = createContext<StoreContextValue | null>(null);

/** The app's configuration, the store's catalogue and its two site clients. */
export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore must be used inside the app');
  return value;
}
