/**
 * sitekit/light: the client for apps that count their bundle. `createSiteClient({ auth, modules: { products } })`
 * builds only the modules given, and a bundle holds their operation rows, SDK functions and request schemas, and no
 * others (docs/decisions.md#31). The functions that take the site first (`getProduct(site, id)`) are the earlier form
 * of the same client, kept for the apps written for it.
 */
export { createSiteCore as createSiteClient, type SiteCore, type CoreAuthFor } from '../site-core.js';
export type { SiteModuleFactories, SiteModules } from '../site-modules.js';
export { OAuthStrategy, type OAuthStrategyOptions } from '../auth/strategies/oauth-strategy.js';
export { ApiKeyStrategy, type ApiKeyStrategyOptions } from '../auth/strategies/api-key-strategy.js';
export type { OAuthTokens } from '../auth/session/oauth-tokens.js';
export type { SiteClientOptions, AuthStrategy } from '../core/site-setup.js';
export { getProduct, queryProducts } from './products.js';
export { getCollection, getCollectionBySlug, queryCollections } from './collections.js';
