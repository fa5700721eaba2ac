import { createApiKeyAuth, type ApiKeyAuth } from './auth/api-key-strategy.js';
import type { OAuthStrategyDescriptor } from './auth/oauth-strategy.js';
import { createOAuthTokens, type OAuthTokens } from './auth/oauth-tokens.js';
import {
  attachContext,
  setUpSite,
  unknownStrategy,
  type AuthStrategy,
  type SiteClientOptions,
  type SiteHandle,
} from './core/site-setup.js';
import { rowsSource } from './http/operation-source.js';

/** `site.auth` of a site core: the token methods for OAuth, the API-key header helpers otherwise. */
export type CoreAuthFor<S extends AuthStrategy> = S extends OAuthStrategyDescriptor ? OAuthTokens : ApiKeyAuth;

/** A site client without modules: its calls are the functions of sitekit/light, each taking the core. */
export type SiteCore<A = OAuthTokens | ApiKeyAuth> = SiteHandle<A>;

/**
 * The transport, token state and storage of `createSiteClient`, with the same options, and no module: an app calls
 * `getProduct(site, id)` and the like, and its bundle holds the SDK functions and request schemas of those calls only
 * (the token grant needs no row of the table: token-grant-operation.ts). Every function of sitekit/light also accepts a full site client.
 */
export function createSiteCore<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteCore<CoreAuthFor<S>> {
  const { context, bindCredentials } = setUpSite(options, rowsSource({}));
  const strategy = options.auth;
  if (strategy?.type === 'oauth') {
    const { tokens, credentials } = createOAuthTokens(context, strategy.options);
    bindCredentials(credentials);
    return attachContext({ auth: tokens as CoreAuthFor<S> }, context);
  }
  if (strategy?.type === 'apiKey') {
    const { auth, credentials } = createApiKeyAuth(strategy.options);
    bindCredentials(credentials);
    return attachContext({ auth: auth as CoreAuthFor<S> }, context);
  }
  return unknownStrategy();
}
