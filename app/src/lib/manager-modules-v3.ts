import { addSiteModules, createCatalogV3, createFiles, type SiteClient, type SiteClientBase } from 'sitekit';

/** Every catalog v3 module on the manager's client, and the Media Manager's files for picture uploads; its pages reach only these, whatever `SiteClient` says. */
export const withManagerModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(addSiteModules(site, createCatalogV3), (context) => ({
    files: createFiles(context),
  })) as unknown as SiteClient;
