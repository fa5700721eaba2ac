import { addSiteModules, createCollections, createProducts, type SiteClient, type SiteClientBase } from 'sitekit';
import { CatalogPage } from '../pages/storefront/CatalogPage';

/**
 * The v1 modules the shop calls (`products`, `collections`). sitekit/react types its client as a whole `SiteClient`;
 * on a v1 store the app's routes reach only the v1 shop pages, which call only these modules.
 */
export const withShopModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, (context) => ({
    products: createProducts(context),
    collections: createCollections(context),
  })) as unknown as SiteClient;

/** The shop's front page, in the same chunk as the modules it calls. */
export const FrontPage = CatalogPage;
