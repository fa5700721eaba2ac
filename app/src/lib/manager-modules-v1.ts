import { addSiteModules, createCatalog, type SiteClient, type SiteClientBase } from 'sitekit';

/** Every v1 store module on the manager's client; its pages reach only these, whatever `SiteClient` says. */
export const withManagerModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, createCatalog) as unknown as SiteClient;
