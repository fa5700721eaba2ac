import {
  addSiteModules,
  createInventoryItemsV3,
  createProductsV3,
  type SiteClient,
  type SiteClientBase,
} from 'sitekit';
import { lazy } from 'react';
import { CatalogPageV3 } from '../pages/storefront-v3/CatalogPageV3';
import type { Route } from './router';

/**
 * The catalogue v3 modules the shop calls (`productsV3`, and `inventoryItemsV3` for the stock that caps the quantity
 * a shopper buys). sitekit/react types its client as a whole `SiteClient`; on a v3 store the app's routes reach only
 * the v3 shop pages, which call only these modules.
 */
export const withShopModules = (site: SiteClientBase): SiteClient =>
  addSiteModules(site, (context) => ({
    productsV3: createProductsV3(context),
    inventoryItemsV3: createInventoryItemsV3(context),
  })) as unknown as SiteClient;

/** The shop's front page, in the same chunk as the module it calls. */
export const FrontPage = CatalogPageV3;

/**
 * The shop's category pages, loaded from this chunk: what they share with the front page stays here rather than in a
 * chunk of its own that the first load would fetch too.
 */
export const shopRoutes: readonly Route[] = [
  {
    path: '/categories/:slug',
    page: lazy(() => import('../pages/storefront-v3/CategoryPageV3').then((m) => ({ default: m.CategoryPageV3 }))),
  },
];
