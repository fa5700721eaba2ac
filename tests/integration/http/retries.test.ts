import { describe, expect, it } from 'vitest';
import { isSiteApplicationError, isSiteSystemError } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { apiKeyClient, oauthClient } from '../support/site-clients.js';
import { useFaultTarget } from '../support/fault-target.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('none');
const target = useFaultTarget(sandbox, 'Retry Target');

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function productCount(): Promise<number> {
  return (await target.admin.site.products.queryProducts().find()).totalCount!;
}

describe('429 with Retry-After', () => {
  it('a GET waits the Retry-After seconds, then succeeds', async () => {
    const { site, log } = oauthClient(sandbox);
    await site.auth.setTokens(await site.auth.generateVisitorTokens());
    await sandbox.addFault({ path: target.path, status: 429, retryAfter: 1 });
    const { value, ms } = await timed(() => site.products.getProduct(target.product.id!));
    expect(value.product?.name).toBe('Retry Target');
    expect(log.to(target.path)).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After given as an HTTP date is honoured too', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const retryAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
    await sandbox.addFault({ path: target.path, status: 429, retryAfter: retryAt.toUTCString() });
    const { value, ms } = await timed(() => site.products.getProduct(target.product.id!));
    expect(value.product?.id).toBe(target.product.id);
    expect(log.to(target.path)).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After beyond the client’s limit is reported at once instead of waited for', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, status: 429, retryAfter: 3600 });
    const { value: failure, ms } = await timed(() => siteErrorOf(site.products.getProduct(target.product.id!)));
    expect(failure.status).toBe(429);
    expect(isSiteApplicationError(failure) && failure.applicationError.code).toBe('THROTTLED');
    expect(log.to(target.path)).toHaveLength(1);
    expect(ms).toBeLessThan(1000);
  });

  it('a write is not retried on 429', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const before = await productCount();
    await sandbox.addFault({ path: '/stores/v1/products', method: 'POST', status: 429, retryAfter: 0 });
    const failure = await siteErrorOf(site.products.createProduct({ name: 'Throttled' }));
    expect(failure.status).toBe(429);
    expect(log.to('/stores/v1/products', 'POST')).toHaveLength(1);
    expect(await productCount()).toBe(before);
  });
});

describe('5xx', () => {
  it('a GET is retried with backoff until it succeeds', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, status: 500, count: 2 });
    const { product: read } = await site.products.getProduct(target.product.id!);
    expect(read?.id).toBe(target.product.id);
    expect(log.to(target.path)).toHaveLength(3);
  });

  it('a GET that keeps failing reports a system error after the retries', async () => {
    const { site, log } = apiKeyClient(sandbox);
    await sandbox.addFault({ path: target.path, status: 502, count: 0 });
    const failure = await siteErrorOf(site.products.getProduct(target.product.id!));
    expect(isSiteSystemError(failure)).toBe(true);
    expect(failure.status).toBe(502);
    expect(failure.message).toMatch(/^System error occurred, request-id: \d+\.\d+$/);
    expect(failure.requestId).toBe(failure.message.split(': ')[1]);
    expect(log.to(target.path)).toHaveLength(3);
  });

  it('the POST form of a long product query is retried like its GET form', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const path = '/stores-reader/v1/products/query-platformized';
    const padding = Array.from({ length: 600 }, (_, i) => `pad-${i}`);
    await sandbox.addFault({ path, method: 'POST', status: 500 });
    const page = await site.products
      .queryProducts()
      .in('id', [target.product.id!, ...padding])
      .find();
    expect(page.items.map((item) => item.id)).toEqual([target.product.id]);
    expect(log.to(path, 'POST')).toHaveLength(2);
  });

  it('a POST read of store variants is retried on 5xx', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const path = '/stores-reader/v1/variants/query';
    await sandbox.addFault({ path, method: 'POST', status: 503 });
    await site.products.queryStoreVariants({
      filter: { productId: target.product.id },
      paging: { limit: 10, offset: 0 },
    });
    expect(log.to(path, 'POST')).toHaveLength(2);
  });

  it('a write is sent once and its failure reported, never repeated', async () => {
    const { site, log } = apiKeyClient(sandbox);
    const before = await productCount();
    await sandbox.addFault({ path: '/stores/v1/products', method: 'POST', status: 503, retryAfter: 0 });
    const failure = await siteErrorOf(site.products.createProduct({ name: 'Not Retried' }));
    expect(isSiteSystemError(failure)).toBe(true);
    expect(log.to('/stores/v1/products', 'POST')).toHaveLength(1);
    expect(await productCount()).toBe(before);

    const patchPath = `/stores/v1/products/${target.product.id}`;
    await sandbox.addFault({ path: patchPath, method: 'PATCH', status: 500 });
    await siteErrorOf(site.products.updateProduct(target.product.id!, { name: 'Patched' }));
    expect(log.to(patchPath, 'PATCH')).toHaveLength(1);
    expect((await site.products.getProduct(target.product.id!)).product?.name).toBe('Retry Target');
  });
});
