import axios, { type AxiosAdapter } from 'axios';
import {
  ApiKeyStrategy,
  createCollections,
  createProducts,
  createInventoryItemsV3,
  createProductsV3,
  createSiteClient,
  type SiteClient,
  type SiteClientBase,
} from 'sitekit';
import type { AppConfig } from './app-config';
import type { Catalog } from './catalog';

/** The modules each catalog's shop pages call. */
export const SHOP_MODULES = {
  v1: { products: createProducts, collections: createCollections },
  // Buy now's quantity is capped by the stock, from the v3 inventory.
  v3: { productsV3: createProductsV3, inventoryItemsV3: createInventoryItemsV3 },
} as const;

/**
 * The key the browser's clients send: a stand-in, which the app server replaces with the site's API key on each call
 * it makes for a signed-in staff member (docs/decisions.md#41), or with the access token of the visitor's session.
 */
const KEY_KEPT_ON_SERVER = 'kept-on-the-app-server';

/**
 * The browser's client of the visitor or member, with the shop modules of the store's catalog. It addresses the
 * platform (so its queries' keys are those of the server's render, whose answers the page starts with), but an axios
 * adapter sends each call to the app server's route for the shop's calls (`shopApiUrl`), which makes it with the
 * tokens of the visitor's session (docs/decisions.md#44): the page holds no token of its own. sitekit/react types its
 * client as a whole `SiteClient`; the shop pages of a catalog call only that catalog's modules.
 */
export function shopperClient(config: AppConfig, catalog: Catalog, shopApiUrl: string) {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: KEY_KEPT_ON_SERVER }),
    modules: SHOP_MODULES[catalog],
    baseURL: config.apiUrl,
    adapter: sentTo(config.apiUrl, shopApiUrl),
  }) as unknown as SiteClient;
}

/** An axios adapter that sends a request for the platform at `apiUrl` to the same path under `routeUrl` instead. */
function sentTo(apiUrl: string, routeUrl: string): AxiosAdapter {
  const send = axios.getAdapter(axios.defaults.adapter);
  const platform = apiUrl.replace(/\/+$/, '');
  const route = routeUrl.replace(/\/+$/, '');
  return (request) => {
    const url = request.url ?? '';
    if (!url.startsWith(`${platform}/`)) return send(request);
    return send({ ...request, url: `${route}${url.slice(platform.length)}` });
  };
}

/**
 * The store manager's client, without modules (they load with the manager's pages), on the app server's route for the
 * manager's calls (`managerApiUrl`), which holds the API key.
 */
export function managerBaseClient(managerApiUrl: string): SiteClientBase {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: KEY_KEPT_ON_SERVER }),
    modules: {},
    baseURL: managerApiUrl,
  });
}
