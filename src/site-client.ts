import type { ApiKeyAuth } from './auth/api-key-strategy.js';
import type { OAuthAuth } from './auth/oauth-auth.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { createCatalogV3, type CatalogV3 } from './catalog-v3/index.js';
import type { SiteContext } from './core/site-context.js';
import type { AuthStrategy, SiteClientOptions } from './core/site-setup.js';
import { addSiteModules, createSiteClientBase, type AuthFor, type SiteClientBase } from './site-client-base.js';

export { getSiteContext, type AuthStrategy, type SiteClientOptions } from './core/site-setup.js';
export type { AuthFor } from './site-client-base.js';

export interface SiteClient<A = OAuthAuth | ApiKeyAuth> extends SiteClientBase<A>, Catalog, CatalogV3 {}

/** Module factories under the names the client gives their modules: `{ products: createProducts }`. */
export type SiteModuleFactories = Record<string, (context: SiteContext) => object>;

/** The modules `factories` build, under the same names. */
export type SiteModules<M extends SiteModuleFactories> = { [K in keyof M]: ReturnType<M[K]> };

/**
 * A client for one site and one user: its own axios instance, token state and storage, and the `modules` given
 * (`{ products: createProducts, productsV3: createProductsV3 }`), or every module when none are. A bundle holds every
 * operation's SDK function and request schema; `createSiteCore` (sitekit/light) holds only those called, and
 * `createSiteClientBase` lets an app load one catalogue's modules.
 */
export function createSiteClient<S extends AuthStrategy, M extends SiteModuleFactories>(
  options: SiteClientOptions<S> & { modules: M },
): SiteClientBase<AuthFor<S>> & SiteModules<M>;
export function createSiteClient<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteClient<AuthFor<S>>;
export function createSiteClient<S extends AuthStrategy>(
  options: SiteClientOptions<S> & { modules?: SiteModuleFactories },
): SiteClientBase<AuthFor<S>> {
  const { modules, ...siteOptions } = options;
  return addSiteModules(createSiteClientBase(siteOptions), (context) =>
    modules ? buildModules(modules, context) : { ...createCatalog(context), ...createCatalogV3(context) },
  );
}

function buildModules(factories: SiteModuleFactories, context: SiteContext): Record<string, object> {
  return Object.fromEntries(Object.entries(factories).map(([name, create]) => [name, create(context)]));
}
