import { addSiteModules, createCatalog, type SiteClient, type SiteClientBase } from 'sitekit';

/**
 * The v1 store modules on a site client. sitekit/react types its client as a whole `SiteClient`; on a v1 store the
 * app's routes only reach the v1 pages, which call only these modules.
 */
export const withCatalogueModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, createCatalog) as unknown as SiteClient;
