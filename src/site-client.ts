import { createApiKeyAuth, type ApiKeyAuth } from './auth/api-key-strategy.js';
import { createOAuthAuth, type OAuthAuth } from './auth/oauth-auth.js';
import type { OAuthStrategyDescriptor } from './auth/oauth-strategy.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { createCatalogV3, type CatalogV3 } from './catalog-v3/index.js';
import type { SiteContext } from './core/site-context.js';
import {
  attachContext,
  setUpSite,
  unknownStrategy,
  type AuthStrategy,
  type SiteClientOptions,
} from './core/site-setup.js';
import type { CredentialProvider } from './http/credential-provider.js';
import { wholeTable } from './http/whole-table.js';
import {
  createAuthentication,
  createRecovery,
  createVerification,
  type AuthenticationModule,
  type RecoveryModule,
  type VerificationModule,
} from './identity/index.js';
import { createRedirects, type RedirectsModule } from './redirects/index.js';

export { getSiteContext, type AuthStrategy, type SiteClientOptions } from './core/site-setup.js';

/** `site.auth` for a strategy: the OAuth methods, or the API-key header helpers. */
export type AuthFor<S extends AuthStrategy> = S extends OAuthStrategyDescriptor ? OAuthAuth : ApiKeyAuth;

export interface SiteClient<A = OAuthAuth | ApiKeyAuth> extends Catalog, CatalogV3 {
  auth: A;
  redirects: RedirectsModule;
  authentication: AuthenticationModule;
  recovery: RecoveryModule;
  verification: VerificationModule;
}

/**
 * A client for one site and one user: its own axios instance, token state and storage, and every module. A bundle
 * holds every operation's SDK function and request schema; `createSiteCore` (sitekit/light) holds only those called.
 */
export function createSiteClient<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteClient<AuthFor<S>> {
  const { context, bindCredentials } = setUpSite(options, wholeTable);
  const modules = {
    redirects: createRedirects(context),
    authentication: createAuthentication(context),
    recovery: createRecovery(context),
    verification: createVerification(context),
  };
  const strategy = bindStrategy(options.auth, context, modules);
  bindCredentials(strategy.credentials);
  return attachContext(
    { auth: strategy.auth as AuthFor<S>, ...modules, ...createCatalog(context), ...createCatalogV3(context) },
    context,
  );
}

function bindStrategy(
  strategy: AuthStrategy,
  context: SiteContext,
  modules: Parameters<typeof createOAuthAuth>[2],
): { auth: OAuthAuth | ApiKeyAuth; credentials: CredentialProvider } {
  switch (strategy?.type) {
    case 'oauth':
      return createOAuthAuth(context, strategy.options, modules);
    case 'apiKey':
      return createApiKeyAuth(strategy.options);
    default:
      return unknownStrategy();
  }
}
