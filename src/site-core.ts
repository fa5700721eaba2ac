import type { ApiKeyAuth, createApiKeyAuth } from './auth/strategies/api-key-strategy.js';
import type { OAuthStrategyDescriptor } from './auth/strategies/oauth-strategy.js';
import { createOAuthTokens, type OAuthTokens } from './auth/session/oauth-tokens.js';
import { setUpOf } from './auth/strategies/strategy-descriptor.js';
import {
  attachContext,
  setUpSite,
  unknownStrategy,
  type AuthStrategy,
  type SiteClientOptions,
  type SiteHandle,
} from './core/site-setup.js';
import { rowsSource } from './http/operation-source.js';
import { addSiteModules, buildModules, type SiteModuleFactories, type SiteModules } from './site-modules.js';

/** `site.auth` of a site core: the token methods for OAuth, the API-key header helpers otherwise. */
export type CoreAuthFor<S extends AuthStrategy> = S extends OAuthStrategyDescriptor ? OAuthTokens : ApiKeyAuth;

/** A site client of sitekit/light before its modules: `auth`, and the context its modules and functions share. */
export type SiteCore<A = OAuthTokens | ApiKeyAuth> = SiteHandle<A>;

/**
 * sitekit/light's `createSiteClient`: the transport, token state and storage of sitekit's
 * `createSiteClient`, with the same options, and only the `modules` given, whose factories carry the operation rows
 * they call (src/modules/<module>.ts). It names no other module and no operation table, so an app's bundle
 * holds the modules it builds and nothing else (docs/decisions.md#31); the token grant needs no row
 * (src/auth/grants/token-grant-operation.ts). `site.auth` holds the token methods; the login flows come with sitekit's
 * `createSiteClient`.
 */
export function createSiteCore<S extends AuthStrategy, M extends SiteModuleFactories>(
  options: SiteClientOptions<S> & { modules: M },
): SiteCore<CoreAuthFor<S>> & SiteModules<M>;
export function createSiteCore<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteCore<CoreAuthFor<S>>;
export function createSiteCore<S extends AuthStrategy>(
  options: SiteClientOptions<S> & { modules?: SiteModuleFactories },
): SiteCore<CoreAuthFor<S>> {
  const { modules = {}, ...siteOptions } = options;
  return addSiteModules(coreOf(siteOptions), (context) => buildModules(modules, context));
}

function coreOf<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteCore<CoreAuthFor<S>> {
  const { context, bindCredentials } = setUpSite(options, rowsSource({}));
  const strategy = options.auth;
  if (strategy?.type === 'oauth') {
    const { tokens, credentials } = createOAuthTokens(context, strategy.options);
    bindCredentials(credentials);
    return attachContext({ auth: tokens as CoreAuthFor<S> }, context);
  }
  // The API-key set-up comes with ApiKeyStrategy's descriptor, so a visitor app that never calls it does not bundle it.
  const apiKeySetUp = strategy?.type === 'apiKey' ? setUpOf<typeof createApiKeyAuth>(strategy) : undefined;
  if (strategy?.type === 'apiKey' && apiKeySetUp) {
    const { auth, credentials } = apiKeySetUp(strategy.options);
    bindCredentials(credentials);
    return attachContext({ auth: auth as CoreAuthFor<S> }, context);
  }
  return unknownStrategy();
}
