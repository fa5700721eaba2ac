import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zGetProductResponse,
  zQueryProductsWithTextQueryResponse,
  zQueryStoreVariantsResponse,
} from '../../../generated/zod.gen.js';
import { startHarness, type Harness, type Json } from '../support/harness.js';

/**
 * The Stores (catalog V1) reference's example requests, replayed on the seeded demo store with its ids, where they
 * differ from what the platform's own client sends, and the fields its example answers show.
 */
let h: Harness;
let admin: string;
let visitor: string;
let collection: Json;
let products: Json[];

beforeAll(async () => {
  h = await startHarness({ catalog: 'v1', seed: 'demo' });
  admin = h.sandbox.apiKey;
  visitor = await h.visitorToken();
  const collections = await h.call('/stores/v1/collections/query', { token: visitor, body: {} });
  collection = collections.body.collections.find((c: Json) => c.name === 'Summer Linen');
  products = (await h.call('/stores/v1/products/query', { token: visitor, body: { includeVariants: true } })).body
    .products;
});
afterAll(() => h.close());

describe('Query Products', () => {
  it('answers the documented example with every product’s variants, unit pricing and cost range', async () => {
    const reply = await h.call('/stores/v1/products/query', { token: visitor, body: { includeVariants: true } });
    expect(reply.status).toBe(200);
    expect(zQueryProductsWithTextQueryResponse.safeParse(reply.body).success).toBe(true);
    for (const product of reply.body.products) {
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.pricePerUnitData).toBeDefined();
      expect(product.costRange).toEqual({ minValue: 0, maxValue: 0 });
    }
    const plain = reply.body.products.find((p: Json) => p.productOptions.length === 0);
    expect(plain.pricePerUnitData).toEqual({
      totalQuantity: 0,
      totalMeasurementUnit: 'UNSPECIFIED',
      baseQuantity: 0,
      baseMeasurementUnit: 'UNSPECIFIED',
    });
  });

  it('shows the merchant’s own cost range with merchant data, to the API key', async () => {
    const reply = await h.call('/stores/v1/products/query', {
      token: admin,
      body: { includeMerchantSpecificData: true },
    });
    const costed = reply.body.products.filter((p: Json) => p.costAndProfitData);
    expect(costed.length).toBeGreaterThan(0);
    for (const product of costed) expect(product.costRange.maxValue).toBeGreaterThan(0);
  });

  it('filters on collections.id, as the reference’s filter table and example write it', async () => {
    const members = products.filter((p) => p.collectionIds.includes(collection.id)).map((p) => p.id);
    expect(members.length).toBeGreaterThan(0);
    const filter = JSON.stringify({ 'collections.id': { $hasSome: [collection.id] } });
    const reply = await h.call('/stores/v1/products/query', { token: visitor, body: { query: { filter } } });
    expect(reply.status).toBe(200);
    expect(reply.body.products.map((p: Json) => p.id).sort()).toEqual([...members].sort());
    const platformized = await h.call('/stores-reader/v1/products/query-platformized', {
      token: visitor,
      body: { query: { filter: { 'collections.id': collection.id }, paging: { limit: 100 } } },
    });
    expect(platformized.status).toBe(200);
    expect(platformized.body.products.map((p: Json) => p.id).sort()).toEqual([...members].sort());
  });

  it('answers unit pricing and the cost range on Get Product too', async () => {
    const reply = await h.call(`/stores/v1/products/${products[0].id}`, { token: visitor });
    expect(zGetProductResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body.product.pricePerUnitData).toBeDefined();
    expect(reply.body.product.costRange).toEqual({ minValue: 0, maxValue: 0 });
  });
});

describe('Query Collections', () => {
  it('takes the filter as an object, as the reference’s example sends it', async () => {
    const reply = await h.call('/stores/v1/collections/query', {
      token: visitor,
      body: { query: { filter: { name: 'Summer Linen' } } },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.collections.map((c: Json) => c.id)).toEqual([collection.id]);
    expect(reply.body.totalResults).toBe(1);
  });
});

describe('Query Store Variants', () => {
  it('answers the documented example, which sends no body, with each variant’s customFields', async () => {
    for (const path of ['/stores/v1/variants/query', '/stores-reader/v1/variants/query']) {
      const reply = await h.call(path, { token: visitor, method: 'POST' });
      expect(reply.status).toBe(200);
      expect(zQueryStoreVariantsResponse.safeParse(reply.body).success).toBe(true);
      expect(reply.body.variants.length).toBeGreaterThan(0);
      for (const variant of reply.body.variants) expect(variant.customFields).toEqual({});
    }
    const one = await h.call(`/stores/v1/variants/query`, { token: visitor, body: {} });
    const id = one.body.variants[0].id as string;
    expect((await h.call(`/stores/v1/variants/${id}`, { token: visitor })).body.variant.customFields).toEqual({});
  });
});

describe('Query Inventory', () => {
  it('filters on lastUpdated with a {"$date": …} value, as the reference writes dates', async () => {
    const all = await h.call('/stores/v2/inventoryItems/query', { token: admin, body: {} });
    for (const [filter, expected] of [
      [{ lastUpdated: { $gt: { $date: '2000-01-01T00:00:00.000Z' } } }, all.body.totalResults],
      [{ lastUpdated: { $lt: { $date: '2000-01-01T00:00:00.000Z' } } }, 0],
    ] as const) {
      const reply = await h.call('/stores/v2/inventoryItems/query', {
        token: admin,
        body: { query: { filter: JSON.stringify(filter) } },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.totalResults).toBe(expected);
    }
  });
});

describe('Add and Remove Product Media To and From Choices', () => {
  it('takes a choice without mediaIds and a removal without media, as the official client’s type allows', async () => {
    const product = products.find((p) => p.productOptions.length > 0 && p.media.items.length > 1)!;
    const option = product.productOptions[0];
    const [first, second] = option.choices.map((c: Json) => c.description);
    const mediaId = product.media.items[0].id as string;
    const path = `/stores/v1/products/${product.id}/choices/media`;
    const choiceMedia = async (description: string) => {
      const read = await h.call(`/stores/v1/products/${product.id}`, { token: admin });
      const choice = read.body.product.productOptions[0].choices.find((c: Json) => c.description === description);
      return (choice.media?.items ?? []).map((m: Json) => m.id);
    };

    const added = await h.call(path, {
      token: admin,
      method: 'PATCH',
      body: { media: [{ option: option.name, choice: first, mediaIds: [mediaId] }] },
    });
    expect(added.status).toBe(200);
    expect(await choiceMedia(first)).toContain(mediaId);
    const nothing = await h.call(path, {
      token: admin,
      method: 'PATCH',
      body: { media: [{ option: option.name, choice: second }] },
    });
    expect(nothing.status).toBe(200);

    const removed = await h.call(`${path}/delete`, {
      token: admin,
      body: { media: [{ option: option.name, choice: first }] },
    });
    expect(removed.status).toBe(200);
    expect(await choiceMedia(first)).toEqual([]);

    await h.call(path, {
      token: admin,
      method: 'PATCH',
      body: { media: [{ option: option.name, choice: second, mediaIds: [mediaId] }] },
    });
    const all = await h.call(`${path}/delete`, { token: admin, body: {} });
    expect(all.status).toBe(200);
    expect(await choiceMedia(second)).toEqual([]);
  });
});
