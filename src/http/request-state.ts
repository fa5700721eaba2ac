import type { InternalAxiosRequestConfig } from 'axios';

/**
 * Per-request switches, passed through the generated SDK's `meta` option (the generated client forwards every option
 * into the axios config).
 */
export interface SiteRequestMeta {
  /** Do not attach this client's credentials (token endpoint, calls that carry their own `Authorization`). */
  skipAuth?: boolean;
  /** The request is idempotent although its method is not GET (a query sent by POST). */
  idempotent?: boolean;
  /**
   * The request may be resent only when the server cannot have processed it (the refresh-token grant: a processed
   * refresh has rotated the token it presents, so a resend would present a spent token).
   */
  resendOnlyIfUnprocessed?: boolean;
}

/** Bookkeeping of retries, kept on the axios config under a string key so that axios copies it to the next attempt. */
export interface RetryBookkeeping {
  attempt: number;
  renewedAfterUnauthorized: boolean;
}

type TrackedConfig = InternalAxiosRequestConfig & {
  meta?: SiteRequestMeta;
  path?: Record<string, unknown>;
  sitekit?: RetryBookkeeping;
};

export function requestMeta(config: InternalAxiosRequestConfig): SiteRequestMeta {
  return (config as TrackedConfig).meta ?? {};
}

export function pathParameters(config: InternalAxiosRequestConfig): Record<string, unknown> | undefined {
  return (config as TrackedConfig).path;
}

export function retryBookkeeping(config: InternalAxiosRequestConfig): RetryBookkeeping {
  return (config as TrackedConfig).sitekit ?? { attempt: 0, renewedAfterUnauthorized: false };
}

export function withBookkeeping(
  config: InternalAxiosRequestConfig,
  bookkeeping: RetryBookkeeping,
): InternalAxiosRequestConfig {
  return { ...config, sitekit: bookkeeping } as TrackedConfig;
}
