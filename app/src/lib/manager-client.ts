import type { SiteClient, SiteClientBase } from 'sitekit';
import type { Catalog } from './catalog';

/** Each catalog's manager modules in a chunk of their own, loaded when the store manager first opens. */
const MANAGER_MODULES: Record<Catalog, () => Promise<(site: SiteClientBase) => SiteClient>> = {
  v1: () => import('./manager-modules-v1').then((m) => m.withManagerModules),
  v3: () => import('./manager-modules-v3').then((m) => m.withManagerModules),
};

const clients = new WeakMap<SiteClientBase, Promise<SiteClient>>();

/** The manager's client with every module of the store's catalog: one promise per client, for React's `use`. */
export function managerClient(base: SiteClientBase, catalog: Catalog): Promise<SiteClient> {
  let client = clients.get(base);
  if (!client) {
    client = MANAGER_MODULES[catalog]().then((withModules) => withModules(base));
    clients.set(base, client);
  }
  return client;
}
