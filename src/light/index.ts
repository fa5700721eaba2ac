/**
 * sitekit/light: a site core and one function per call, for apps that count their bundle. A bundle holds the SDK
 * functions and request schemas of the calls the app imports, and no others.
 */
export { createSiteCore, type SiteCore, type CoreAuthFor } from '../site-core.js';
export { OAuthStrategy, type OAuthStrategyOptions } from '../auth/oauth-strategy.js';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from '../auth/api-key-strategy.js';
export type { OAuthTokens } from '../auth/oauth-tokens.js';
export type { SiteClientOptions, AuthStrategy } from '../core/site-setup.js';
export { getProduct, queryProducts } from './products.js';
export { getCollection, getCollectionBySlug, queryCollections } from './collections.js';
