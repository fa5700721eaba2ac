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

type Storefront = ReturnType<typeof useStorefront>['result']['current'];

/** A write through a hook: the request it sends first, and the reads it makes the storefront do again. */
interface WriteCase {
  name: string;
  write: (storefront: Storefront) => Promise<unknown>;
  sends: { method: string; path: string; body: unknown };
  refetches: Partial<ReturnType<typeof readCounts>>;
}

const WRITES: WriteCase[] = [
  {
    name: 'creating a product refreshes the product lists, not the single products',
    write: (storefront) => storefront.createProduct.mutateAsync({ name: 'New shirt' }),
    sends: { method: 'POST', path: '/stores/v1/products', body: { product: { name: 'New shirt' } } },
    refetches: { list: 1, productA: 0, productB: 0 },
  },
  {
    name: "adding to a collection refreshes that collection's queries and its new products, not other collections",
    write: (storefront) => storefront.addToCollection.mutateAsync({ id: 'C1', productIds: ['A'] }),
    sends: { method: 'POST', path: '/stores/v1/collections/C1/productIds', body: { id: 'C1', productIds: ['A'] } },
    refetches: { list: 1, productA: 1, productB: 0, summer: 1, winter: 0 },
  },
  {
    name: 'updating a product refreshes that product and the lists',
    write: (storefront) => storefront.updateProduct.mutateAsync({ id: 'B', product: { name: 'Renamed' } }),
    sends: { method: 'PATCH', path: '/stores/v1/products/B', body: { product: { name: 'Renamed', id: 'B' } } },
    refetches: { list: 1, productA: 0, productB: 1, summer: 0, winter: 0 },
  },
  {
    name: 'deleting a product refreshes it, the lists and the collections (their product counts)',
    write: (storefront) => storefront.deleteProduct.mutateAsync('A'),
    sends: { method: 'DELETE', path: '/stores/v1/products/A', body: undefined },
    refetches: { list: 1, productA: 1, productB: 0, summer: 1, winter: 1 },
  },
  {
    name: 'a bulk change refreshes every listed product',
    write: (storefront) => storefront.bulkAdjust.mutateAsync({ adjust: { price: { amount: 5 } }, ids: ['A', 'B'] }),
    sends: {
      method: 'POST',
      path: '/stores/v1/bulk/products/adjust-properties',
      body: { adjust: { price: { amount: 5 } }, ids: ['A', 'B'] },
    },
    refetches: { list: 1, productA: 1, productB: 1, summer: 0, winter: 0 },
  },
];

describe('catalog write hooks', () => {
  const server = useCatalogServer();

  it.each(WRITES)('$name', async ({ write, sends, refetches }) => {
    server.answer(answer);
    const { result } = useStorefront();
    await settled(result);
    server.requests.length = 0;
    await act(() => write(result.current));
    await settled(result);
    const [first] = server.requests;
    expect({ method: first?.method, path: first?.path, body: first?.body }).toEqual(sends);
    expect(readCounts(server.requests)).toMatchObject(refetches);
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
