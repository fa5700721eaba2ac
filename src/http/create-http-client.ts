import type { AxiosRequestConfig } from 'axios';
import { createClient, createConfig, type Client } from '../../generated/client/index.js';
import type { Clock } from '../core/clock.js';
import { createOriginCheck } from './credential-scope.js';
import type { CredentialProvider } from './credential-provider.js';
import { createRequestInterceptor } from './request-interceptor.js';
import { readableResponse } from './readable-response.js';
import { lazyFailureHandler } from './lazy-failure-handler.js';
import type { RetryOptions } from './retry-options.js';
import { withTypedErrors } from './typed-error-client.js';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** The largest answer body read by default (10 MiB); a larger one fails instead of being buffered whole. */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

export interface HttpClientOptions {
  baseURL: string;
  /** Per-attempt timeout of every request. */
  timeoutMs: number;
  retry: RetryOptions;
  clock: Clock;
  /** Late-bound, because the OAuth strategy itself needs this client for the token endpoint. */
  credentials: () => CredentialProvider | undefined;
  /** An axios adapter, e.g. `'fetch'` or `'http'`; axios picks one by default. */
  adapter?: AxiosRequestConfig['adapter'];
  /** The largest answer body accepted, in bytes. */
  maxResponseBytes: number;
}

/**
 * A generated client with its own axios instance and sitekit's interceptors installed; its calls throw SiteErrors only.
 * Redirects are never followed (the API does not redirect; following one would carry credentials and the body
 * elsewhere): a 3xx answer is an error. The `fetch` adapter honours this as `redirect: 'manual'`.
 */
export function createHttpClient(options: HttpClientOptions): Client {
  const config = createConfig({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    throwOnError: true,
    maxRedirects: 0,
    maxContentLength: options.maxResponseBytes,
  });
  const client = createClient(options.adapter ? { ...config, adapter: options.adapter } : config);
  const instance = client.instance;
  instance.interceptors.request.use(
    createRequestInterceptor({ isApiOrigin: createOriginCheck(options.baseURL), credentials: options.credentials }),
  );
  instance.interceptors.response.use(
    readableResponse,
    lazyFailureHandler({ instance, clock: options.clock, retry: options.retry, credentials: options.credentials }),
  );
  return withTypedErrors(client);
}
