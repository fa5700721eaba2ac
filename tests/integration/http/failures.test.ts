import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteAbortError, isSiteNetworkError, isSiteTimeoutError } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useFaultTarget } from '../support/fault-target.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
const target = useFaultTarget(sandbox, 'Fault Target');
beforeAll(async () => {
  await target.admin.site.products.createProduct({ name: 'Second Product' });
});

describe('dropped connections', () => {
  it('a GET whose connection drops once is retried and succeeds', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, drop: true });
    expect((await site.products.getProduct(target.product.id!)).product?.name).toBe('Fault Target');
    expect(log.to(target.path)).toHaveLength(2);
  });

  it('a GET whose connection keeps dropping fails with SiteNetworkError after the retries', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, drop: true, count: 0 });
    const failure = await siteErrorOf(site.products.getProduct(target.product.id!));
    expect(isSiteNetworkError(failure)).toBe(true);
    expect(failure.code).toBe('NETWORK_ERROR');
    expect(failure.status).toBeUndefined();
    expect(log.to(target.path)).toHaveLength(3);
  });

  it('a visitor’s first call fails the same way when the token endpoint drops, without a second visitor', async () => {
    const { site, log } = oauthClient(sandbox);
    await sandbox.addFault({ path: '/oauth2/token', drop: true, count: 0 });
    const failure = await siteErrorOf(site.products.getProduct(target.product.id!));
    expect(failure.kind).toBe('token');
    expect(log.grants('anonymous')).toHaveLength(1);
    expect(log.to(target.path)).toHaveLength(0);
  });
});

describe('latency and timeouts', () => {
  it('a GET slower than the timeout fails with SiteTimeoutError, each attempt timed out', async () => {
    const { site, log } = apiKeyClient(sandbox, { timeout: 200 });
    await sandbox.addFault({ path: target.path, latencyMs: 1500, count: 0 });
    const started = performance.now();
    const failure = await siteErrorOf(site.products.getProduct(target.product.id!));
    const elapsed = performance.now() - started;
    expect(isSiteTimeoutError(failure)).toBe(true);
    expect(failure.code).toBe('TIMEOUT');
    expect(log.to(target.path)).toHaveLength(3);
    expect(elapsed).toBeGreaterThanOrEqual(3 * 200);
    expect(elapsed).toBeLessThan(1500);
  });

  it('a per-call timeout overrides the client’s, and a later fast attempt succeeds', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, latencyMs: 1000, count: 1 });
    const { product: read } = await site.products.getProduct(target.product.id!, {}, { timeoutMs: 150 });
    expect(read?.id).toBe(target.product.id);
    expect(log.to(target.path)).toHaveLength(2);
  });

  it('a slow write times out once and is not resent', async () => {
    const { site, log } = apiKeyClient(sandbox, { timeout: 200 });
    await sandbox.addFault({ path: '/stores/v1/products', method: 'POST', latencyMs: 600 });
    const failure = await siteErrorOf(site.products.createProduct({ name: 'Slow Write' }));
    expect(isSiteTimeoutError(failure)).toBe(true);
    await sleep(800);
    expect(log.to('/stores/v1/products', 'POST')).toHaveLength(1);
  });
});

describe('AbortSignal', () => {
  it.each([
    { what: 'a request in flight: SiteAbortError at once, no retry', fault: { latencyMs: 3000 }, abortAfterMs: 100 },
    { what: 'the wait before a retry', fault: { status: 429, retryAfter: 30 }, abortAfterMs: 200 },
  ])('cancels $what', async ({ fault, abortAfterMs }) => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, ...fault });
    const controller = new AbortController();
    const started = performance.now();
    const pending = siteErrorOf(site.products.getProduct(target.product.id!, {}, { signal: controller.signal }));
    await sleep(abortAfterMs);
    controller.abort();
    const failure = await pending;
    expect(isSiteAbortError(failure)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(log.to(target.path)).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const failure = await siteErrorOf(
      site.products.getProduct(target.product.id!, {}, { signal: AbortSignal.abort() }),
    );
    expect(isSiteAbortError(failure)).toBe(true);
    expect(log.to(target.path)).toHaveLength(0);
  });

  it('cancels every page of an iteration through find(call)', async () => {
    const { site } = apiKeyClient(sandbox);
    const controller = new AbortController();
    const first = await site.products.queryProducts().limit(1).find({ signal: controller.signal });
    expect(first.hasNext()).toBe(true);
    controller.abort();
    expect(isSiteAbortError(await siteErrorOf(first.next()))).toBe(true);
  });
});
