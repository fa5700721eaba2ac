// @vitest-environment happy-dom
import type { JsonBodyType } from 'msw';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  catalogQueryKeys,
  useCountInfoSectionsV3,
  useCreateRibbonV3,
  useGetCustomizationV3,
  useGetProductV3,
  useQueryBrandsV3,
  useQueryProductsV3,
  useQueryRibbonsV3,
  useQueryRibbonsV3Infinite,
  useReorderCustomizationChoicesV3,
  useUpdateBrandV3,
} from '../../../src/react/index.js';
import { getSiteContext } from '../../../src/site-client.js';
import { useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { renderAnsweredHook, renderTwoPages } from './support/react-site.js';

const BRAND = { id: 'B1', revision: '2', name: 'Acme' };
const RIBBON = { id: 'R1', revision: '1', name: 'Sale' };
const CUSTOMIZATION = { id: 'C1', revision: '3', name: 'Color' };

/** Answers every read and write of the test's hooks as the platform would. */
function answer(request: RecordedRequest): JsonBodyType {
  const path = request.path;
  if (path.endsWith('/brands/query')) return { brands: [BRAND], pagingMetadata: { cursors: {} } };
  if (path.endsWith('/ribbons/query')) return { ribbons: [RIBBON], pagingMetadata: { cursors: {} } };
  if (path.endsWith('/products/query')) return { products: [{ id: 'P1' }], pagingMetadata: { cursors: {} } };
  if (path.includes('/brands/')) return { brand: BRAND };
  if (path.endsWith('/ribbons')) return { ribbon: RIBBON };
  if (path.includes('/customizations/')) return { customization: CUSTOMIZATION };
  if (path.endsWith('/count')) return { count: 4 };
  return { product: { id: 'P1' } };
}

const countOf = (requests: RecordedRequest[], ending: string) =>
  requests.filter((request) => request.path.endsWith(ending)).length;

describe('catalog v3 brand, ribbon, info-section and customization hooks', () => {
  const server = useCatalogServer();

  it('renaming a brand refreshes brand lists and every v3 product read, not the ribbons', async () => {
    const { result } = renderAnsweredHook(server, answer, () => ({
      brands: useQueryBrandsV3({}),
      ribbons: useQueryRibbonsV3({}),
      products: useQueryProductsV3({}),
      product: useGetProductV3('P1'),
      rename: useUpdateBrandV3(),
    }));
    await waitFor(() =>
      expect(['brands', 'ribbons', 'products', 'product'].every((k) => result.current[k as 'brands'].isSuccess)).toBe(
        true,
      ),
    );
    const before = (ending: string) => countOf(server.requests, ending);
    const counts = {
      brands: before('/brands/query'),
      ribbons: before('/ribbons/query'),
      products: before('/products/query'),
      product: before('/products/P1'),
    };
    await act(() => result.current.rename.mutateAsync(['B1', { revision: '2', name: 'Acme Inc' }]));
    await waitFor(() => expect(before('/brands/query')).toBe(counts.brands + 1));
    await waitFor(() => expect(before('/products/query')).toBe(counts.products + 1));
    await waitFor(() => expect(before('/products/P1')).toBe(counts.product + 1));
    expect(before('/ribbons/query')).toBe(counts.ribbons);
    expect(server.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      brand: { revision: '2', name: 'Acme Inc', id: 'B1' },
    });
  });

  it('creating a ribbon refreshes ribbon lists but leaves product reads alone', async () => {
    const { result } = renderAnsweredHook(server, answer, () => ({
      ribbons: useQueryRibbonsV3({}),
      products: useQueryProductsV3({}),
      create: useCreateRibbonV3(),
    }));
    await waitFor(() => expect(result.current.ribbons.isSuccess && result.current.products.isSuccess).toBe(true));
    const ribbons = countOf(server.requests, '/ribbons/query');
    const products = countOf(server.requests, '/products/query');
    await act(() => result.current.create.mutateAsync([{ name: 'Sale' }]));
    await waitFor(() => expect(countOf(server.requests, '/ribbons/query')).toBe(ribbons + 1));
    expect(countOf(server.requests, '/products/query')).toBe(products);
  });

  it('changing customization choices refreshes the product reads', async () => {
    const { result } = renderAnsweredHook(server, answer, () => ({
      product: useGetProductV3('P1'),
      reorder: useReorderCustomizationChoicesV3(),
    }));
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true));
    const before = countOf(server.requests, '/products/P1');
    await act(() => result.current.reorder.mutateAsync(['C1', '3', { choiceIds: ['c2', 'c1'] }]));
    await waitFor(() => expect(countOf(server.requests, '/products/P1')).toBe(before + 1));
  });

  it('pages the ribbons query over POST, sending only the cursor after the first page', async () => {
    const pages = [
      { ribbons: [RIBBON], pagingMetadata: { cursors: { next: 'n2' } } },
      { ribbons: [{ ...RIBBON, id: 'R2' }], pagingMetadata: { cursors: {} } },
    ];
    const result = await renderTwoPages(server, pages, (site) =>
      useQueryRibbonsV3Infinite(site.ribbonsV3.queryRibbons().eq('name', 'Sale').limit(1), {
        fields: ['ASSIGNED_PRODUCT_COUNT'],
      }),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(server.requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { query: { filter: { name: 'Sale' }, cursorPaging: { limit: 1 } }, fields: ['ASSIGNED_PRODUCT_COUNT'] }],
      ['POST', { query: { cursorPaging: { cursor: 'n2', limit: 1 } }, fields: ['ASSIGNED_PRODUCT_COUNT'] }],
    ]);
  });

  it('caches a customization under its key and counts info sections with a POST', async () => {
    const { result, queryClient, site } = renderAnsweredHook(server, answer, () => ({
      customization: useGetCustomizationV3('C1', { fields: ['CHOICE_DISPLAY_IMAGE'] }),
      count: useCountInfoSectionsV3({ filter: { title: 'Care' } }),
    }));
    await waitFor(() => expect(result.current.count.data).toEqual({ count: 4 }));
    await waitFor(() => expect(result.current.customization.data?.name).toBe('Color'));
    const key = catalogQueryKeys.getCustomizationV3(getSiteContext(site), 'C1', { fields: ['CHOICE_DISPLAY_IMAGE'] });
    expect(queryClient.getQueryData(key as readonly unknown[])).toEqual(CUSTOMIZATION);
    const count = server.requests.find((request) => request.path.endsWith('/info-sections/count'));
    expect([count?.method, count?.body]).toEqual(['POST', { filter: { title: 'Care' } }]);
  });
});
