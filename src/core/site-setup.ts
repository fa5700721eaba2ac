import type { AxiosRequestConfig } from 'axios';
import type { ApiKeyStrategyDescriptor } from '../auth/strategies/api-key-strategy.js';
import type { OAuthStrategyDescriptor } from '../auth/strategies/oauth-strategy.js';
import { createHttpClient, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from '../http/create-http-client.js';
import type { CredentialProvider } from '../http/credential-provider.js';
import type { OperationSource } from '../http/operation-source.js';
import type { ResponseCheck } from '../http/response-check.js';
import { DEFAULT_RETRY, type RetryOptions } from '../http/retry-options.js';
import { assertClientTimeout } from '../http/timeout-check.js';
import { normalizeBaseURL } from './base-url.js';
import { systemClock, type Clock } from './clock.js';
import type { SiteContext } from './site-context.js';

export type AuthStrategy = OAuthStrategyDescriptor | ApiKeyStrategyDescriptor;

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

/** A site's context, and the late binding of the credentials its requests carry. */
export interface SiteSetup {
  context: SiteContext;
  /** The OAuth strategy needs the client (for the token endpoint) before it can provide credentials. */
  bindCredentials(credentials: CredentialProvider): void;
}

/** The generated client with sitekit's interceptors, and the context a site's modules share. */
export function setUpSite(options: SiteClientOptions<AuthStrategy>, operations: OperationSource): SiteSetup {
  const baseURL = normalizeBaseURL(options.baseURL);
  assertClientTimeout(options.timeout);
  const clock = options.clock ?? systemClock;
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
  const context: SiteContext = { client, baseURL, clock, responseCheck: options.responseValidation, operations };
  return { context, bindCredentials: (credentials) => (binding.credentials = credentials) };
}

function retryOptions(retry: SiteClientOptions<AuthStrategy>['retry']): RetryOptions {
  if (retry === false) return { ...DEFAULT_RETRY, retries: 0 };
  return { ...DEFAULT_RETRY, ...retry };
}

export function unknownStrategy(): never {
  throw new TypeError('createSiteClient needs auth: OAuthStrategy({ clientId }) or ApiKeyStrategy({ apiKey })');
}

const SITE_CONTEXT = Symbol.for('sitekit.SiteContext');

/** Anything built by a `createSiteClient` (sitekit's or sitekit/light's): it has `auth`, and carries its context. */
export interface SiteHandle<A = unknown> {
  auth: A;
}

export function attachContext<T extends SiteHandle>(site: T, context: SiteContext): T {
  Object.defineProperty(site, SITE_CONTEXT, { value: context, enumerable: false });
  return site;
}

/** The context a site client's modules share (its generated client, base URL and clock), e.g. for extensions. */
export function getSiteContext(site: SiteHandle): SiteContext {
  const context = (site as unknown as Record<symbol, SiteContext | undefined>)[SITE_CONTEXT];
  if (!context) throw new TypeError('Not a site client created by createSiteClient');
  return context;
}
