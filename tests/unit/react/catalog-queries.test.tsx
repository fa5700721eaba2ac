// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getAbandonedCartQueryKey,
  getAllProductsCategoryV3QueryKey,
  getCatalogVersionQueryKey,
  getCollectionBySlugQueryKey,
  getCollectionQueryKey,
  getProductQueryKey,
  getStoreVariantQueryKey,
  listTreesQueryKey,
  getArrangedItemsQueryKey,
  getCategoryBySlugQueryKey,
  getCategoryQueryKey,
} from '../../../generated/@tanstack/react-query.gen.js';
import {
  useGetCollectionBySlug,
  useGetProduct,
  useGetProductOptionsAvailability,
  useGetStoreVariant,
  useQueryProducts,
  useQueryProductsInfinite,
  useQueryProductVariants,
  useQueryStoreVariants,
} from '../../../src/react/index.js';
import { catalogQueryKeys, categoryQueryKeys } from '../../../src/react/query-keys.js';
import { getSiteContext } from '../../../src/site-client.js';
import { isSiteValidationError } from '../../../src/errors/guards.js';
import {
  decodeEncodedRequest,
  useCatalogServer,
  validationFailure,
  type RecordedRequest,
} from '../catalog/support/catalog-server.js';
import { apiKeySite, renderSiteHook } from './support/react-site.js';

const PRODUCT = { id: 'P1', name: 'Linen Shirt', lastUpdated: '2026-03-14T09:42:17.512Z' };

function productQueryPaging(request: RecordedRequest): { offset: number; limit: number } {
  const payload = (request.body ?? decodeEncodedRequest(request.query['.r'] as string)) as {
    query: { paging: { offset: number; limit: number } };
  };
  return payload.query.paging;
}

/** 30 products, with offsets 10-19 answered empty while `total` still says 30. */
function storeWithEmptyMiddlePage(request: RecordedRequest) {
  const { offset, limit } = productQueryPaging(request);
  const ids = offset === 10 ? [] : Array.from({ length: Math.min(limit, 30 - offset) }, (_, i) => `p${offset + i}`);
  return { products: ids.map((id) => ({ id })), metadata: { count: ids.length, offset, total: 30 } };
}

describe('catalog query hooks', () => {
  const server = useCatalogServer();

  it('useGetProduct reads the product under the generated query key', async () => {
    server.answer(() => ({ product: PRODUCT }));
    const site = apiKeySite();
    const { result, queryClient } = renderSiteHook(
      () => useGetProduct('P1', { includeMerchantSpecificData: true }),
      site,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ product: PRODUCT });
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/stores-reader/v1/products/P1',
      query: { id: 'P1', includeMerchantSpecificData: 'true' },
    });
    const key = getProductQueryKey({
      client: getSiteContext(site).client,
      path: { id: 'P1' },
      query: { id: 'P1', includeMerchantSpecificData: true },
    });
    expect(queryClient.getQueryData(key)).toEqual({ product: PRODUCT });
  });

  it('keeps keys stable: two components asking for the same product share one request', async () => {
    server.answer(() => ({ product: PRODUCT }));
    const { result } = renderSiteHook(() => [useGetProduct('P1'), useGetProduct('P1')], apiKeySite());
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(server.requests).toHaveLength(1);
  });

  it('useGetCollectionBySlug and useGetStoreVariant read by their path parameter', async () => {
    server.answer((request) =>
      request.path.includes('/collections/')
        ? { collection: { id: 'C1', slug: 'summer' } }
        : { variant: { id: 'P1-V1' } },
    );
    const { result } = renderSiteHook(
      () => ({ collection: useGetCollectionBySlug('summer'), variant: useGetStoreVariant('P1-V1') }),
      apiKeySite(),
    );
    await waitFor(() => expect(result.current.collection.isSuccess && result.current.variant.isSuccess).toBe(true));
    expect(result.current.collection.data?.collection?.id).toBe('C1');
    expect(result.current.variant.data?.variant?.id).toBe('P1-V1');
  });

  // These reads are built from the contract (call: read); their keys are still the generated key builders', so that a
  // cache filled through sitekit/query is the same.
  it("the reads the contract describes whole keep the generated key builders' keys", () => {
    const context = getSiteContext(apiKeySite());
    const client = context.client;
    expect(catalogQueryKeys.getCollection(context, 'C1')).toEqual(
      getCollectionQueryKey({ client, path: { id: 'C1' }, query: { id: 'C1' } }),
    );
    expect(catalogQueryKeys.getCollectionBySlug(context, 'summer')).toEqual(
      getCollectionBySlugQueryKey({ client, path: { slug: 'summer' }, query: { slug: 'summer' } }),
    );
    expect(catalogQueryKeys.getAbandonedCart(context, 'AC1')).toEqual(
      getAbandonedCartQueryKey({ client, path: { id: 'AC1' }, query: { id: 'AC1' } }),
    );
    expect(catalogQueryKeys.getCatalogVersion(context)).toEqual(getCatalogVersionQueryKey({ client }));
    expect(catalogQueryKeys.getAllProductsCategoryV3(context)).toEqual(getAllProductsCategoryV3QueryKey({ client }));
    expect(catalogQueryKeys.listTrees(context)).toEqual(listTreesQueryKey({ client }));
    expect(catalogQueryKeys.getStoreVariant(context, 'P1-V1')).toEqual(
      getStoreVariantQueryKey({ client, path: { id: 'P1-V1' }, query: { id: 'P1-V1' } }),
    );
    expect(catalogQueryKeys.getProduct(context, 'P1', { includeMerchantSpecificData: true })).toEqual(
      getProductQueryKey({ client, path: { id: 'P1' }, query: { id: 'P1', includeMerchantSpecificData: true } }),
    );
  });

  // A POST that reads keeps the key its hand-written builder made: the path and the readable body.
  it('the POST reads and the counts the contract describes whole keep their keys: the path and the body', () => {
    const context = getSiteContext(apiKeySite());
    const baseURL = context.client.getConfig().baseURL;
    expect(catalogQueryKeys.getProductOptionsAvailability(context, 'P1', { Size: 'M' })).toEqual([
      { _id: 'getProductOptionsAvailability', baseURL, path: { id: 'P1' }, body: { id: 'P1', options: { Size: 'M' } } },
    ]);
    expect(catalogQueryKeys.queryProductVariants(context, 'P1', { variantIds: ['V1'] })).toEqual([
      { _id: 'queryProductVariants', baseURL, path: { id: 'P1' }, body: { id: 'P1', variantIds: ['V1'] } },
    ]);
    expect(catalogQueryKeys.countProductsV3(context, { filter: { visible: true } })).toEqual([
      { _id: 'countProductsV3', baseURL, body: { filter: { visible: true } } },
    ]);
    expect(catalogQueryKeys.countProductsV3(context)).toEqual([{ _id: 'countProductsV3', baseURL, body: {} }]);
    expect(catalogQueryKeys.countInventoryItemsV3(context, { filter: { inStock: true } })).toEqual([
      { _id: 'countInventoryItemsV3', baseURL, body: { filter: { inStock: true } } },
    ]);
    const tree = { appNamespace: '@wix/stores' };
    expect(catalogQueryKeys.countCategories(context, { treeReference: tree })).toEqual([
      { _id: 'countCategories', baseURL, body: { treeReference: tree } },
    ]);
    expect(catalogQueryKeys.getInventoryVariants(context, 'I1', { productId: 'P1' })).toEqual([
      {
        _id: 'getInventoryVariants',
        baseURL,
        path: { inventoryId: 'I1' },
        body: { inventoryId: 'I1', productId: 'P1' },
      },
    ]);
  });

  // A category's tree is spread into the query (`treeReference.appNamespace`), as the GET sends it.
  it("the categories' declared reads keep the generated key builders' keys, and categoryQueryKeys holds them", () => {
    const context = getSiteContext(apiKeySite());
    const client = context.client;
    const tree = { appNamespace: '@wix/stores', treeKey: null };
    const treeQuery = { 'treeReference.appNamespace': '@wix/stores' };
    expect(categoryQueryKeys.getCategory(context, 'C1', tree, { fields: ['BREADCRUMBS_INFO'] })).toEqual(
      getCategoryQueryKey({
        client,
        path: { categoryId: 'C1' },
        query: { categoryId: 'C1', ...treeQuery, fields: ['BREADCRUMBS_INFO'] },
      }),
    );
    expect(
      categoryQueryKeys.getCategoryBySlug(context, 'shirts', { appNamespace: '@wix/stores', treeKey: 'k' }),
    ).toEqual(
      getCategoryBySlugQueryKey({
        client,
        path: { slug: 'shirts' },
        query: { slug: 'shirts', ...treeQuery, 'treeReference.treeKey': 'k' },
      }),
    );
    expect(categoryQueryKeys.getArrangedItems(context, 'C1', tree)).toEqual(
      getArrangedItemsQueryKey({ client, path: { categoryId: 'C1' }, query: { categoryId: 'C1', ...treeQuery } }),
    );
    expect(categoryQueryKeys.listTrees(context)).toEqual(listTreesQueryKey({ client }));
  });

  it('the POST reads are cached queries too', async () => {
    server.answer((request) => {
      if (request.path.endsWith('productOptionsAvailability')) return { availableForPurchase: true };
      if (request.path.endsWith('/variants/query') && request.path.includes('/products/')) return { totalResults: 2 };
      return { variants: [{ id: 'P1-V1' }] };
    });
    const { result } = renderSiteHook(
      () => ({
        availability: useGetProductOptionsAvailability('P1', { Size: 'S' }),
        variants: useQueryProductVariants('P1', { choices: { Size: 'S' } }),
        storeVariants: useQueryStoreVariants({ filter: { productId: 'P1' } }),
      }),
      apiKeySite(),
    );
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true));
    expect(result.current.availability.data?.availableForPurchase).toBe(true);
    expect(result.current.variants.data?.totalResults).toBe(2);
    expect(result.current.storeVariants.data?.variants).toHaveLength(1);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
  });

  it('useQueryProducts takes a builder and answers a plain page', async () => {
    server.answer(storeWithEmptyMiddlePage);
    const site = apiKeySite();
    const { result } = renderSiteHook(
      () => useQueryProducts(site.products.queryProducts().eq('visible', true).skip(20).limit(10)),
      site,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      offset: 20,
      pageSize: 10,
      currentPage: 2,
      totalCount: 30,
      hasNext: false,
      hasPrev: true,
    });
    expect(result.current.data?.items.map((product) => product.id)).toHaveLength(10);
    expect(decodeEncodedRequest(server.requests[0]?.query['.r'] as string)).toEqual({
      query: { filter: { visible: true }, paging: { offset: 20, limit: 10 } },
    });
  });

  it('useQueryProducts takes a plain query, with 50 per page when it gives no paging', async () => {
    server.answer(() => ({ products: [PRODUCT], metadata: { total: 1 } }));
    const { result } = renderSiteHook(() => useQueryProducts({ filter: { brand: null } }), apiKeySite());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(productQueryPaging(server.requests[0] as RecordedRequest)).toEqual({ offset: 0, limit: 50 });
    expect(result.current.data?.items).toEqual([PRODUCT]);
  });

  it('useQueryProductsInfinite pages on past an empty middle page and stops at the end', async () => {
    server.answer(storeWithEmptyMiddlePage);
    const site = apiKeySite();
    const { result } = renderSiteHook(() => useQueryProductsInfinite(site.products.queryProducts().limit(10)), site);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages).toHaveLength(1);
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages[1]?.items).toEqual([]);
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(server.requests.map((request) => productQueryPaging(request).offset)).toEqual([0, 10, 20]);
  });

  it('useQueryProductsInfinite fetches the short page before a query that starts at offset 5', async () => {
    server.answer(storeWithEmptyMiddlePage);
    const site = apiKeySite();
    const { result } = renderSiteHook(
      () => useQueryProductsInfinite(site.products.queryProducts().skip(5).limit(10)),
      site,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasPreviousPage).toBe(true);
    await result.current.fetchPreviousPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(productQueryPaging(server.requests[1] as RecordedRequest)).toEqual({ offset: 0, limit: 5 });
    expect(result.current.hasPreviousPage).toBe(false);
  });

  it('surfaces request errors with the call’s argument names', async () => {
    server.answer(() => validationFailure(['paging.limit']));
    const { result } = renderSiteHook(() => useQueryProductVariants('P1', { paging: { limit: 10 } }), apiKeySite());
    await waitFor(() => expect(result.current.isError).toBe(true));
    const failure = result.current.error;
    expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field).toBe('options.paging.limit');
  });
});
