import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// A consumer's imports: the built package by name, as an app that installed sitekit writes them.
import { ApiKeyStrategy, createSiteClient, getSiteContext, isSiteError, type SiteClient } from 'sitekit';
import { catalogQueryKeys } from 'sitekit/react';
import {
  getProductOptions,
  getProductQueryKey,
  queryProductsOptions,
  sdkClient,
  updateProductMutation,
} from 'sitekit/query';
import { startSandbox, type RunningSandbox } from 'sitekit/sandbox';

let sandbox: RunningSandbox;
let site: SiteClient;
let queries: QueryClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  site = createSiteClient({
    auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }),
    baseURL: sandbox.url,
  });
  queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterAll(async () => {
  queries.clear();
  await sandbox.close();
});

async function firstProductId(): Promise<string> {
  const page = await queries.fetchQuery(queryProductsOptions({ client: sdkClient(site) }));
  const id = page.products?.[0]?.id;
  if (!id) throw new Error('the demo store has no products');
  return id;
}

describe('sitekit/query bound to a site client', () => {
  it('reads through the site client, with its API key, and caches under the generated key', async () => {
    const id = await firstProductId();
    const options = getProductOptions({ client: sdkClient(site), path: { id }, query: { id } });
    const response = await queries.fetchQuery(options);
    expect(response.product?.id).toBe(id);
    expect(queries.getQueryData(getProductQueryKey({ client: sdkClient(site), path: { id }, query: { id } }))).toBe(
      response,
    );
  });

  it("shares the cache with sitekit/react's hooks: both build the same key", async () => {
    const id = await firstProductId();
    const generated = getProductQueryKey({ client: sdkClient(site), path: { id }, query: { id } });
    expect(catalogQueryKeys.getProduct(getSiteContext(site), id)).toEqual(generated);
  });

  it('runs a generated mutation with the site client and fails with a SiteError', async () => {
    const id = await firstProductId();
    const mutation = updateProductMutation({ client: sdkClient(site) });
    const renamed = await mutation.mutationFn!(
      { path: { id }, body: { product: { name: 'Renamed through sitekit/query' } } },
      undefined as never,
    );
    expect(renamed.product?.name).toBe('Renamed through sitekit/query');

    const missing = getProductOptions({ client: sdkClient(site), path: { id: 'no-such-product' }, query: {} });
    const failure = await queries.fetchQuery(missing).catch((error: unknown) => error);
    expect(isSiteError(failure)).toBe(true);
    expect((failure as { status?: number }).status).toBe(404);
  });
});
