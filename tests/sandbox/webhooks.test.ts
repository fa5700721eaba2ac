import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zCollectionCreated,
  zEventEnvelope,
  zProductChanged,
  zProductCreated,
  zVariantsChanged,
} from '../../generated/zod.gen.js';
import { startHarness, type Harness, type Json } from './support/harness.js';
import { startEventReceiver, type EventReceiver } from './support/webhook-receiver.js';

let h: Harness;
let receiver: EventReceiver;
let receiverUrl: string;

beforeAll(async () => {
  h = await startHarness();
  receiver = await startEventReceiver(h);
  receiverUrl = receiver.url;
});
afterAll(async () => {
  await h.close();
  await receiver.close();
});

async function eventsAfter(count: number): Promise<Json[]> {
  return (await receiver.takeTokens(count)).map(({ payload, protectedHeader }) => {
    expect(protectedHeader.alg).toBe('RS256');
    expect(typeof payload.data).toBe('string');
    const envelope = zEventEnvelope.parse(JSON.parse(payload.data as string));
    return { ...envelope, identity: JSON.parse(envelope.identity!), data: JSON.parse(envelope.data) };
  });
}

describe('signed webhook events', () => {
  it('delivers catalog writes as RS256 JWTs in the platform envelope', async () => {
    const admin = h.sandbox.apiKey;
    expect((await h.call('/_sandbox/webhooks', { body: { url: receiverUrl } })).status).toBe(200);
    const created = await h.call('/stores/v1/products', {
      token: admin,
      body: {
        product: {
          name: 'Evented',
          priceData: { price: 12 },
          productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
          manageVariants: true,
        },
      },
    });
    const id = created.body.product.id;
    await h.call(`/stores/v1/products/${id}`, {
      method: 'PATCH',
      token: admin,
      body: { product: { name: 'Evented 2', id } },
    });
    await h.call(`/stores/v1/products/${id}/variants`, {
      method: 'PATCH',
      token: admin,
      body: { variants: [{ choices: { Size: 'M' }, price: 14 }] },
    });
    await h.call('/stores/v1/collections', { token: admin, body: { collection: { name: 'Evented Things' } } });

    const events = await eventsAfter(4);
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
    ]);
    const byType = Object.fromEntries(events.map((e) => [e.eventType.split('.').pop(), e]));
    expect(zProductCreated.parse(byType.ProductCreated.data)).toMatchObject({
      productId: id,
      name: 'Evented',
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(zProductChanged.parse(byType.ProductChanged.data)).toEqual({
      productId: id,
      changedFields: ['name'],
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(zVariantsChanged.parse(byType.VariantsChanged.data).variants).toHaveLength(1);
    expect(zCollectionCreated.parse(byType.CollectionCreated.data).name).toBe('Evented Things');
    expect(byType.ProductCreated.identity.identityType).toBe('WIX_USER');
    expect(byType.ProductCreated.accountInfo.siteId).toBe(h.sandbox.siteId);
    const deliveries = (await h.call('/_sandbox/webhooks/deliveries')).body.deliveries;
    expect(deliveries.every((d: Json) => d.status === 200)).toBe(true);
  });

  it('filters by event type and stops after the subscriptions are removed', async () => {
    await h.call('/_sandbox/webhooks', { method: 'DELETE' });
    await h.call('/_sandbox/webhooks', {
      body: { url: receiverUrl, eventTypes: ['com.wix.ecommerce.catalog.api.v1.ProductDeleted'] },
    });
    const created = await h.call('/stores/v1/products', {
      token: h.sandbox.apiKey,
      body: { product: { name: 'Short-lived' } },
    });
    await h.call(`/stores/v1/products/${created.body.product.id}`, { method: 'DELETE', token: h.sandbox.apiKey });
    const events = await eventsAfter(1);
    expect(events.map((e) => e.eventType)).toEqual(['com.wix.ecommerce.catalog.api.v1.ProductDeleted']);
    await h.call('/_sandbox/webhooks', { method: 'DELETE' });
    await h.call('/stores/v1/products', { token: h.sandbox.apiKey, body: { product: { name: 'Silent' } } });
    await new Promise((r) => setTimeout(r, 200));
    expect(await receiver.takeTokens(0)).toEqual([]);
    expect((await h.call('/_sandbox/webhooks', { body: { url: 'ftp://nope' } })).status).toBe(400);
  });
});
