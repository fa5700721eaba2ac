import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dotR, expectEnvelope, startHarness, type Harness, type Json } from './support/harness.js';

/** Requests written the way the platform's documentation writes them, answered as the platform answers them. */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
  admin = h.sandbox.apiKey;
});
afterAll(() => h.close());

const post = (path: string, body: unknown) => h.call(path, { token: admin, body });
const ids = (items: Json[]) => items.map((item) => item.id);

async function ok(path: string, body: unknown): Promise<Json> {
  const reply = await post(path, body);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

describe('numbers sent as strings', () => {
  it('are read as numbers in a product, its paging and a bulk change', async () => {
    const { product } = await ok('/stores/v1/products', {
      product: { name: 'String Priced', priceData: { price: '12.50' }, weight: '0.25' },
    });
    expect(product.priceData.price).toBe(12.5);
    expect(product.weight).toBe(0.25);
    const page = await ok('/stores-reader/v1/products/query-platformized', {
      query: { paging: { limit: '2', offset: '1' } },
    });
    expect(page.products).toHaveLength(2);
    expect(page.metadata).toMatchObject({ count: 2, offset: 1 });
    await ok('/stores/v1/bulk/products/update', { ids: [product.id], set: { price: '20' } });
    const read = await h.call(`/stores-reader/v1/products/${product.id}`, { token: admin });
    expect(read.body.product.priceData.price).toBe(20);
  });

  it('are read as numbers in stock changes', async () => {
    const { product } = await ok('/stores/v1/products', {
      product: { name: 'String Stock', priceData: { price: 5 }, stock: { trackInventory: true, quantity: 1 } },
    });
    const variantId = product.variants[0].id;
    await ok('/stores/v2/inventoryItems/increment', {
      incrementData: [{ productId: product.id, variantId, incrementBy: '4' }],
    });
    const read = await h.call(`/stores-reader/v1/products/${product.id}`, { token: admin });
    expect(read.body.product.stock.quantity).toBe(5);
  });

  it('still fail when the text is not a number', async () => {
    const reply = await post('/stores/v1/products', { product: { name: 'Bad', priceData: { price: '12 USD' } } });
    expectEnvelope(reply, 400);
    const limit = await post('/stores-reader/v1/products/query-platformized', { query: { paging: { limit: 'ten' } } });
    expectEnvelope(limit, 400);
  });
});

describe('sort keys in the documented {"field": "asc"} form', () => {
  const both = async (path: string, shortQuery: unknown, longQuery: unknown, key: string) => {
    const short = await ok(path, { query: shortQuery });
    const long = await ok(path, { query: longQuery });
    expect(ids(short[key])).toEqual(ids(long[key]));
    expect(short[key].length).toBeGreaterThan(1);
    return short[key] as Json[];
  };

  it('sort products, by POST and by .r', async () => {
    const products = await both(
      '/stores-reader/v1/products/query-platformized',
      { sort: [{ price: 'desc' }, { name: 'asc' }] },
      {
        sort: [
          { fieldName: 'price', order: 'DESC' },
          { fieldName: 'name', order: 'ASC' },
        ],
      },
      'products',
    );
    const prices = products.map((p) => p.priceData.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byDotR = await h.call(
      `/stores-reader/v1/products/query-platformized?.r=${dotR({ query: { sort: [{ price: 'desc' }, { name: 'asc' }] } })}`,
      { token: admin },
    );
    expect(ids(byDotR.body.products)).toEqual(ids(products));
  });

  it('sort collections and store variants', async () => {
    const collections = await both(
      '/v2/collections/query',
      { sort: [{ name: 'desc' }] },
      { sort: [{ fieldName: 'name', order: 'DESC' }] },
      'collections',
    );
    const names = collections.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    await both(
      '/stores-reader/v1/variants/query',
      { sort: [{ sku: 'desc' }] },
      { sort: [{ fieldName: 'sku', order: 'DESC' }] },
      'variants',
    );
  });

  it('sort inventory items and abandoned carts, whose sort is JSON text', async () => {
    const items = await both(
      '/stores-reader/v2/inventoryItems/query',
      { sort: '[{"numericId": "desc"}]' },
      { sort: '[{"fieldName": "numericId", "order": "DESC"}]' },
      'inventoryItems',
    );
    const ascending = await ok('/stores-reader/v2/inventoryItems/query', { query: { sort: '[{"numericId": "asc"}]' } });
    expect(ids(ascending.inventoryItems)).toEqual(ids(items).reverse());
    const carts = await both(
      '/v1/abandonedCarts/query',
      { sort: '[{"abandonTime": "asc"}]' },
      { sort: '[{"fieldName": "abandonTime", "order": "ASC"}]' },
      'abandonedCarts',
    );
    const newestFirst = await ok('/v1/abandonedCarts/query', { query: { sort: '[{"abandonTime": "desc"}]' } });
    expect(ids(newestFirst.abandonedCarts)).not.toEqual(ids(carts));
  });

  it('refuse a direction other than asc or desc, and a field that cannot be sorted on', async () => {
    const direction = await post('/stores-reader/v1/products/query-platformized', {
      query: { sort: [{ price: 'up' }] },
    });
    expectEnvelope(direction, 400);
    const field = await post('/stores-reader/v1/products/query-platformized', {
      query: { sort: [{ description: 'asc' }] },
    });
    expectEnvelope(field, 400);
    expect(field.body.details.validationError.fieldViolations[0].field).toBe('query.sort[0].fieldName');
    const text = await post('/v1/abandonedCarts/query', { query: { sort: '[{"abandonTime": "up"}]' } });
    expectEnvelope(text, 400);
  });
});
