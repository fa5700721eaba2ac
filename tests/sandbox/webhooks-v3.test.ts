import { createServer, type Server } from 'node:http';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  zInventoryItemCreatedEvent,
  zInventoryItemStockStatusUpdatedEvent,
  zInventoryItemUpdatedEvent,
  zInventoryItemUpdatedWithReasonEvent,
  zProductV3CreatedEvent,
  zProductV3DeletedEvent,
  zProductV3UpdatedEvent,
} from '../../generated/zod.gen.js';
import { shirtV3 } from './support/catalog-v3-sample.js';
import { startHarness, type Harness, type Json } from './support/harness.js';

let h: Harness;
let receiver: Server;
const jwts: string[] = [];

beforeAll(async () => {
  h = await startHarness({ catalog: 'v3' });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      jwts.push(Buffer.concat(chunks).toString());
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as { port: number };
  await h.call('/_sandbox/webhooks', { body: { url: `http://127.0.0.1:${port}/v3-hooks` } });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Waits for `count` deliveries and decodes them as the contract's decoded events (identity and data parsed). */
async function decoded(count: number): Promise<Json[]> {
  await expect.poll(() => jwts.length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  const key = await importSPKI((await h.call('/_sandbox/webhooks/public-key')).body.publicKey, 'RS256');
  return Promise.all(
    jwts.splice(0).map(async (jwt) => {
      const { payload } = await jwtVerify(jwt, key, { algorithms: ['RS256'] });
      const envelope = JSON.parse(payload.data as string) as Json;
      return { ...envelope, identity: JSON.parse(envelope.identity), data: JSON.parse(envelope.data) };
    }),
  );
}

it('sends product and inventory-item domain events that match the contract', async () => {
  const admin = { token: h.sandbox.apiKey };
  const product = (await h.call('/stores/v3/products', { ...admin, body: { product: shirtV3('Event Shirt') } })).body
    .product as Json;
  // The product names a brand, an option and a modifier the store does not have yet: they become entities too,
  // each with its own created event.
  const created = await decoded(6);
  const byType = (events: Json[], type: string) => events.filter((e) => e.eventType === type);
  expect(byType(created, 'wix.stores.catalog.v3.brand_created')).toHaveLength(1);
  const [productCreated] = byType(created, 'wix.stores.catalog.v3.product_created');
  expect(zProductV3CreatedEvent.safeParse(productCreated).success).toBe(true);
  expect(productCreated.data).toMatchObject({ entityId: product.id, slug: 'created', entityEventSequence: '1' });
  const items = byType(created, 'wix.stores.catalog.v3.inventory_item_created');
  expect(items).toHaveLength(2);
  expect(items.every((e) => zInventoryItemCreatedEvent.safeParse(e).success)).toBe(true);

  await h.call(`/stores/v3/products/${product.id}`, {
    ...admin,
    method: 'PATCH',
    body: { product: { id: product.id, revision: '1', name: 'Event Shirt II' } },
  });
  const [updated] = await decoded(1);
  expect(zProductV3UpdatedEvent.safeParse(updated).success).toBe(true);
  expect(updated.data.updatedEvent.modifiedFields).toEqual({ name: 'Event Shirt II' });

  const itemId = items[0].data.entityId as string;
  await h.call(`/stores/v3/inventory-items/${itemId}`, {
    ...admin,
    method: 'PATCH',
    body: { inventoryItem: { id: itemId, revision: '1', quantity: 5 } },
  });
  const [stock] = await decoded(1);
  expect(zInventoryItemUpdatedEvent.safeParse(stock).success).toBe(true);
  expect(stock.data.updatedEvent.currentEntity.quantity).toBe(5);

  await h.call(`/stores/v3/products/${product.id}`, { ...admin, method: 'DELETE' });
  const [deleted] = await decoded(1);
  expect(zProductV3DeletedEvent.safeParse(deleted).success).toBe(true);
  expect(deleted.data.deletedEvent.deletedEntity.id).toBe(product.id);
});

it('sends stock-status and with-reason inventory events that match the contract', async () => {
  const admin = { token: h.sandbox.apiKey };
  const product = (await h.call('/stores/v3/products', { ...admin, body: { product: shirtV3('Stock Event Shirt') } }))
    .body.product as Json;
  const [itemId] = (await decoded(3))
    .filter((e) => e.eventType === 'wix.stores.catalog.v3.inventory_item_created')
    .map((e) => e.data.entityId as string);
  const types = (events: Json[]) => events.map((e) => e.eventType as string).sort();
  const ofType = (events: Json[], type: string) => events.find((e) => e.eventType === type);
  const V3 = 'wix.stores.catalog.v3.inventory_item';

  // Untracked and in stock → 2 units: still in stock, so no status event; the reason is announced.
  await h.call(`/stores/v3/inventory-items/${itemId}`, {
    ...admin,
    method: 'PATCH',
    body: { inventoryItem: { id: itemId, revision: '1', quantity: 2 }, reason: 'MANUAL' },
  });
  const manual = await decoded(2);
  expect(types(manual)).toEqual([`${V3}_updated`, `${V3}_updated_with_reason`]);
  const withReason = ofType(manual, `${V3}_updated_with_reason`);
  expect(zInventoryItemUpdatedWithReasonEvent.safeParse(withReason).success).toBe(true);
  expect(withReason.data.actionEvent.body).toMatchObject({
    reason: 'MANUAL',
    currentEntity: { id: itemId, quantity: 2 },
  });
  expect(withReason.data).toMatchObject({ slug: 'updated_with_reason', entityId: itemId, entityEventSequence: '2' });

  // An order takes the last 2 units: out of stock.
  await h.call('/stores/v3/bulk/inventory-items/decrement', {
    ...admin,
    body: { decrementData: [{ inventoryItemId: itemId, decrementBy: 2 }], reason: 'ORDER' },
  });
  const order = await decoded(3);
  expect(types(order)).toEqual([`${V3}_stock_status_updated`, `${V3}_updated`, `${V3}_updated_with_reason`]);
  const soldOut = ofType(order, `${V3}_stock_status_updated`);
  expect(zInventoryItemStockStatusUpdatedEvent.safeParse(soldOut).success).toBe(true);
  expect(soldOut.data).toMatchObject({
    slug: 'stock_status_updated',
    entityId: itemId,
    actionEvent: { body: { inStock: false } },
  });
  expect(ofType(order, `${V3}_updated_with_reason`).data.actionEvent.body.reason).toBe('ORDER');

  // Restocked through the product: back in stock, and no reason was given.
  const variants = (await h.call(`/stores/v3/products/${product.id}`, admin)).body.product.variantsInfo
    .variants as Json[];
  const restocked = await h.call(`/stores/v3/products-with-inventory/${product.id}`, {
    ...admin,
    method: 'PATCH',
    body: {
      product: {
        id: product.id,
        revision: '1',
        variantsInfo: {
          variants: variants.map((v) => ({
            id: v.id,
            choices: v.choices,
            price: v.price,
            inventoryItem: { quantity: 3 },
          })),
        },
      },
    },
  });
  expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
  const restock = (await decoded(4)).filter((e) => e.data.entityId === itemId);
  expect(types(restock)).toEqual([`${V3}_stock_status_updated`, `${V3}_updated`]);
  expect(ofType(restock, `${V3}_stock_status_updated`).data.actionEvent.body).toEqual({ inStock: true });
});
