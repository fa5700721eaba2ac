import { addSiteModules, createCatalog, type SiteClient, type SiteClientBase } from 'sitekit';
import { CataloguePage } from '../pages/storefront/CataloguePage';

/**
 * The v1 store modules on a site client. sitekit/react types its client as a whole `SiteClient`; on a v1 store the
 * app's routes only reach the v1 pages, which call only these modules.
 */
export const withCatalogueModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, createCatalog) as unknown as SiteClient;

/** The shop's front page, in the same chunk as the modules it calls. */
export const FrontPage = CataloguePage;
