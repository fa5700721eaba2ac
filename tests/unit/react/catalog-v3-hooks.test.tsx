// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProductBySlugV3QueryKey } from '../../../generated/@tanstack/react-query.gen.js';
import {
  catalogQueryKeys,
  useGetInventoryItemV3,
  useGetProductBySlugV3,
  useGetProductV3,
  useQueryProductsV3Infinite,
  useQueryVariantsV3,
  useUpdateProductV3,
} from '../../../src/react/index.js';
import { getSiteContext } from '../../../src/site-client.js';
import { useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { apiKeySite, renderSiteHook } from './support/react-site.js';

const decoded = (request: RecordedRequest) =>
  JSON.parse(Buffer.from(request.query['.r'] as string, 'base64url').toString('utf8')) as unknown;

describe('catalog v3 query hooks', () => {
  const server = useCatalogServer();

  it('pages a product query with fetchNextPage, sending only the cursor, and stops on a repeated cursor', async () => {
    const pages = [
      { products: [{ id: 'A' }], pagingMetadata: { cursors: { next: 'c2' } } },
      { products: [{ id: 'B' }], pagingMetadata: { cursors: { next: 'c2' } } },
    ];
    server.answer(() => pages.shift() ?? {});
    const site = apiKeySite();
    const { result } = renderSiteHook(
      () =>
        useQueryProductsV3Infinite(site.productsV3.queryProducts().eq('visible', true).limit(1), { fields: ['URL'] }),
      site,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((page) => page.products?.map((p) => p.id))).toEqual(['A', 'B']);
    expect(result.current.hasNextPage).toBe(false);
    expect(server.requests.map(decoded)).toEqual([
      { query: { filter: { visible: true }, cursorPaging: { limit: 1 } }, fields: ['URL'] },
      { query: { cursorPaging: { cursor: 'c2', limit: 1 } }, fields: ['URL'] },
    ]);
  });

  it('caches getProductV3 under the generated key shape', async () => {
    server.answer(() => ({ product: { id: 'A', name: 'Linen' } }));
    const site = apiKeySite();
    const { result, queryClient } = renderSiteHook(() => useGetProductV3('A'), site);
    await waitFor(() => expect(result.current.data?.name).toBe('Linen'));
    const key = catalogQueryKeys.getProductV3(getSiteContext(site), 'A');
    expect(queryClient.getQueryData(key)).toEqual({ id: 'A', name: 'Linen' });
  });

  it("reads a product by slug with the contract's call: read, cached under the generated key builder's key", async () => {
    server.answer(() => ({ product: { id: 'A', slug: 'linen', name: 'Linen' } }));
    const site = apiKeySite();
    const { result, queryClient } = renderSiteHook(() => useGetProductBySlugV3('linen', { fields: ['URL'] }), site);
    await waitFor(() => expect(result.current.data?.product?.name).toBe('Linen'));
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/stores/v3/products/slug/linen',
      query: { slug: 'linen', fields: 'URL' },
    });
    const context = getSiteContext(site);
    const key = getProductBySlugV3QueryKey({
      client: context.client,
      path: { slug: 'linen' },
      query: { slug: 'linen', fields: ['URL'] },
    });
    expect(catalogQueryKeys.getProductBySlugV3(context, 'linen', { fields: ['URL'] })).toEqual(key);
    expect(queryClient.getQueryData(key)).toEqual({ product: { id: 'A', slug: 'linen', name: 'Linen' } });
  });
});

describe('catalog v3 mutation hooks', () => {
  const server = useCatalogServer();

  it('a product update refreshes that product, its variants and inventory items, not another product', async () => {
    server.answer((request) => {
      if (request.path.endsWith('/query-variants')) return { variants: [] };
      if (request.path.includes('/inventory-items/')) return { inventoryItem: { id: 'I1' } };
      const id = request.path.match(/products\/([^/]+)$/)?.[1] ?? 'A';
      return { product: { id, revision: '2' } };
    });
    const site = apiKeySite();
    const { result } = renderSiteHook(
      () => ({
        productA: useGetProductV3('A'),
        productB: useGetProductV3('B'),
        variants: useQueryVariantsV3({ filter: { 'productData.productId': 'A' } }),
        stock: useGetInventoryItemV3('I1'),
        update: useUpdateProductV3(),
      }),
      site,
    );
    await waitFor(() =>
      expect(
        [result.current.productA, result.current.productB, result.current.variants, result.current.stock].every(
          (q) => q.isSuccess,
        ),
      ).toBe(true),
    );
    const count = (pattern: RegExp, method = 'GET') =>
      server.requests.filter((r) => r.method === method && pattern.test(r.path)).length;
    const before = {
      a: count(/products\/A$/),
      b: count(/products\/B$/),
      v: count(/query-variants$/, 'POST'),
      i: count(/inventory-items\/I1$/),
    };

    await act(() => result.current.update.mutateAsync(['A', { revision: '1', name: 'Renamed' }]));
    await waitFor(() => expect(count(/products\/A$/)).toBe(before.a + 1));
    await waitFor(() => expect(count(/query-variants$/, 'POST')).toBe(before.v + 1));
    await waitFor(() => expect(count(/inventory-items\/I1$/)).toBe(before.i + 1));
    expect(count(/products\/B$/)).toBe(before.b);
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      product: { revision: '1', name: 'Renamed', id: 'A' },
    });
  });
});
