// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import {
  categoryQueryKeys,
  useBulkAddItemsToCategory,
  useGetCategory,
  useGetProductV3,
  useListItemsInCategory,
  useListItemsInCategoryInfinite,
  useQueryCategoriesInfinite,
  useUpdateCategoryVisibility,
} from '../../../src/react/index.js';
import { getSiteContext } from '../../../src/site-client.js';
import { useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { apiKeySite, renderAnsweredHook, renderSiteHook, renderTwoPages } from './support/react-site.js';

const TREE = STORES_CATEGORY_TREE;
const item = (id: string) => ({ catalogItemId: id, appId: STORES_CATALOG_APP_ID });
const category = (id: string) => ({ id, name: `Category ${id}`, revision: '1' });

/** Answers each categories request by its path, and products by id. */
function answerCatalog(request: RecordedRequest): object {
  if (request.path.endsWith('/list-items')) return { items: [item('P1')], pagingMetadata: { cursors: {} } };
  if (request.path.endsWith('/visibility')) return { category: category('C1') };
  if (request.path.endsWith('/add-items')) return { results: [], bulkActionMetadata: {} };
  if (request.path.includes('/stores/v3/products/')) return { product: { id: 'P1', revision: '1' } };
  return { category: category(request.path.split('/').pop()!) };
}

const count = (server: ReturnType<typeof useCatalogServer>, pattern: RegExp) =>
  server.requests.filter((r) => r.method === 'GET' && pattern.test(r.path)).length;

describe('categories query hooks', () => {
  const server = useCatalogServer();

  it('caches getCategory under the generated key shape with the flat tree', async () => {
    server.answer(() => ({ category: category('C1') }));
    const site = apiKeySite();
    const { result, queryClient } = renderSiteHook(() => useGetCategory('C1', TREE), site);
    await waitFor(() => expect(result.current.data?.name).toBe('Category C1'));
    const key = categoryQueryKeys.getCategory(getSiteContext(site), 'C1', TREE);
    expect(queryClient.getQueryData(key)).toEqual(category('C1'));
    expect(server.requests[0]?.query).toEqual({ categoryId: 'C1', 'treeReference.appNamespace': '@wix/stores' });
  });

  it('pages a category query with only the cursor, keeping the tree beside it', async () => {
    const pages = [
      { categories: [category('A')], pagingMetadata: { cursors: { next: 'c2' } } },
      { categories: [category('B')], pagingMetadata: { cursors: {} } },
    ];
    const result = await renderTwoPages(server, pages, (site) =>
      useQueryCategoriesInfinite(site.categories.queryCategories({ treeReference: TREE }).limit(1), {
        treeReference: TREE,
      }),
    );
    expect(result.current.data?.pages.flatMap((page) => page.categories?.map((c) => c.id))).toEqual(['A', 'B']);
    expect(result.current.hasNextPage).toBe(false);
    expect(server.requests.map((r) => r.body)).toEqual([
      { query: { cursorPaging: { limit: 1 } }, treeReference: TREE },
      { query: { cursorPaging: { cursor: 'c2', limit: 1 } }, treeReference: TREE },
    ]);
  });

  it('continues a category listing with the cursor and page size only', async () => {
    const pages = [
      { items: [item('P1')], pagingMetadata: { cursors: { next: 'n2' } } },
      { items: [item('P2')], pagingMetadata: { cursors: {} } },
    ];
    const result = await renderTwoPages(server, pages, () =>
      useListItemsInCategoryInfinite('C1', TREE, { useCategoryArrangement: true, cursorPaging: { limit: 1 } }),
    );
    expect(result.current.data?.pages.flatMap((page) => page.items?.map((i) => i.catalogItemId))).toEqual(['P1', 'P2']);
    const { categoryId: _id, ...second } = server.requests[1]?.query ?? {};
    expect(second).toEqual({
      'treeReference.appNamespace': '@wix/stores',
      'cursorPaging.limit': '1',
      'cursorPaging.cursor': 'n2',
    });
  });
});

describe('categories mutation hooks', () => {
  const server = useCatalogServer();

  it('adding items to a category refreshes its listing and the v3 products, not another category’s listing', async () => {
    const { result } = renderAnsweredHook(server, answerCatalog, () => ({
      listC1: useListItemsInCategory('C1', TREE),
      listC2: useListItemsInCategory('C2', TREE),
      product: useGetProductV3('P1'),
      add: useBulkAddItemsToCategory(),
    }));
    await waitFor(() =>
      expect([result.current.listC1, result.current.listC2, result.current.product].every((q) => q.isSuccess)).toBe(
        true,
      ),
    );
    const before = {
      c1: count(server, /C1\/list-items$/),
      c2: count(server, /C2\/list-items$/),
      p: count(server, /products\/P1$/),
    };
    await act(() => result.current.add.mutateAsync(['C1', [item('P1')], { treeReference: TREE }]));
    await waitFor(() => expect(count(server, /C1\/list-items$/)).toBe(before.c1 + 1));
    await waitFor(() => expect(count(server, /products\/P1$/)).toBe(before.p + 1));
    expect(count(server, /C2\/list-items$/)).toBe(before.c2);
  });

  it('a visibility change refreshes category reads but leaves item listings alone', async () => {
    const { result } = renderAnsweredHook(server, answerCatalog, () => ({
      one: useGetCategory('C1', TREE),
      list: useListItemsInCategory('C1', TREE),
      hide: useUpdateCategoryVisibility(),
    }));
    await waitFor(() => expect(result.current.one.isSuccess && result.current.list.isSuccess).toBe(true));
    const before = { one: count(server, /categories\/C1$/), list: count(server, /list-items$/) };
    await act(() => result.current.hide.mutateAsync(['C1', { visible: false, revision: '1', treeReference: TREE }]));
    await waitFor(() => expect(count(server, /categories\/C1$/)).toBe(before.one + 1));
    expect(count(server, /list-items$/)).toBe(before.list);
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      categoryId: 'C1',
      visible: false,
      revision: '1',
      treeReference: TREE,
    });
  });
});
