import { createApiKeyAuth, type ApiKeyAuth } from './auth/strategies/api-key-strategy.js';
import { createOAuthAuth, type OAuthAuth } from './auth/strategies/oauth-auth.js';
import type { OAuthStrategyDescriptor } from './auth/strategies/oauth-strategy.js';
import { createCatalogVersioning, type CatalogVersioningModule } from './catalog-v3/catalog-versioning.js';
import { createCheckout, type CheckoutModule } from './checkout/index.js';
import type { SiteContext } from './core/site-context.js';
import type { AuthStrategy, SiteClientOptions } from './core/site-setup.js';
import { attachContext, setUpSite, unknownStrategy } from './core/site-setup.js';
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

export { addSiteModules } from './site-modules.js';

/** `site.auth` for a strategy: the OAuth methods, or the API-key header helpers. */
export type AuthFor<S extends AuthStrategy> = S extends OAuthStrategyDescriptor ? OAuthAuth : ApiKeyAuth;

/** A site client before its catalog modules: sign-in, redirects, checkout, and which catalog the site runs. */
export interface SiteClientBase<A = OAuthAuth | ApiKeyAuth> {
  auth: A;
  redirects: RedirectsModule;
  checkout: CheckoutModule;
  authentication: AuthenticationModule;
  recovery: RecoveryModule;
  verification: VerificationModule;
  catalogVersioning: CatalogVersioningModule;
}

/**
 * `createSiteClient` without the store catalog: an app that asks `catalogVersioning.getCatalogVersion()` first can
 * then load only the matching modules (`addSiteModules(site, createCatalog)` or `createCatalogV3`), so its bundle
 * never holds the other catalog's code.
 */
export function createSiteClientBase<S extends AuthStrategy>(
  options: SiteClientOptions<S>,
): SiteClientBase<AuthFor<S>> {
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
    {
      auth: strategy.auth as AuthFor<S>,
      ...modules,
      checkout: createCheckout(context),
      catalogVersioning: createCatalogVersioning(context),
    },
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
