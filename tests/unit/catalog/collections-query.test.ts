import { describe, expect, it } from 'vitest';
import type { Collection, PagingMetadata } from '../../../generated/types.gen.js';
import { createCollections } from '../../../src/catalog/collections.js';
import { isSiteValidationError } from '../../../src/errors/guards.js';
import { decodeEncodedRequest, testContext, useCatalogServer, type RecordedRequest } from './support/catalog-server.js';

interface Paging {
  offset: number;
  limit: number;
}

const requestOf = (request: RecordedRequest) =>
  (request.body ?? decodeEncodedRequest(request.query['.r'] as string)) as {
    query: { filter: unknown; sort?: unknown; paging: Paging };
  };

const collectionsBetween = (from: number, to: number): Collection[] =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => ({ id: `c${from + i}`, name: `Collection ${from + i}` }));

/** A store of `size` collections whose answers carry no `total`. */
function storeWithoutTotal(size: number) {
  return (request: RecordedRequest) => {
    const { paging } = requestOf(request).query;
    const collections = collectionsBetween(paging.offset, Math.min(size, paging.offset + paging.limit));
    const metadata: PagingMetadata = { count: collections.length, offset: paging.offset };
    return { collections, metadata };
  };
}

describe('site.collections.queryCollections()', () => {
  const server = useCatalogServer();
  const builder = () => createCollections(testContext()).queryCollections();

  it('sends the builder’s filter, sort and paging in .r on a GET to the v2 path', async () => {
    server.answer(() => ({ collections: [], metadata: { count: 0, offset: 10, total: 0 } }));
    await builder()
      .startsWith('name', 'Sum')
      .ne('id', 'c9')
      .in('id', ['c1', 'c2'])
      .descending('name')
      .limit(5)
      .skip(10)
      .find();
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v2/collections/query');
    expect(requestOf(request!)).toEqual({
      query: {
        filter: { $and: [{ name: { $startsWith: 'Sum' } }, { id: { $ne: 'c9' } }, { id: { $in: ['c1', 'c2'] } }] },
        paging: { offset: 10, limit: 5 },
        sort: [{ fieldName: 'name', order: 'DESC' }],
      },
    });
  });

  it('falls back to a POST of the same request when the query string would pass 4000 characters', async () => {
    server.answer(() => ({ collections: [], metadata: { count: 0, offset: 0, total: 0 } }));
    const ids = Array.from({ length: 200 }, (_, i) => `collection-${i}-${'x'.repeat(20)}`);
    await builder().in('id', ids).find();
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/collections/query');
    expect(request?.query).toEqual({});
    expect(requestOf(request!).query.filter).toEqual({ id: { $in: ids } });
  });

  it('iterates every page with for await, and knows the end without a total', async () => {
    server.answer(storeWithoutTotal(12));
    const first = await builder().limit(5).find();
    expect(first.totalCount).toBeUndefined();
    expect(first.hasNext()).toBe(true);
    const names: string[] = [];
    for await (const collection of first) names.push(collection.name!);
    expect(names).toEqual(collectionsBetween(0, 12).map((c) => c.name));
    expect(server.requests.map((r) => requestOf(r).query.paging.offset)).toEqual([0, 5, 10]);
    const last = await builder().limit(5).skip(10).find();
    expect(last.hasNext()).toBe(false);
    expect(last.hasPrev()).toBe(true);
    expect((await last.prev()).items.map((c) => c.id)).toEqual(['c5', 'c6', 'c7', 'c8', 'c9']);
  });

  it('keeps the filter built so far under not(), and names a bad limit before sending', async () => {
    server.answer(() => ({ collections: [] }));
    const query = builder().eq('name', 'A').not(builder().eq('id', 'c1')).toQuery();
    expect(query.filter).toEqual({ $and: [{ name: 'A' }, { $not: { id: 'c1' } }] });
    const failure = await builder()
      .limit(500)
      .find()
      .catch((error: unknown) => error);
    expect(isSiteValidationError(failure) && failure.fieldViolations[0]?.field).toBe('query.paging.limit');
    expect(server.requests).toHaveLength(0);
  });
});
