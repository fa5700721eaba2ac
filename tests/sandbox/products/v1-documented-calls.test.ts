import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zGetInventoryVariantsResponse,
  zQueryCollectionsWithTextQueryResponse,
  zQueryProductsWithTextQueryResponse,
} from '../../../generated/zod.gen.js';
import { sampleShirt } from '../../support/sample-products.js';
import { startHarness, type Harness, type Json } from '../support/harness.js';

/** The REST reference's example requests of the v1 calls that are operations of their own, replayed as written. */
const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

let h: Harness;
let admin: string;
let visitor: string;
let shown: Json;
let hidden: Json;
/** A product without options, whose one variant is the default variant of the examples. */
let plain: Json;

beforeAll(async () => {
  h = await startHarness({ catalog: 'v1' });
  admin = h.sandbox.apiKey;
  visitor = await h.visitorToken();
  const create = async (product: Json) =>
    (await h.call('/stores/v1/products', { token: admin, body: { product } })).body.product as Json;
  shown = await create({ ...sampleShirt(`Documented shirt ${Math.random()}`), priceData: { price: 12 } });
  plain = await create({ name: `Plain mug ${Math.random()}`, productType: 'physical', priceData: { price: 9 } });
  hidden = await create({ ...sampleShirt(`Hidden shirt ${Math.random()}`), visible: false, priceData: { price: 11 } });
});
afterAll(() => h.close());

describe('Query Products in the REST reference’s form', () => {
  it('answers the documented example, {"includeVariants": true}, with products, metadata and totalResults', async () => {
    const reply = await h.call('/stores/v1/products/query', { token: visitor, body: { includeVariants: true } });
    expect(reply.status).toBe(200);
    expect(zQueryProductsWithTextQueryResponse.safeParse(reply.body).success).toBe(true);
    const ids = reply.body.products.map((product: Json) => product.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(reply.body.metadata).toEqual({ items: ids.length, offset: 0 });
    expect(reply.body.totalResults).toBe(ids.length);
    expect(reply.body.products[0].variants.length).toBeGreaterThan(0);
  });

  it('reads filter and sort as JSON text, pages with offset and leaves variants out unless asked', async () => {
    const query = {
      filter: JSON.stringify({ id: { $in: [shown.id, hidden.id] } }),
      sort: JSON.stringify([{ fieldName: 'price', order: 'ASC' }]),
      paging: { limit: 1, offset: 0 },
    };
    const body = { query, includeHiddenProducts: true };
    for (const path of ['/stores-reader/v1/products/query', '/stores/api/v1/products/query']) {
      const reply = await h.call(path, { token: admin, body });
      expect(reply.status).toBe(200);
      expect(reply.body.products.map((product: Json) => product.id)).toEqual([hidden.id]);
      expect(reply.body.products[0].variants).toBeUndefined();
      expect(reply.body.metadata).toEqual({ items: 1, offset: 0 });
      expect(reply.body.totalResults).toBe(2);
    }
    const asVisitor = await h.call('/stores/v1/products/query', { token: visitor, body });
    expect(asVisitor.body.totalResults).toBe(1);
  });

  it('refuses a filter that is not JSON text of an object with a 400 naming query.filter', async () => {
    const reply = await h.call('/stores/v1/products/query', {
      token: visitor,
      body: { query: { filter: '{"name":' } },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('query.filter');
  });
});

describe('Update Inventory Variants by inventory item ID', () => {
  it('applies the documented example and reads back the stock, with the item’s externalId', async () => {
    const inventoryItemId = plain.inventoryItemId as string;
    const reply = await h.call(`/stores/v2/inventoryItems/${inventoryItemId}`, {
      method: 'PATCH',
      token: admin,
      body: {
        inventoryItem: {
          trackQuantity: true,
          variants: [{ variantId: DEFAULT_VARIANT, quantity: 1 }],
          numericId: 0,
          preorderInfo: { enabled: true, limit: 4, message: 'Expected to ship on June' },
        },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({});

    const read = await h.call(`/stores/v2/inventoryItems/${inventoryItemId}/getVariants`, { token: admin, body: {} });
    expect(read.status).toBe(200);
    expect(zGetInventoryVariantsResponse.safeParse(read.body).success).toBe(true);
    expect(read.body.inventoryItem).toMatchObject({
      id: inventoryItemId,
      externalId: plain.id,
      productId: plain.id,
      trackQuantity: true,
      variants: [{ variantId: DEFAULT_VARIANT, quantity: 1, inStock: true }],
      preorderInfo: { enabled: true, limit: 4, message: 'Expected to ship on June' },
    });
  });

  it('answers 404 for an unknown inventory item and 400 for a productId of another product', async () => {
    const body = { inventoryItem: { trackQuantity: false, variants: [{ variantId: DEFAULT_VARIANT, inStock: true }] } };
    const missing = await h.call('/stores/v2/inventoryItems/no-such-item', { method: 'PATCH', token: admin, body });
    expect(missing.status).toBe(404);
    const other = await h.call(`/stores/v2/inventoryItems/${plain.inventoryItemId}`, {
      method: 'PATCH',
      token: admin,
      body: { inventoryItem: { ...body.inventoryItem, productId: hidden.id } },
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('inventoryItem.productId');
  });

  it('needs the API key', async () => {
    const reply = await h.call(`/stores/v2/inventoryItems/${plain.inventoryItemId}`, {
      method: 'PATCH',
      token: visitor,
      body: { inventoryItem: { trackQuantity: false } },
    });
    expect(reply.status).toBe(403);
  });
});

describe('Query Collections in the REST reference’s form', () => {
  it('answers the documented example, a filter on the name as JSON text, with collections and totalResults', async () => {
    const name = `my collection ${Math.random()}`;
    const created = await h.call('/stores/v1/collections', {
      token: admin,
      body: { collection: { name, description: 'Picked for the example' } },
    });
    expect(created.status).toBe(200);
    const { id } = created.body.collection;
    await h.call(`/stores/v1/collections/${id}/productIds`, { token: admin, body: { productIds: [shown.id] } });

    const filter = JSON.stringify({ name });
    const reply = await h.call('/stores/v1/collections/query', { token: visitor, body: { query: { filter } } });
    expect(reply.status).toBe(200);
    expect(zQueryCollectionsWithTextQueryResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body.metadata).toEqual({ items: 1, offset: 0 });
    expect(reply.body.totalResults).toBe(1);
    expect(reply.body.collections[0]).toMatchObject({ id, name, description: 'Picked for the example' });
    expect(reply.body.collections[0].numberOfProducts).toBeUndefined();

    const counted = await h.call('/stores-reader/v1/collections/query', {
      token: visitor,
      body: { query: { filter }, includeNumberOfProducts: true, includeDescription: false },
    });
    expect(counted.body.collections[0].numberOfProducts).toBe(1);
    expect(counted.body.collections[0].description).toBeUndefined();
  });
});
