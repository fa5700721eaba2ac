import { addSiteModules, createCatalog, createFiles, type SiteClient, type SiteClientBase } from 'sitekit';

/** Every v1 store module on the manager's client, and the Media Manager's files for picture uploads; its pages reach only these, whatever `SiteClient` says. */
export const withManagerModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(addSiteModules(site, createCatalog), (context) => ({
    files: createFiles(context),
  })) as unknown as SiteClient;
