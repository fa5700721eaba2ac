import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zCartAbandoned, zCartRecovered } from '../../generated/zod.gen.js';
import { dotR, startHarness, type Harness, type Json } from './support/harness.js';
import { startEventReceiver, type EventReceiver } from './support/webhook-receiver.js';

let h: Harness;
let events: EventReceiver;
let admin: string;
let visitor: string;

beforeAll(async () => {
  h = await startHarness({ seed: 'demo' });
  admin = h.sandbox.apiKey;
  visitor = await h.visitorToken();
  events = await startEventReceiver(h);
});
afterAll(async () => {
  await events.close();
  await h.close();
});

const namesOf = (reply: Json) => reply.body.collections.map((c: Json) => c.name);

describe('v2 collections reads', () => {
  it('lists the demo collections in creation order, All Products first, with totals', async () => {
    const reply = await h.call('/v2/collections/query', { token: visitor });
    expect(reply.status).toBe(200);
    expect(namesOf(reply)[0]).toBe('All Products');
    expect(namesOf(reply)).toContain('Outdoor');
    expect(reply.body.metadata).toEqual({
      count: reply.body.collections.length,
      offset: 0,
      total: reply.body.collections.length,
    });
    expect(reply.body.collections[1].numberOfProducts).toBeGreaterThan(0);
  });

  it('filters and sorts on name and id, through .r and through POST alike', async () => {
    const query = { filter: { name: { $startsWith: 'S' } }, sort: [{ fieldName: 'name', order: 'DESC' }] };
    const viaGet = await h.call(`/v2/collections/query?.r=${dotR({ query })}`, { token: visitor });
    const viaPost = await h.call('/v2/collections/query', { token: visitor, body: { query } });
    expect(namesOf(viaGet)).toEqual(['Summer Linen']);
    expect(viaPost.body).toEqual(viaGet.body);
    const paged = await h.call(`/v2/collections/query?.r=${dotR({ query: { paging: { limit: 2, offset: 2 } } })}`, {
      token: visitor,
    });
    expect(paged.body.collections).toHaveLength(2);
    expect(paged.body.metadata.offset).toBe(2);
  });

  it('refuses fields other than id and name', async () => {
    const reply = await h.call('/v2/collections/query', { token: visitor, body: { query: { filter: { slug: 'x' } } } });
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError.fieldViolations[0].field).toBe('query.filter.slug');
  });

  it('hides hidden collections from visitors but not from the API key', async () => {
    const created = await h.call('/stores/v1/collections', {
      token: admin,
      body: { collection: { name: 'Backroom', visible: false } },
    });
    const id = created.body.collection.id;
    const filter = { query: { filter: { id } } };
    expect((await h.call('/v2/collections/query', { token: visitor, body: filter })).body.collections).toEqual([]);
    expect(namesOf(await h.call('/v2/collections/query', { token: admin, body: filter }))).toEqual(['Backroom']);
    expect((await h.call(`/v2/collections/${id}?id=${id}`, { token: visitor })).status).toBe(404);
    const got = await h.call(`/v2/collections/${id}`, { token: admin });
    expect(got.body.collection).toMatchObject({ id, name: 'Backroom', visible: false, numberOfProducts: 0 });
  });
});

const queryCarts = (query: Json) => h.call('/v1/abandonedCarts/query', { token: admin, body: { query } });

describe('abandoned carts', () => {
  it('has two abandoned carts and a recovered one in the demo store, newest abandonment first', async () => {
    const reply = await queryCarts({});
    expect(reply.status).toBe(200);
    expect(reply.body.totalResults).toBe(3);
    const carts = reply.body.abandonedCarts;
    expect(carts.map((c: Json) => c.status)).toEqual(['ABANDONED', 'ABANDONED', 'RECOVERED']);
    expect(carts[0].total).toMatch(/^\$\d+\.\d\d$/);
    expect(carts[0].buyerInfo.email).toBe('sam.okafor@example.com');
    const times = carts.map((c: Json) => Date.parse(c.abandonTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const recovered = await queryCarts({ filter: JSON.stringify({ status: 'RECOVERED' }) });
    expect(recovered.body.abandonedCarts.map((c: Json) => c.buyerInfo.firstName)).toEqual(['Léa']);
  });

  it('abandons a cart after an idle hour of the sandbox clock, and recovers it, with both events', async () => {
    expect((await h.call('/_sandbox/webhooks', { body: { url: events.url } })).status).toBe(200);
    const products = (await h.call('/stores-reader/v1/products/query-platformized', { token: visitor })).body.products;
    const opened = await h.call('/_sandbox/carts', {
      body: {
        buyerInfo: { identityType: 'MEMBER', email: 'ada@example.com', firstName: 'Ada' },
        lineItems: [{ productId: products[0].id, quantity: 2 }],
      },
    });
    expect(opened.status).toBe(200);
    const cart = opened.body.cart;
    expect(cart.status).toBe('ACTIVE');
    expect((await h.call(`/v1/abandonedCarts/${cart.id}`, { token: admin })).status).toBe(404);

    await h.call('/_sandbox/clock', { body: { advanceSeconds: 3601 } });
    const [abandonedEvent] = await events.take(1);
    expect(abandonedEvent!.eventType).toBe('com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent');
    const abandoned = zCartAbandoned.parse(abandonedEvent!.data);
    expect(abandoned).toMatchObject({ cartId: cart.id, itemsCount: 2, abandonTime: cart.abandonsAt });
    expect(abandoned.totals?.total).toBeCloseTo(products[0].priceData.discountedPrice * 2, 2);
    expect(abandoned.buyerInfo?.identityType).toBe('MEMBER');

    const got = await h.call(`/v1/abandonedCarts/${cart.id}?id=${cart.id}`, { token: admin });
    expect(got.body.abandonedCart).toMatchObject({ id: cart.id, status: 'ABANDONED', abandonTime: cart.abandonsAt });

    const recovered = await h.call(`/_sandbox/carts/${cart.id}/recover`, { method: 'POST' });
    expect(recovered.body.abandonedCart.status).toBe('RECOVERED');
    const [recoveredEvent] = await events.take(1);
    expect(zCartRecovered.parse(recoveredEvent!.data)).toMatchObject({
      cartId: cart.id,
      abandonedTime: cart.abandonsAt,
    });
    const filtered = await queryCarts({ filter: JSON.stringify({ 'buyerInfo.email': 'ada@example.com' }) });
    expect(filtered.body.abandonedCarts.map((c: Json) => c.status)).toEqual(['RECOVERED']);
    await h.call('/_sandbox/webhooks', { method: 'DELETE' });
  });
});
