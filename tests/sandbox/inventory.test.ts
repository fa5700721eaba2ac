import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { zInventoryItemChanged, zInventoryVariantsChanged } from '../../generated/zod.gen.js';
import { sampleShirt } from '../support/sample-products.js';
import { startHarness, type Harness, type Json } from './support/harness.js';
import { startEventReceiver, type EventReceiver } from './support/webhook-receiver.js';

const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

let h: Harness;
let events: EventReceiver;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = h.sandbox.apiKey;
  events = await startEventReceiver(h);
});
afterAll(async () => {
  await events.close();
  await h.close();
});

async function createProduct(product: Json): Promise<Json> {
  const reply = await h.call('/stores/v1/products', { token: admin, body: { product } });
  expect(reply.status).toBe(200);
  return reply.body.product;
}

const getProduct = async (id: string) =>
  (await h.call(`/stores-reader/v1/products/${id}?id=${id}`, { token: admin })).body.product;

const setStock = (productId: string, inventoryItem: Json) =>
  h.call(`/stores/v2/inventoryItems/product/${productId}`, {
    method: 'PATCH',
    token: admin,
    body: { inventoryItem: { ...inventoryItem, productId } },
  });

const decrement = (decrementData: Json[]) =>
  h.call('/stores/v2/inventoryItems/decrement', { token: admin, body: { decrementData } });

const increment = (incrementData: Json[]) =>
  h.call('/stores/v2/inventoryItems/increment', { token: admin, body: { incrementData } });

const variantsOf = async (inventoryId: string, body: Json = {}) =>
  h.call(`/stores-reader/v2/inventoryItems/${inventoryId}/getVariants`, {
    token: admin,
    body: { inventoryId, ...body },
  });

describe('v1 inventory', () => {
  let shirt: Json;
  let firstVariant: string;

  beforeEach(async () => {
    shirt = await createProduct({ ...sampleShirt(`Stock shirt ${Math.random()}`), manageVariants: true });
    firstVariant = shirt.variants[0].id;
  });

  it('answers a product’s inventory item with one entry per variant', async () => {
    const reply = await variantsOf(shirt.inventoryItemId);
    expect(reply.status).toBe(200);
    const item = reply.body.inventoryItem;
    expect(item).toMatchObject({ id: shirt.inventoryItemId, productId: shirt.id, trackQuantity: true });
    expect(item.variants).toHaveLength(6);
    expect(item.variants[0]).toEqual({
      variantId: firstVariant,
      inStock: true,
      quantity: 5,
      availableForPreorder: false,
    });
    const only = await variantsOf(shirt.inventoryItemId, { variantIds: [firstVariant] });
    expect(only.body.inventoryItem.variants.map((v: Json) => v.variantId)).toEqual([firstVariant]);
  });

  it('sets quantities, and product reads and store variants show the new stock and status', async () => {
    const variants = shirt.variants.map((v: Json) => ({ variantId: v.id, quantity: 0 }));
    variants[0].quantity = 7;
    expect((await setStock(shirt.id, { trackQuantity: true, variants })).body).toEqual({});

    const product = await getProduct(shirt.id);
    expect(product.stock).toEqual({
      trackInventory: true,
      quantity: 7,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
    expect(product.variants[0].stock).toEqual({ trackQuantity: true, quantity: 7, inStock: true });
    expect(product.variants[1].stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });

    const storeVariant = await h.call(`/stores-reader/v1/variants/${shirt.id}-${firstVariant}`, { token: admin });
    expect(storeVariant.body.variant.stock).toEqual({ trackQuantity: true, quantity: 7, inStock: true });

    const listed = await h.call('/stores-reader/v1/products/query-platformized', {
      token: admin,
      body: { query: { filter: { id: shirt.id, 'stock.inventoryStatus': 'PARTIALLY_OUT_OF_STOCK' } } },
    });
    expect(listed.body.products.map((p: Json) => p.id)).toEqual([shirt.id]);
  });

  it('turns tracking off when trackQuantity is left out, with in-stock flags per variant', async () => {
    const reply = await setStock(shirt.id, { variants: [{ variantId: firstVariant, inStock: false }] });
    expect(reply.status).toBe(200);
    const item = (await variantsOf(shirt.inventoryItemId)).body.inventoryItem;
    expect(item.trackQuantity).toBe(false);
    expect(item.variants[0]).toEqual({ variantId: firstVariant, inStock: false, availableForPreorder: false });
    expect((await getProduct(shirt.id)).stock).toEqual({
      trackInventory: false,
      inStock: true,
      inventoryStatus: 'PARTIALLY_OUT_OF_STOCK',
    });
  });

  it('increments and decrements by product or by inventory item', async () => {
    expect((await increment([{ productId: shirt.id, variantId: firstVariant, incrementBy: 3 }])).status).toBe(200);
    expect(
      (await decrement([{ inventoryId: shirt.inventoryItemId, variantId: firstVariant, decrementBy: 2 }])).status,
    ).toBe(200);
    const item = (await variantsOf(shirt.inventoryItemId, { variantIds: [firstVariant] })).body.inventoryItem;
    expect(item.variants[0].quantity).toBe(6);
    expect((await getProduct(shirt.id)).variants[0].stock.quantity).toBe(6);
  });

  it('takes the deprecated externalId as the product ID, in decrements and in getVariants', async () => {
    expect((await decrement([{ externalId: shirt.id, variantId: firstVariant, decrementBy: 2 }])).status).toBe(200);
    const byExternalId = await variantsOf(shirt.inventoryItemId, { externalId: shirt.id, variantIds: [firstVariant] });
    expect(byExternalId.status).toBe(200);
    expect(byExternalId.body.inventoryItem).toMatchObject({ externalId: shirt.id, variants: [{ quantity: 3 }] });
    const otherProduct = await variantsOf(shirt.inventoryItemId, { externalId: 'another-product' });
    expect(otherProduct.status).toBe(404);
    const disagreeing = await variantsOf(shirt.inventoryItemId, { productId: shirt.id, externalId: 'another-product' });
    expect(disagreeing.status).toBe(400);
    expect(disagreeing.body.details.validationError.fieldViolations[0].field).toBe('externalId');
  });

  it('refuses a decrement below zero with 428 INSUFFICIENT_INVENTORY and changes nothing, not even other entries', async () => {
    const second = shirt.variants[1].id;
    const reply = await decrement([
      { productId: shirt.id, variantId: second, decrementBy: 1 },
      { productId: shirt.id, variantId: firstVariant, decrementBy: 6 },
    ]);
    expect(reply.status).toBe(428);
    expect(reply.body.details.applicationError.code).toBe('INSUFFICIENT_INVENTORY');
    const item = (await variantsOf(shirt.inventoryItemId)).body.inventoryItem;
    expect(item.variants.slice(0, 2).map((v: Json) => v.quantity)).toEqual([5, 5]);
  });

  it('refuses to count untracked stock, and names unknown items and variants', async () => {
    await setStock(shirt.id, { trackQuantity: false });
    const untracked = await decrement([{ productId: shirt.id, variantId: firstVariant, decrementBy: 1 }]);
    expect(untracked.status).toBe(428);
    expect(untracked.body.details.applicationError.code).toBe('INVENTORY_QUANTITY_NOT_TRACKED');
    const unknownVariant = await increment([{ productId: shirt.id, variantId: DEFAULT_VARIANT, incrementBy: 1 }]);
    expect(unknownVariant.status).toBe(404);
    const unknownItem = await decrement([{ inventoryId: 'missing', variantId: firstVariant, decrementBy: 1 }]);
    expect(unknownItem.status).toBe(404);
    expect((await variantsOf('missing')).status).toBe(404);
    const wrongVariant = await setStock(shirt.id, {
      trackQuantity: true,
      variants: [{ variantId: 'nope', quantity: 1 }],
    });
    expect(wrongVariant.status).toBe(400);
    expect(wrongVariant.body.details.validationError.fieldViolations[0].field).toBe(
      'inventoryItem.variants[0].variantId',
    );
  });

  it('keeps the stock of a product without options as the product’s quantity', async () => {
    const mug = await createProduct({
      name: `Stock mug ${Math.random()}`,
      stock: { trackInventory: true, quantity: 2 },
    });
    await decrement([{ productId: mug.id, variantId: DEFAULT_VARIANT, decrementBy: 2 }]);
    expect((await getProduct(mug.id)).stock).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
  });

  it('queries inventory items with filter and sort as JSON text, with totals', async () => {
    const reply = await h.call('/stores-reader/v2/inventoryItems/query', {
      token: admin,
      body: {
        query: {
          filter: JSON.stringify({ productId: { $in: [shirt.id] }, trackQuantity: true }),
          sort: JSON.stringify([{ fieldName: 'lastUpdated', order: 'DESC' }]),
          paging: { limit: 10, offset: 0 },
        },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.totalResults).toBe(1);
    expect(reply.body.metadata).toEqual({ items: 1, offset: 0 });
    expect(reply.body.inventoryItems[0].id).toBe(shirt.inventoryItemId);
    const bad = await h.call('/stores-reader/v2/inventoryItems/query', {
      token: admin,
      body: { query: { filter: '{"trackQuantity":' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('query.filter');
  });

  it('is for the API key only', async () => {
    const token = await h.visitorToken();
    const reply = await h.call('/stores/v2/inventoryItems/increment', {
      token,
      body: { incrementData: [{ productId: shirt.id, variantId: firstVariant, incrementBy: 1 }] },
    });
    expect(reply.status).toBe(403);
  });
});

describe('concurrent decrements', () => {
  it('50 decrements of 1 on a stock of 30 leave 0 and refuse the other 20, never going negative', async () => {
    const mug = await createProduct({ name: 'Race mug', stock: { trackInventory: true, quantity: 30 } });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => decrement([{ productId: mug.id, variantId: DEFAULT_VARIANT, decrementBy: 1 }])),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(30);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(20);
    for (const reply of refused) {
      expect(reply.status).toBe(428);
      expect(reply.body.details.applicationError.code).toBe('INSUFFICIENT_INVENTORY');
    }
    const item = (await variantsOf(mug.inventoryItemId)).body.inventoryItem;
    expect(item.variants).toEqual([
      { variantId: DEFAULT_VARIANT, inStock: false, quantity: 0, availableForPreorder: false },
    ]);
    expect((await getProduct(mug.id)).stock.quantity).toBe(0);
  });
});

describe('inventory events', () => {
  it('sends InventoryItemChanged and InventoryVariantsChanged for what changed', async () => {
    const shirt = await createProduct(sampleShirt('Evented shirt'));
    const variant = shirt.variants[2].id;
    expect((await h.call('/_sandbox/webhooks', { body: { url: events.url } })).status).toBe(200);

    await setStock(shirt.id, { trackQuantity: false, preorderInfo: { enabled: true, message: 'Soon' } });
    const first = await events.take(2);
    expect(first.map((e) => e.eventType).sort()).toEqual([
      'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
    ]);
    const itemChanged = first.find((e) => e.eventType.endsWith('InventoryItemChanged'));
    const changed = zInventoryItemChanged.parse(itemChanged!.data);
    expect(changed).toMatchObject({
      productId: shirt.id,
      trackInventory: false,
      inventoryItemId: shirt.inventoryItemId,
    });
    expect(changed.fieldMask).toBe('trackQuantity,preorderInfo.enabled,preorderInfo.message');

    await setStock(shirt.id, { trackQuantity: true, variants: [{ variantId: variant, quantity: 9 }] });
    await events.take(2);
    await decrement([{ productId: shirt.id, variantId: variant, decrementBy: 4 }]);
    const [stockEvent] = await events.take(1);
    const payload = zInventoryVariantsChanged.parse(stockEvent!.data);
    expect(payload.variants).toEqual([
      {
        id: variant,
        oldValue: { quantity: 9, inStock: true, availableForPreorder: false },
        newValue: { quantity: 5, inStock: true, availableForPreorder: false },
      },
    ]);
    await h.call('/_sandbox/webhooks', { method: 'DELETE' });
  });
});
