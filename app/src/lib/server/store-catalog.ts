import { OAuthStrategy, createSiteClient, memoryStorage } from 'sitekit';
import type { AppConfig } from '../app-config';
import { catalogOf, type Catalog } from '../catalog';

const catalogs = new Map<string, Promise<Catalog>>();

/** The store's catalog, asked once per API host and client: a store never changes catalog. */
export function storeCatalog(config: AppConfig): Promise<Catalog> {
  const key = `${config.apiUrl} ${config.clientId}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: config.clientId, storage: memoryStorage() }),
      modules: {},
      baseURL: config.apiUrl,
    });
    catalog = site.catalogVersioning.getCatalogVersion().then(catalogOf);
    // A failed answer (the platform not up yet) is asked again by the next request.
    catalog.catch(() => catalogs.delete(key));
    catalogs.set(key, catalog);
  }
  return catalog;
}
