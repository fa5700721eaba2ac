import {
  ApiKeyStrategy,
  createSiteClient,
  OAuthStrategy,
  type ApiKeyAuth,
  type AuthFor,
  type AuthStrategy,
  type Clock,
  type OAuthAuth,
  type OAuthStrategyOptions,
  type RetryOptions,
  type SiteClient,
} from '../../../src/index.js';
import { validateResponses } from '../../../src/validation/index.js';
import { RequestLog } from './request-log.js';
import type { SandboxUnderTest } from './sandbox-under-test.js';

export interface ClientOptions {
  clock?: Clock;
  timeout?: number;
  retry?: Partial<RetryOptions> | false;
  oauth?: Partial<Omit<OAuthStrategyOptions, 'clientId'>>;
}

export interface LoggedClient<A> {
  site: SiteClient<A>;
  log: RequestLog;
}

/** The integration suites fail on any answer off the contract. */
export const STRICT = validateResponses({ strict: true });

/** Retries without long waits: the rules are the production ones, only the backoff base is short. */
export const FAST_RETRY: Partial<RetryOptions> = { baseDelayMs: 20, maxDelayMs: 100 };

/** A client of the sandbox with `auth`, strict response checks and fast retries, recording its requests. */
function loggedClient<S extends AuthStrategy>(
  sandbox: SandboxUnderTest,
  auth: S,
  options: ClientOptions,
): LoggedClient<AuthFor<S>> {
  const log = new RequestLog();
  const site = createSiteClient({
    auth,
    baseURL: sandbox.url,
    adapter: log.adapter,
    responseValidation: STRICT,
    retry: options.retry ?? FAST_RETRY,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeout ? { timeout: options.timeout } : {}),
  });
  return { site, log };
}

/** A visitor's client (OAuthStrategy with the sandbox's development client id), recording its requests. */
export function oauthClient(sandbox: SandboxUnderTest, options: ClientOptions = {}): LoggedClient<OAuthAuth> {
  return loggedClient(sandbox, OAuthStrategy({ clientId: sandbox.clientId, ...options.oauth }), options);
}

/** The site owner's client (ApiKeyStrategy with the sandbox's admin API key), recording its requests. */
export function apiKeyClient(sandbox: SandboxUnderTest, options: ClientOptions = {}): LoggedClient<ApiKeyAuth> {
  return loggedClient(sandbox, ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }), options);
}
