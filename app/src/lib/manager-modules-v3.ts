import { addSiteModules, createCatalogV3, type SiteClient, type SiteClientBase } from 'sitekit';

/** Every catalogue v3 module on the manager's client; its pages reach only these, whatever `SiteClient` says. */
export const withManagerModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, createCatalogV3) as unknown as SiteClient;
