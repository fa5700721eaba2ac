// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useAddProductsToCollection,
  useBulkAdjustProductProperty,
  useCreateProduct,
  useDeleteProduct,
  useGetCollectionBySlug,
  useGetProduct,
  useQueryProducts,
  useUpdateProduct,
} from '../../../src/react/index.js';
import { useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { apiKeySite, renderSiteHook } from './support/react-site.js';

const COLLECTIONS: Record<string, string> = { summer: 'C1', winter: 'C2' };

function answer(request: RecordedRequest) {
  if (request.path.includes('/bulk/')) return { results: [] };
  if (request.method === 'POST' && request.path === '/stores/v1/products') return { product: { id: 'NEW' } };
  if (request.method === 'PATCH') return { product: { id: 'UPDATED' } };
  if (request.method !== 'GET') return {};
  const slug = request.path.match(/collections\/slug\/(.+)$/)?.[1];
  if (slug) return { collection: { id: COLLECTIONS[slug], slug } };
  const id = request.path.match(/products\/([^/]+)$/)?.[1];
  if (id && id !== 'query-platformized') return { product: { id } };
  return { products: [{ id: 'A' }, { id: 'B' }], metadata: { total: 2 } };
}

/** How many GETs went to each read since the last reset. */
function readCounts(requests: RecordedRequest[]) {
  const count = (pattern: RegExp) => requests.filter((r) => r.method === 'GET' && pattern.test(r.path)).length;
  return {
    list: count(/query-platformized$/),
    productA: count(/products\/A$/),
    productB: count(/products\/B$/),
    summer: count(/slug\/summer$/),
    winter: count(/slug\/winter$/),
  };
}

function useStorefront() {
  const site = apiKeySite();
  return renderSiteHook(
    () => ({
      list: useQueryProducts(site.products.queryProducts().limit(10)),
      productA: useGetProduct('A'),
      productB: useGetProduct('B'),
      summer: useGetCollectionBySlug('summer'),
      winter: useGetCollectionBySlug('winter'),
      createProduct: useCreateProduct(),
      updateProduct: useUpdateProduct(),
      deleteProduct: useDeleteProduct(),
      addToCollection: useAddProductsToCollection(),
      bulkAdjust: useBulkAdjustProductProperty(),
    }),
    site,
  );
}

async function settled(result: { current: ReturnType<typeof useStorefront>['result']['current'] }) {
  await waitFor(() => {
    const { list, productA, productB, summer, winter } = result.current;
    for (const query of [list, productA, productB, summer, winter]) {
      expect(query.isSuccess && !query.isFetching).toBe(true);
    }
  });
}

describe('catalogue write hooks', () => {
  const server = useCatalogServer();

  it('creating a product refreshes the product lists, not the single products', async () => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => result.current.createProduct.mutateAsync({ name: 'New shirt' }));
    await settled(result);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/stores/v1/products' });
    expect(readCounts(server.requests)).toMatchObject({ list: 1, productA: 0, productB: 0 });
  });

  it("adding to a collection refreshes that collection's queries and its new products, not other collections", async () => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => result.current.addToCollection.mutateAsync({ id: 'C1', productIds: ['A'] }));
    await settled(result);
    expect(readCounts(server.requests)).toEqual({ list: 1, productA: 1, productB: 0, summer: 1, winter: 0 });
  });

  it('updating a product refreshes that product and the lists', async () => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => result.current.updateProduct.mutateAsync({ id: 'B', product: { name: 'Renamed' } }));
    await settled(result);
    expect(readCounts(server.requests)).toEqual({ list: 1, productA: 0, productB: 1, summer: 0, winter: 0 });
  });

  it('deleting a product refreshes it, the lists and the collections (their product counts)', async () => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => result.current.deleteProduct.mutateAsync('A'));
    await settled(result);
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', path: '/stores/v1/products/A' });
    expect(readCounts(server.requests)).toEqual({ list: 1, productA: 1, productB: 0, summer: 1, winter: 1 });
  });

  it('a bulk change refreshes every listed product', async () => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => result.current.bulkAdjust.mutateAsync({ adjust: { price: { amount: 5 } }, ids: ['A', 'B'] }));
    await settled(result);
    expect(server.requests[0]?.body).toEqual({ adjust: { price: { amount: 5 } }, ids: ['A', 'B'] });
    expect(readCounts(server.requests)).toEqual({ list: 1, productA: 1, productB: 1, summer: 0, winter: 0 });
  });

  it('a failed write refreshes nothing and reports the error', async () => {
    server.answer((request) =>
      request.method === 'GET' ? answer(request) : new Response('{"message":"boom"}', { status: 500 }),
    );
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(async () => {
      await result.current.createProduct.mutateAsync({ name: 'x' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.createProduct.isError).toBe(true));
    expect(readCounts(server.requests)).toEqual({ list: 0, productA: 0, productB: 0, summer: 0, winter: 0 });
  });
});
