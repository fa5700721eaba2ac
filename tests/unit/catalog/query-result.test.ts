import { describe, expect, it } from 'vitest';
import type { PagingMetadata, Product } from '../../../generated/types.gen.js';
import { createProducts } from '../../../src/catalog/products.js';
import { MAX_CONSECUTIVE_EMPTY_PAGES } from '../../../src/query-language/page-of-items.js';
import { REPEATED_PAGE } from '../../../src/query-language/offset-query-result.js';
import { isSiteResponseValidationError } from '../../../src/errors/guards.js';
import { decodeEncodedRequest, testContext, useCatalogServer, type RecordedRequest } from './support/catalog-server.js';

interface Paging {
  offset: number;
  limit: number;
}

function pagingOf(request: RecordedRequest): Paging {
  const payload = (request.body ?? decodeEncodedRequest(request.query['.r'] as string)) as {
    query: { paging: Paging };
  };
  return payload.query.paging;
}

const productsBetween = (from: number, to: number): Product[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, index) => ({
    id: `p${from + index}`,
    name: `Product ${from + index}`,
  }));

interface StoreOptions {
  size: number;
  /** Metadata to send for this page (default: exact total). */
  metadata?: (paging: Paging) => PagingMetadata;
  /** Offsets answered with no products although the store has them there. */
  emptyAt?: number[];
}

/** Answers every product query with the slice of a store of `size` products that the paging asks for. */
function storeAnswer(options: StoreOptions) {
  return (request: RecordedRequest) => {
    const paging = pagingOf(request);
    const empty = options.emptyAt?.includes(paging.offset);
    const products = empty ? [] : productsBetween(paging.offset, Math.min(options.size, paging.offset + paging.limit));
    const metadata = options.metadata?.(paging) ?? {
      count: products.length,
      offset: paging.offset,
      total: options.size,
    };
    return { products, metadata };
  };
}

async function collect(iterable: AsyncIterable<Product>): Promise<string[]> {
  const ids: string[] = [];
  for await (const product of iterable) ids.push(product.id as string);
  return ids;
}

describe('ProductsQueryResult', () => {
  const server = useCatalogServer();
  const products = () => createProducts(testContext()).queryProducts();

  it('exposes items, totalCount, pageSize and currentPage', async () => {
    server.answer(storeAnswer({ size: 25 }));
    const result = await products().limit(10).skip(10).find();
    expect(result.items.map((product) => product.id)).toEqual(productsBetween(10, 20).map((product) => product.id));
    expect(result.length).toBe(10);
    expect(result.totalCount).toBe(25);
    expect(result.tooManyToCount).toBe(false);
    expect(result.pageSize).toBe(10);
    expect(result.currentPage).toBe(1);
    expect(result.hasNext()).toBe(true);
    expect(result.hasPrev()).toBe(true);
  });

  it('next() and prev() fetch the neighbouring pages with the same filter and sort', async () => {
    server.answer(storeAnswer({ size: 25 }));
    const first = await products().eq('visible', true).ascending('name').limit(10).find();
    const second = await first.next();
    const third = await second.next();
    expect(third.items.map((product) => product.id)).toEqual(['p20', 'p21', 'p22', 'p23', 'p24']);
    expect(third.hasNext()).toBe(false);
    await expect(third.next()).rejects.toThrow('No next page to fetch');
    const back = await third.prev();
    expect(back.offset).toBe(10);
    const sent = server.requests.map((request) => decodeEncodedRequest(request.query['.r'] as string));
    expect(sent.at(-1)).toEqual({
      query: {
        filter: { visible: true },
        paging: { offset: 10, limit: 10 },
        sort: [{ fieldName: 'name', order: 'ASC' }],
      },
    });
  });

  it('prev() from offset 5 with limit 10 fetches the 5 products before, never a negative offset', async () => {
    server.answer(storeAnswer({ size: 30 }));
    const page = await products().skip(5).limit(10).find();
    expect(page.currentPage).toBe(1);
    expect(page.hasPrev()).toBe(true);
    const before = await page.prev();
    expect(pagingOf(server.requests.at(-1) as RecordedRequest)).toEqual({ offset: 0, limit: 5 });
    expect(before.items.map((product) => product.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(before.currentPage).toBe(0);
    expect(before.pageSize).toBe(10);
    expect(before.hasPrev()).toBe(false);
    await expect(before.prev()).rejects.toThrow('No previous page to fetch');
    const again = await before.next();
    expect(pagingOf(server.requests.at(-1) as RecordedRequest)).toEqual({ offset: 5, limit: 10 });
    expect(again.items.map((product) => product.id)).toEqual(page.items.map((product) => product.id));
  });

  it('hasNext() works when the server omits total', async () => {
    server.answer(storeAnswer({ size: 25, metadata: (paging) => ({ offset: paging.offset }) }));
    const first = await products().limit(10).find();
    expect(first.totalCount).toBeUndefined();
    expect(first.hasNext()).toBe(true);
    expect(await collect(first)).toEqual(productsBetween(0, 25).map((product) => product.id));
    expect(server.requests).toHaveLength(3);
  });

  it('without a total, a store that is an exact multiple of the page size ends on an empty page', async () => {
    server.answer(storeAnswer({ size: 20, metadata: () => ({}) }));
    const first = await products().limit(10).find();
    expect(await collect(first)).toHaveLength(20);
    expect(server.requests).toHaveLength(3);
  });

  it('hasNext() works when the server says tooManyToCount', async () => {
    server.answer(storeAnswer({ size: 25, metadata: () => ({ tooManyToCount: true }) }));
    const first = await products().limit(10).find();
    expect(first.tooManyToCount).toBe(true);
    expect(first.totalCount).toBeUndefined();
    expect(first.hasNext()).toBe(true);
    expect(await collect(first)).toHaveLength(25);
  });

  it('iteration keeps going past an empty page in the middle when the server reports more', async () => {
    server.answer(storeAnswer({ size: 40, emptyAt: [10, 20] }));
    const first = await products().limit(10).find();
    const ids = await collect(first);
    expect(ids).toEqual([...productsBetween(0, 10), ...productsBetween(30, 40)].map((product) => product.id));
    expect(server.requests.map((request) => pagingOf(request).offset)).toEqual([0, 10, 20, 30]);
  });

  it('iteration stops after a run of empty pages however much the server claims', async () => {
    server.answer(() => ({ products: [], metadata: { total: 1_000_000 } }));
    const first = await products().limit(10).find();
    expect(await collect(first)).toEqual([]);
    expect(server.requests).toHaveLength(MAX_CONSECUTIVE_EMPTY_PAGES);
  });

  it('iteration fails instead of looping when the server ignores the offset', async () => {
    server.answer(() => ({ products: productsBetween(0, 10), metadata: {} }));
    const first = await products().limit(10).find();
    const failure = await collect(first).catch((error: unknown) => error);
    expect(isSiteResponseValidationError(failure)).toBe(true);
    expect(failure).toMatchObject({
      code: REPEATED_PAGE,
      message: expect.stringMatching(/does not honour offset paging/),
    });
    expect(server.requests).toHaveLength(2);
  });

  it('iteration stops when a server alternates two pages under a large total', async () => {
    server.answer((request) => {
      const start = (pagingOf(request).offset / 10) % 2 === 0 ? 0 : 10;
      return { products: productsBetween(start, start + 10), metadata: { total: 1_000_000 } };
    });
    const first = await products().limit(10).find();
    await expect(collect(first)).rejects.toThrow(/does not honour offset paging/);
    expect(server.requests).toHaveLength(3);
  });

  it('pages() yields every page, starting with this one', async () => {
    server.answer(storeAnswer({ size: 25 }));
    const first = await products().limit(10).find();
    const sizes: number[] = [];
    for await (const page of first.pages()) sizes.push(page.length);
    expect(sizes).toEqual([10, 10, 5]);
  });

  it('a page size of 0 has no pages around it', async () => {
    server.answer(storeAnswer({ size: 25 }));
    const result = await products().limit(0).find();
    expect(result.currentPage).toBeUndefined();
    expect(result.hasNext()).toBe(false);
    expect(result.hasPrev()).toBe(false);
    expect(await collect(result)).toEqual([]);
  });
});
