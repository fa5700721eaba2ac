import { useEffect, useState } from 'react';
import { SiteProvider } from 'sitekit/react';
import { ErrorState, LoadingState } from './components/StatusViews';
import { loadAppConfig } from './lib/app-config';
import { connectStore } from './lib/site-clients';
import { AppRoutes } from './router';
import { StoreContext, type StoreContextValue } from './store-context';

type Boot = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; store: StoreContextValue };

/** Learns where the platform is and which catalogue the store runs, builds the site clients, then serves the routes. */
export function AppBootstrap() {
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    loadAppConfig()
      .then(async (config) => ({ config, ...(await connectStore(config)) }))
      .then(
        (store) => current && setBoot({ kind: 'ready', store }),
        (error: unknown) => current && setBoot({ kind: 'failed', error }),
      );
    return () => {
      current = false;
    };
  }, []);

  if (boot.kind === 'loading') return <LoadingState label="Connecting to the store…" />;
  if (boot.kind === 'failed') return <ErrorState error={boot.error} title="The store cannot start" />;
  return (
    <StoreContext.Provider value={boot.store}>
      <SiteProvider client={boot.store.clients.shopper}>
        <AppRoutes />
      </SiteProvider>
    </StoreContext.Provider>
  );
}
