// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useDecrementInventory,
  useGetAbandonedCart,
  useGetCollection,
  useGetInventoryVariants,
  useGetProduct,
  useIncrementInventory,
  useQueryAbandonedCarts,
  useQueryCollections,
  useQueryInventory,
  useQueryProductVariants,
  useUpdateCollection,
  useUpdateInventoryVariants,
} from '../../../src/react/index.js';
import { decodeEncodedRequest, useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { apiKeySite, renderAnsweredHook, renderSiteHook } from './support/react-site.js';

const ITEM = { id: 'I1', productId: 'A', trackQuantity: true, variants: [{ variantId: 'V1', quantity: 3 }] };

function answer(request: RecordedRequest) {
  const { method, path } = request;
  if (path === '/v2/collections/query') {
    return { collections: [{ id: 'C1', name: 'Summer' }], metadata: { count: 1, offset: 0 } };
  }
  if (path.startsWith('/v2/collections/')) return { collection: { id: 'C1', name: 'Summer' } };
  if (path.endsWith('/getVariants')) return { inventoryItem: ITEM };
  if (path.endsWith('/inventoryItems/query')) return { inventoryItems: [ITEM], totalResults: 1 };
  if (path === '/v1/abandonedCarts/query') return { abandonedCarts: [{ id: 'AC1' }], totalResults: 1 };
  if (path.startsWith('/v1/abandonedCarts/')) return { abandonedCart: { id: 'AC1', status: 'ABANDONED' } };
  if (path.endsWith('/variants/query')) return { variants: [], totalResults: 0 };
  if (method === 'GET' && path.startsWith('/stores-reader/v1/products/'))
    return { product: { id: path.split('/')[4] } };
  return method === 'PATCH' && path.startsWith('/stores/v1/collections/') ? { collection: { id: 'C1' } } : {};
}

describe('collection, inventory and abandoned-cart read hooks', () => {
  const server = useCatalogServer();

  it('answer through the site client, each on its own path', async () => {
    const { result } = renderAnsweredHook(server, answer, (site) => ({
      collections: useQueryCollections(site.collections.queryCollections().startsWith('name', 'S').limit(10)),
      collection: useGetCollection('C1'),
      inventory: useQueryInventory({ query: { filter: '{"trackQuantity":true}' } }),
      variants: useGetInventoryVariants('I1', { variantIds: ['V1'] }),
      carts: useQueryAbandonedCarts({ query: { paging: { limit: 5 } } }),
      cart: useGetAbandonedCart('AC1'),
    }));
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true));
    const { collections, collection, inventory, variants, carts, cart } = result.current;
    expect(collections.data).toMatchObject({ items: [{ id: 'C1' }], totalCount: undefined, hasNext: false });
    expect(collection.data?.collection?.id).toBe('C1');
    expect(inventory.data?.totalResults).toBe(1);
    expect(variants.data?.inventoryItem?.id).toBe('I1');
    expect(carts.data?.abandonedCarts?.[0]?.id).toBe('AC1');
    expect(cart.data?.abandonedCart?.status).toBe('ABANDONED');

    const collectionQuery = server.requests.find((r) => r.path === '/v2/collections/query')!;
    expect(decodeEncodedRequest(collectionQuery.query['.r'] as string)).toEqual({
      query: { filter: { name: { $startsWith: 'S' } }, paging: { offset: 0, limit: 10 } },
    });
    expect(server.requests.find((r) => r.path.endsWith('/getVariants'))?.body).toEqual({
      inventoryId: 'I1',
      variantIds: ['V1'],
    });
  });

  it('an error names the argument, as the site client does', async () => {
    server.answer(
      () =>
        new Response(
          JSON.stringify({
            message: 'bad',
            details: { validationError: { fieldViolations: [{ field: 'query.filter', description: 'bad' }] } },
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const { result } = renderSiteHook(() => useQueryInventory({ query: { filter: '{' } }), apiKeySite());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as { fieldViolations?: Array<{ field: string }> }).fieldViolations?.[0]?.field).toBe(
      'options.query.filter',
    );
  });
});

/** GETs and POST reads made since the last reset, by what they read. */
function reads(requests: RecordedRequest[]) {
  const count = (test: (r: RecordedRequest) => boolean) => requests.filter(test).length;
  return {
    productA: count((r) => r.method === 'GET' && r.path === '/stores-reader/v1/products/A'),
    productB: count((r) => r.method === 'GET' && r.path === '/stores-reader/v1/products/B'),
    variantsA: count((r) => r.path === '/stores-reader/v1/products/A/variants/query'),
    inventory: count((r) => r.path.endsWith('/getVariants')),
    collections: count((r) => r.path === '/v2/collections/query'),
  };
}

function useStockPage() {
  const site = apiKeySite();
  return renderSiteHook(
    () => ({
      productA: useGetProduct('A'),
      productB: useGetProduct('B'),
      variantsA: useQueryProductVariants('A'),
      inventory: useGetInventoryVariants('I1'),
      collections: useQueryCollections({}),
      updateStock: useUpdateInventoryVariants(),
      increment: useIncrementInventory(),
      decrement: useDecrementInventory(),
      updateCollection: useUpdateCollection(),
    }),
    site,
  );
}

type StockPage = ReturnType<typeof useStockPage>['result'];

async function settled(result: StockPage) {
  await waitFor(() => {
    const { productA, productB, variantsA, inventory, collections } = result.current;
    for (const query of [productA, productB, variantsA, inventory, collections]) {
      expect(query.isSuccess && !query.isFetching).toBe(true);
    }
  });
}

describe('stock write hooks', () => {
  const server = useCatalogServer();

  /** Renders the stock page and lets it settle; the function returned runs a mutation and tells what was read again. */
  async function settledStockPage() {
    server.answer(answer);
    const { result } = useStockPage();
    await settled(result);
    return async (mutate: (page: StockPage['current']) => Promise<unknown>) => {
      server.requests.length = 0;
      await act(() => mutate(result.current));
      await settled(result);
      return { refetched: reads(server.requests), requests: [...server.requests] };
    };
  }

  it('a stock change refreshes that product and its variants and the inventory, not other products', async () => {
    const mutate = await settledStockPage();
    const { refetched, requests } = await mutate((page) =>
      page.updateStock.mutateAsync({
        productId: 'A',
        inventoryItem: { trackQuantity: true, variants: [{ variantId: 'V1', quantity: 4 }] },
      }),
    );
    expect(requests[0]?.body).toEqual({
      inventoryItem: { trackQuantity: true, variants: [{ variantId: 'V1', quantity: 4 }], productId: 'A' },
    });
    expect(refetched).toEqual({ productA: 1, productB: 0, variantsA: 1, inventory: 1, collections: 0 });
  });

  it('increment and decrement refresh the products they name; an inventory id alone refreshes every product', async () => {
    const mutate = await settledStockPage();
    const incremented = await mutate((page) =>
      page.increment.mutateAsync([{ productId: 'B', variantId: 'V1', incrementBy: 1 }]),
    );
    expect(incremented.refetched).toEqual({ productA: 0, productB: 1, variantsA: 0, inventory: 1, collections: 0 });
    const decremented = await mutate((page) =>
      page.decrement.mutateAsync([{ inventoryId: 'I1', variantId: 'V1', decrementBy: 1 }]),
    );
    expect(decremented.refetched).toEqual({ productA: 1, productB: 1, variantsA: 1, inventory: 1, collections: 0 });
  });

  it('a collection change refreshes the collections list', async () => {
    const mutate = await settledStockPage();
    const { refetched } = await mutate((page) =>
      page.updateCollection.mutateAsync({ id: 'C1', collection: { name: 'Summer 2026' } }),
    );
    expect(refetched).toEqual({ productA: 0, productB: 0, variantsA: 0, inventory: 0, collections: 1 });
  });
});
