import { createContext, useContext } from 'react';
import type { AppConfig } from './lib/app-config';
import type { StoreClients } from './lib/site-clients';

export interface StoreContextValue {
  config: AppConfig;
  clients: StoreClients;
}

export const StoreContext = createContext<StoreContextValue | null>(null);

/** The app's configuration and its two site clients. */
export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore must be used inside the app');
  return value;
}
