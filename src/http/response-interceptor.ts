import type { AxiosError, AxiosInstance, AxiosResponse } from 'axios';
import { sleep, type Clock } from '../core/clock.js';
import { SiteAbortError } from '../errors/transport-errors.js';
import type { CredentialProvider } from './credential-provider.js';
import { requestMeta, retryBookkeeping, withBookkeeping } from './request-state.js';
import type { RetryOptions } from './retry-options.js';
import { nextRetryDelay } from './retry-policy.js';

export interface FailureHandlerDeps {
  instance: AxiosInstance;
  clock: Clock;
  retry: RetryOptions;
  credentials: () => CredentialProvider | undefined;
}

/**
 * On failure: a 401 renews credentials once and resends; an idempotent request is resent after a backoff on a
 * network failure or 408/429/5xx, a request marked `resendOnlyIfUnprocessed` only after a refused connection or a
 * 429/503; any other failure goes on as it is, to the client that maps it (src/http/typed-error-client.ts).
 */
export function createFailureHandler(deps: FailureHandlerDeps) {
  return async (error: AxiosError): Promise<AxiosResponse> => {
    const config = error.config;
    if (!config) throw error;
    const bookkeeping = retryBookkeeping(config);
    const meta = requestMeta(config);

    if (error.response?.status === 401 && !meta.skipAuth && !bookkeeping.renewedAfterUnauthorized) {
      const provider = deps.credentials();
      const rejected = config.headers.get('Authorization');
      const signal = config.signal as AbortSignal | undefined;
      if (provider && (await provider.renewAfterUnauthorized(rejected ? String(rejected) : undefined, signal))) {
        return deps.instance.request(withBookkeeping(config, { ...bookkeeping, renewedAfterUnauthorized: true }));
      }
    }

    const delay = nextRetryDelay({
      error,
      method: config.method,
      markedIdempotent: meta.idempotent === true,
      onlyIfUnprocessed: meta.resendOnlyIfUnprocessed === true,
      attempt: bookkeeping.attempt,
      nowMs: deps.clock.now(),
      options: deps.retry,
    });
    if (delay === undefined) throw error;
    await waitBeforeRetry(deps.clock, delay, config.signal as AbortSignal | undefined);
    return deps.instance.request(withBookkeeping(config, { ...bookkeeping, attempt: bookkeeping.attempt + 1 }));
  };
}

async function waitBeforeRetry(clock: Clock, delay: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(clock, delay, signal);
  } catch (reason) {
    throw new SiteAbortError({ message: 'Request aborted while waiting to retry', cause: reason });
  }
}
