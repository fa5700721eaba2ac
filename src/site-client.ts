import type { ApiKeyAuth } from './auth/strategies/api-key-strategy.js';
import type { OAuthAuth } from './auth/strategies/oauth-auth.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { createCatalogV3, type CatalogV3 } from './catalog-v3/index.js';
import type { AuthStrategy, SiteClientOptions } from './core/site-setup.js';
import { createFiles, type FilesModule } from './media/files.js';
import { createSiteClientBase, type AuthFor, type SiteClientBase } from './site-client-base.js';
import { addSiteModules, buildModules, type SiteModuleFactories, type SiteModules } from './site-modules.js';

export { getSiteContext, type AuthStrategy, type SiteClientOptions } from './core/site-setup.js';
export type { AuthFor } from './site-client-base.js';
export type { SiteModuleFactories, SiteModules } from './site-modules.js';

export interface SiteClient<A = OAuthAuth | ApiKeyAuth> extends SiteClientBase<A>, Catalog, CatalogV3 {
  files: FilesModule;
}

/**
 * A client for one site and one user: its own axios instance, token state and storage, sign-in with every login flow,
 * and the `modules` given (`{ products, productsV3 }`), or every module when none are. It names every module and the
 * whole operation table (loaded on the first call), so a bundle holds them all: a browser app builds its client with
 * sitekit/light's `createSiteClient`, which holds only the modules it is given (docs/decisions.md#31).
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
    modules
      ? buildModules(modules, context)
      : { ...createCatalog(context), ...createCatalogV3(context), files: createFiles(context) },
  );
}
