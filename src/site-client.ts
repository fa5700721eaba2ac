import type { ApiKeyAuth } from './auth/api-key-strategy.js';
import type { OAuthAuth } from './auth/oauth-auth.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { createCatalogV3, type CatalogV3 } from './catalog-v3/index.js';
import type { AuthStrategy, SiteClientOptions } from './core/site-setup.js';
import { addSiteModules, createSiteClientBase, type AuthFor, type SiteClientBase } from './site-client-base.js';

export { getSiteContext, type AuthStrategy, type SiteClientOptions } from './core/site-setup.js';
export type { AuthFor } from './site-client-base.js';

export interface SiteClient<A = OAuthAuth | ApiKeyAuth> extends SiteClientBase<A>, Catalog, CatalogV3 {}

/**
 * A client for one site and one user: its own axios instance, token state and storage, and every module. A bundle
 * holds every operation's SDK function and request schema; `createSiteCore` (sitekit/light) holds only those called,
 * and `createSiteClientBase` lets an app load one catalogue's modules.
 */
export function createSiteClient<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteClient<AuthFor<S>> {
  return addSiteModules(createSiteClientBase(options), (context) => ({
    ...createCatalog(context),
    ...createCatalogV3(context),
  }));
}
