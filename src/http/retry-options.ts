/** How a site client resends failed requests; the policy itself (src/http/retry-policy.ts) loads on a failure. */
export interface RetryOptions {
  /** Further attempts after the first one. Default 2. */
  retries: number;
  /** First backoff ceiling; doubles on every attempt. Default 300 ms. */
  baseDelayMs: number;
  /** Cap of the backoff ceiling. Default 5 000 ms. */
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the failure is reported instead. Default 60 000 ms. */
  maxRetryAfterMs: number;
  /** Source of jitter, in [0, 1). Injected by tests. */
  random: () => number;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  maxRetryAfterMs: 60_000,
  random: Math.random,
};
