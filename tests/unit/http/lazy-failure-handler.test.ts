import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { lazyFailureHandler } from '../../../src/http/lazy-failure-handler.js';
import { DEFAULT_RETRY } from '../../../src/http/retry-options.js';
import { InstantClock } from '../support/instant-clock.js';

describe('lazyFailureHandler', () => {
  it('loads the failure handler on the first failure and passes on the failures it does not retry, every time', async () => {
    const handler = lazyFailureHandler({
      instance: axios.create(),
      clock: new InstantClock(),
      retry: { ...DEFAULT_RETRY, retries: 0 },
      credentials: () => undefined,
    });
    for (let failure = 0; failure < 2; failure += 1) {
      const refused = new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED');
      expect(await handler(refused).catch((error: unknown) => error)).toBe(refused);
    }
  });

  it("passes on a failure that is not the transport's (a bug in a credential provider) as it is", async () => {
    const handler = lazyFailureHandler({
      instance: axios.create(),
      clock: new InstantClock(),
      retry: DEFAULT_RETRY,
      credentials: () => undefined,
    });
    const bug = new TypeError('headersFor is not a function');
    expect(await handler(bug as never).catch((error: unknown) => error)).toBe(bug);
  });
});
