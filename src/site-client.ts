import type { AxiosRequestConfig } from 'axios';
import { createApiKeyAuth, type ApiKeyAuth, type ApiKeyStrategyDescriptor } from './auth/api-key-strategy.js';
import { createOAuthAuth, type OAuthAuth } from './auth/oauth-auth.js';
import type { OAuthStrategyDescriptor } from './auth/oauth-strategy.js';
import { createCatalog, type Catalog } from './catalog/index.js';
import { createCatalogV3, type CatalogV3 } from './catalog-v3/index.js';
import { normalizeBaseURL } from './core/base-url.js';
import { useEnglishZodMessages } from './errors/zod-messages.js';
import { systemClock, type Clock } from './core/clock.js';
import type { SiteContext } from './core/site-context.js';
import { createHttpClient, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './http/create-http-client.js';
import type { CredentialProvider } from './http/credential-provider.js';
import type { ResponseCheck } from './http/response-check.js';
import { DEFAULT_RETRY, type RetryOptions } from './http/retry-policy.js';
import { assertClientTimeout } from './http/timeout-check.js';
import {
  createAuthentication,
  createRecovery,
  createVerification,
  type AuthenticationModule,
  type RecoveryModule,
  type VerificationModule,
} from './identity/index.js';
import { createRedirects, type RedirectsModule } from './redirects/index.js';

export type AuthStrategy = OAuthStrategyDescriptor | ApiKeyStrategyDescriptor;

/** `site.auth` for a strategy: the OAuth methods, or the API-key header helpers. */
export type AuthFor<S extends AuthStrategy> = S extends OAuthStrategyDescriptor ? OAuthAuth : ApiKeyAuth;

export interface SiteClientOptions<S extends AuthStrategy> {
  auth: S;
  /** The API host; every call, the token endpoint included, goes there. Default `https://www.wixapis.com`. */
  baseURL?: string;
  /** Per-attempt timeout of every request, in ms, from 0 to 2^31 − 1 (0: the deadline has passed). Default 30 000. */
  timeout?: number;
  /** The largest answer body read, in bytes; a larger answer fails with code `RESPONSE_TOO_LARGE`. Default 10 MiB. */
  maxResponseBytes?: number;
  /** Retry of idempotent requests; `false` turns it off. */
  retry?: Partial<RetryOptions> | false;
  /** Time source for token expiry, backoff and the browser flows' timeouts. */
  clock?: Clock;
  /** An axios adapter (`'fetch'`, `'xhr'`, `'http'` or a function); axios chooses by default. */
  adapter?: AxiosRequestConfig['adapter'];
  /**
   * Check answers against the contract: `validateResponses()` from `sitekit/validation` (tolerant: a mismatch is
   * reported and the answer passed on) or `validateResponses({ strict: true })` (a mismatch fails the call with a
   * SiteResponseValidationError). Default: answers are not checked. Requests are always checked before they are sent.
   */
  responseValidation?: ResponseCheck;
}

export interface SiteClient<A = OAuthAuth | ApiKeyAuth> extends Catalog, CatalogV3 {
  auth: A;
  redirects: RedirectsModule;
  authentication: AuthenticationModule;
  recovery: RecoveryModule;
  verification: VerificationModule;
}

const SITE_CONTEXT = Symbol.for('sitekit.SiteContext');

/** A client for one site and one user: its own axios instance, token state and storage. */
export function createSiteClient<S extends AuthStrategy>(options: SiteClientOptions<S>): SiteClient<AuthFor<S>> {
  useEnglishZodMessages(); // before the first request is checked, so violations read in English
  const baseURL = normalizeBaseURL(options.baseURL);
  assertClientTimeout(options.timeout);
  const clock = options.clock ?? systemClock;
  // Late-bound: the OAuth strategy needs the client (for the token endpoint) before it can provide credentials.
  const binding: { credentials?: CredentialProvider } = {};
  const client = createHttpClient({
    baseURL,
    timeoutMs: options.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: retryOptions(options.retry),
    clock,
    credentials: () => binding.credentials,
    adapter: options.adapter,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  });
  const context: SiteContext = { client, baseURL, clock, responseCheck: options.responseValidation };
  const modules = {
    redirects: createRedirects(context),
    authentication: createAuthentication(context),
    recovery: createRecovery(context),
    verification: createVerification(context),
  };
  const strategy = bindStrategy(options.auth, context, modules);
  binding.credentials = strategy.credentials;
  const site = {
    auth: strategy.auth as AuthFor<S>,
    ...modules,
    ...createCatalog(context),
    ...createCatalogV3(context),
  };
  Object.defineProperty(site, SITE_CONTEXT, { value: context, enumerable: false });
  return site;
}

/** The context a site client's modules share (its generated client, base URL and clock), e.g. for extensions. */
export function getSiteContext(site: SiteClient<unknown>): SiteContext {
  const context = (site as unknown as Record<symbol, SiteContext | undefined>)[SITE_CONTEXT];
  if (!context) throw new TypeError('Not a site client created by createSiteClient');
  return context;
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
      throw new TypeError('createSiteClient needs auth: OAuthStrategy({ clientId }) or ApiKeyStrategy({ apiKey })');
  }
}

function retryOptions(retry: SiteClientOptions<AuthStrategy>['retry']): RetryOptions {
  if (retry === false) return { ...DEFAULT_RETRY, retries: 0 };
  return { ...DEFAULT_RETRY, ...retry };
}
