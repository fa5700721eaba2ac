import { afterEach, describe, expect, it } from 'vitest';
import { isSiteApplicationError } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { LinkedClock } from '../support/linked-clock.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const QUERY_PATH = '/stores-reader/v1/products/query-platformized';

const sandbox = useSandboxUnderTest('demo');
afterEach(() => sandbox.clearFaults());

describe('a 401 from the API', () => {
  it('renews the tokens once and resends the request with the new access token', async () => {
    const clock = new LinkedClock(sandbox);
    const { site, log } = oauthClient(sandbox, { clock });
    await site.products.queryProducts().limit(1).find();
    const stale = site.auth.getTokens();
    log.clear();

    // The platform now considers the token expired; the client still thinks it is valid.
    await clock.advancePlatformOnly(4 * 60 * 60 + 60);
    const page = await site.products.queryProducts().limit(2).find();

    expect(page.items).toHaveLength(2);
    const renewed = site.auth.getTokens();
    expect(renewed.accessToken.value).not.toBe(stale.accessToken.value);
    expect(log.to(QUERY_PATH).map((request) => request.authorization)).toEqual([
      stale.accessToken.value,
      renewed.accessToken.value,
    ]);
    expect(log.grants('refresh_token')).toHaveLength(1);
    expect(log.grants('anonymous')).toHaveLength(0);
  });

  it('is not retried a second time when the retry is refused again', async () => {
    const { site, log } = oauthClient(sandbox);
    await site.products.queryProducts().limit(1).find();
    log.clear();
    await sandbox.addFault({ path: QUERY_PATH, status: 401, count: 0 });

    const failure = await siteErrorOf(site.products.queryProducts().limit(1).find());

    expect(failure.status).toBe(401);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('INJECTED_FAULT');
    expect(log.to(QUERY_PATH)).toHaveLength(2);
    expect(log.to('/oauth2/token')).toHaveLength(1);
  });

  it('renews once for many concurrent calls rejected with the same token', async () => {
    const clock = new LinkedClock(sandbox);
    const { site, log } = oauthClient(sandbox, { clock });
    await site.products.queryProducts().limit(1).find();
    const stale = site.auth.getTokens().accessToken.value;
    log.clear();
    await clock.advancePlatformOnly(4 * 60 * 60 + 60);

    const pages = await Promise.all(Array.from({ length: 20 }, () => site.products.queryProducts().limit(1).find()));

    expect(pages.every((page) => page.items.length === 1)).toBe(true);
    expect(log.to('/oauth2/token')).toHaveLength(1);
    const sent = log.to(QUERY_PATH).map((request) => request.authorization);
    expect(sent).toHaveLength(40);
    expect(sent.filter((token) => token === stale)).toHaveLength(20);
    expect(sent.filter((token) => token === site.auth.getTokens().accessToken.value)).toHaveLength(20);
  });
});
