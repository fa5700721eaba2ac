import { describe, expect, it } from 'vitest';
import { ProductsQueryBuilder } from '../../../src/catalog/query-builder.js';
import { createProducts } from '../../../src/catalog/products.js';
import { decodeEncodedRequest, testContext, useCatalogServer } from './support/catalog-server.js';

const unsent = () => Promise.reject(new Error('not sent in this test'));
const query = () => new ProductsQueryBuilder(unsent);
const filterOf = (builder: ProductsQueryBuilder) => builder.toQuery().filter;

describe('ProductsQueryBuilder operators', () => {
  it.each([
    ['eq', query().eq('name', 'Shirt'), { name: 'Shirt' }],
    ['eq with undefined', query().eq('ribbon', undefined), { ribbon: null }],
    ['ne', query().ne('name', 'Shirt'), { name: { $ne: 'Shirt' } }],
    ['ne with undefined', query().ne('ribbon', undefined), { ribbon: { $ne: null } }],
    ['ge', query().ge('price', 10), { price: { $gte: 10 } }],
    ['gt', query().gt('price', 10), { price: { $gt: 10 } }],
    ['le', query().le('price', 10), { price: { $lte: 10 } }],
    ['lt', query().lt('price', 10), { price: { $lt: 10 } }],
    ['startsWith', query().startsWith('name', 'Lin'), { name: { $startsWith: 'Lin' } }],
    ['endsWith', query().endsWith('sku', '-S'), { sku: { $endsWith: '-S' } }],
    ['contains', query().contains('description', 'linen'), { description: { $contains: 'linen' } }],
    [
      'hasSome with varargs',
      query().hasSome('collectionIds', 'c1', 'c2'),
      { collectionIds: { $hasSome: ['c1', 'c2'] } },
    ],
    [
      'hasSome with an array',
      query().hasSome('collectionIds', ['c1', 'c2']),
      { collectionIds: { $hasSome: ['c1', 'c2'] } },
    ],
    ['hasAll', query().hasAll('collectionIds', ['c1', 'c2']), { collectionIds: { $hasAll: ['c1', 'c2'] } }],
    ['in', query().in('id', ['p1', 'p2']), { id: { $in: ['p1', 'p2'] } }],
    ['exists', query().exists('ribbon'), { ribbon: { $exists: true } }],
    ['exists false', query().exists('ribbon', false), { ribbon: { $exists: false } }],
    ['isEmpty', query().isEmpty('brand'), { brand: null }],
    ['isNotEmpty', query().isNotEmpty('sku'), { sku: { $ne: null } }],
    ['between (half-open)', query().between('price', 1, 5), { $and: [{ price: { $gte: 1 } }, { price: { $lt: 5 } }] }],
  ])('%s', (_name, builder, expected) => {
    expect(filterOf(builder)).toEqual(expected);
  });

  it('sends the official system field names under their wire names', () => {
    expect(filterOf(query().eq('_id', 'p1'))).toEqual({ id: 'p1' });
    expect(filterOf(query().gt('variants._createdDate', 'x'))).toEqual({ 'variants.createdDate': { $gt: 'x' } });
    expect(query().ascending('_updatedDate').toQuery().sort).toEqual([{ fieldName: 'updatedDate', order: 'ASC' }]);
  });

  it('serialises dates in filters as ISO strings', () => {
    const since = new Date('2026-01-05T08:40:52.117Z');
    expect(JSON.stringify(filterOf(query().ge('createdDate', since)))).toBe(
      '{"createdDate":{"$gte":"2026-01-05T08:40:52.117Z"}}',
    );
  });
});

describe('ProductsQueryBuilder combinations', () => {
  it('keeps a single condition bare and ANDs more in one flat $and', () => {
    expect(filterOf(query().eq('visible', true))).toEqual({ visible: true });
    expect(filterOf(query().eq('visible', true).gt('price', 1).lt('price', 9))).toEqual({
      $and: [{ visible: true }, { price: { $gt: 1 } }, { price: { $lt: 9 } }],
    });
  });

  it('and() flattens both sides into one $and and ignores a builder without conditions', () => {
    const left = query().eq('a', 1).eq('b', 2);
    const right = query().eq('c', 3).eq('d', 4);
    expect(filterOf(left.and(right))).toEqual({ $and: [{ a: 1 }, { b: 2 }, { c: 3 }, { d: 4 }] });
    expect(filterOf(left.and(query()))).toEqual(filterOf(left));
    expect(filterOf(query().and(right))).toEqual(filterOf(right));
  });

  it('or() makes a flat $or of the current and the other filter', () => {
    const a = query().eq('a', 1);
    const b = query().eq('b', 2);
    const c = query().eq('c', 3);
    expect(filterOf(a.or(b))).toEqual({ $or: [{ a: 1 }, { b: 2 }] });
    expect(filterOf(a.or(b).or(c))).toEqual({ $or: [{ a: 1 }, { b: 2 }, { c: 3 }] });
    expect(filterOf(a.or(b.or(c)))).toEqual({ $or: [{ a: 1 }, { b: 2 }, { c: 3 }] });
  });

  it('or() keeps an $and operand whole', () => {
    const both = query().eq('a', 1).eq('b', 2);
    expect(filterOf(both.or(query().eq('c', 3)))).toEqual({ $or: [{ $and: [{ a: 1 }, { b: 2 }] }, { c: 3 }] });
  });

  it('or() on a builder without conditions is the other filter (reduce-friendly)', () => {
    const anyOf = ['c1', 'c2', 'c3'].reduce((all, id) => all.or(query().eq('slug', id)), query());
    expect(filterOf(anyOf)).toEqual({ $or: [{ slug: 'c1' }, { slug: 'c2' }, { slug: 'c3' }] });
  });

  it('ANDs a condition after or() with the whole $or', () => {
    expect(filterOf(query().eq('a', 1).or(query().eq('b', 2)).eq('visible', true))).toEqual({
      $and: [{ $or: [{ a: 1 }, { b: 2 }] }, { visible: true }],
    });
  });

  it('not() keeps the filter already built: current AND NOT other', () => {
    const visible = query().eq('visible', true);
    expect(filterOf(visible.not(query().eq('brand', 'Acme')))).toEqual({
      $and: [{ visible: true }, { $not: { brand: 'Acme' } }],
    });
  });

  it('not() on an empty builder is just the negation, and NOT NOT unwraps', () => {
    const acme = query().eq('brand', 'Acme');
    expect(filterOf(query().not(acme))).toEqual({ $not: { brand: 'Acme' } });
    expect(filterOf(query().not(query().not(acme)))).toEqual({ brand: 'Acme' });
    expect(filterOf(query().eq('a', 1).not(query()))).toEqual({ a: 1 });
  });

  it('not() of a multi-condition builder negates the whole $and', () => {
    expect(filterOf(query().eq('a', 1).not(query().eq('b', 2).eq('c', 3)))).toEqual({
      $and: [{ a: 1 }, { $not: { $and: [{ b: 2 }, { c: 3 }] } }],
    });
  });

  it('appends sort keys in call order, with varargs or arrays', () => {
    expect(query().ascending('price').descending('name', 'sku').ascending(['slug']).toQuery().sort).toEqual([
      { fieldName: 'price', order: 'ASC' },
      { fieldName: 'name', order: 'DESC' },
      { fieldName: 'sku', order: 'DESC' },
      { fieldName: 'slug', order: 'ASC' },
    ]);
  });

  it('starts at offset 0 with 50 per page; skip() and limit() change one each', () => {
    expect(query().toQuery()).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
    expect(query().skip(20).toQuery().paging).toEqual({ offset: 20, limit: 50 });
    expect(query().limit(10).toQuery().paging).toEqual({ offset: 0, limit: 10 });
    expect(query().skip(20).limit(10).toQuery().paging).toEqual({ offset: 20, limit: 10 });
  });

  it('is immutable: every call answers a new builder and leaves the old one as it was', () => {
    const base = query().eq('a', 1);
    const derived = base.eq('b', 2).ascending('name').skip(5).limit(5).not(query().eq('c', 3));
    expect(base.toQuery()).toEqual({ filter: { a: 1 }, paging: { offset: 0, limit: 50 } });
    expect(derived).not.toBe(base);
  });
});

describe('ProductsQueryBuilder on the wire', () => {
  const server = useCatalogServer();

  it('sends the verified wire example byte for byte in `.r`', async () => {
    server.answer(() => ({ products: [], metadata: { count: 0, offset: 0, total: 0 } }));
    const products = createProducts(testContext());
    await products
      .queryProducts()
      .between('price', 1, 5)
      .hasSome('collectionIds', ['c1', 'c2'])
      .isEmpty('brand')
      .isNotEmpty('sku')
      .descending('name', '_createdDate')
      .find();
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/stores-reader/v1/products/query-platformized');
    expect(Buffer.from(request?.query['.r'] as string, 'base64url').toString('utf8')).toBe(
      '{"query":{"filter":{"$and":[{"price":{"$gte":1}},{"price":{"$lt":5}},{"collectionIds":{"$hasSome":["c1","c2"]}},{"brand":null},{"sku":{"$ne":null}}]},"paging":{"offset":0,"limit":50},"sort":[{"fieldName":"name","order":"DESC"},{"fieldName":"createdDate","order":"DESC"}]}}',
    );
    expect(request?.search).toMatch(/^\.r=[A-Za-z0-9_-]+$/);
  });

  it('sends the default query of a bare builder', async () => {
    server.answer(() => ({ products: [] }));
    await createProducts(testContext()).queryProducts().find();
    expect(decodeEncodedRequest(server.requests[0]?.query['.r'] as string)).toEqual({
      query: { filter: {}, paging: { offset: 0, limit: 50 } },
    });
  });
});
