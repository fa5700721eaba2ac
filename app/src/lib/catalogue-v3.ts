import { addSiteModules, createCatalogV3, type SiteClient, type SiteClientBase } from 'sitekit';
import { CataloguePageV3 } from '../pages/storefront-v3/CataloguePageV3';

/**
 * The catalogue v3 modules on a site client. sitekit/react types its client as a whole `SiteClient`; on a v3 store
 * the app's routes only reach the v3 pages, which call only these modules.
 */
export const withCatalogueModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, createCatalogV3) as unknown as SiteClient;

/** The shop's front page, in the same chunk as the modules it calls. */
export const FrontPage = CataloguePageV3;
