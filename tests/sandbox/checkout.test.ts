import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, submitForm, type HostedPage } from '../integration/support/hosted-pages.js';
import { createShirtWithStock } from './support/catalog-v3-sample.js';
import { expectEnvelope, startHarness, violationFields, type Harness, type Json } from './support/harness.js';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const SHOP = 'http://localhost:5173/';
const THANK_YOU = 'http://localhost:5173/checkout/thank-you';

/** A line item of the store's catalog. */
const line = (productId: string, variantId: string | undefined, quantity: number, options: Json = {}) => ({
  quantity,
  catalogReference: {
    catalogItemId: productId,
    appId: STORES_APP_ID,
    options: { ...(variantId && { variantId }), ...options },
  },
});

/** A store: its harness, a visitor's token, and the steps of a purchase as a storefront takes them. */
function store(catalog: 'v1' | 'v3') {
  const state = {} as { h: Harness; visitor: string; admin: { token: string; headers: Record<string, string> } };
  beforeAll(async () => {
    state.h = await startHarness({ catalog });
    state.visitor = await state.h.visitorToken();
    state.admin = { token: state.h.sandbox.apiKey, headers: { 'wix-site-id': state.h.sandbox.siteId } };
  });
  afterAll(() => state.h.close());

  const createCheckout = (lineItems: Json[], token = state.visitor) =>
    state.h.call('/ecom/v1/checkouts', { token, body: { lineItems, channelType: 'WEB' } });

  /** Creates a checkout, then the redirect session to its hosted page, and opens that page. */
  const openCheckout = async (lineItems: Json[]): Promise<{ url: string; page: HostedPage; checkout: Json }> => {
    const created = await createCheckout(lineItems);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const session = await state.h.call('/_api/redirects-api/v1/redirect-session', {
      token: state.visitor,
      body: {
        ecomCheckout: { checkoutId: created.body.checkout.id },
        callbacks: { thankYouPageUrl: THANK_YOU, postFlowUrl: SHOP },
      },
    });
    const url = session.body.redirectSession.fullUrl as string;
    return { url, page: await openPage(url), checkout: created.body.checkout };
  };

  const placeOrder = ({ url, page }: { url: string; page: HostedPage }) => submitForm(url, page, {});

  return { state, createCheckout, openCheckout, placeOrder };
}

/** The visible text of a hosted page, tags removed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('checkout on a V3 store', () => {
  const { state, createCheckout, openCheckout, placeOrder } = store('v3');

  /** A shirt in two sizes, each with `quantity` counted in stock; answers its id, variant ids and inventory items. */
  const shirtWithStock = async (name: string, quantity: number) => {
    const { product, inventoryResults } = await createShirtWithStock(state, name, quantity);
    return {
      id: product.id as string,
      variants: product.variantsInfo.variants as Json[],
      items: inventoryResults.results.map((r: Json) => r.item.id as string) as [string, string],
    };
  };

  const stockOf = async (itemId: string) =>
    (await state.h.call(`/stores/v3/inventory-items/${itemId}`, state.admin)).body.inventoryItem.quantity;

  it('creates a checkout whose line items the catalog resolves: name, options, price, total, availability', async () => {
    const shirt = await shirtWithStock('Checkout Shirt', 5);
    const variant = shirt.variants[1];
    const reply = await createCheckout([line(shirt.id, variant.id, 2)]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { checkout } = reply.body;
    const unit = Number(variant.price.actualPrice.amount);
    expect(checkout).toMatchObject({ channelType: 'WEB', currency: 'USD', completed: false });
    expect(checkout.lineItems[0]).toMatchObject({
      quantity: 2,
      catalogReference: { catalogItemId: shirt.id, appId: STORES_APP_ID, options: { variantId: variant.id } },
      productName: { original: 'Checkout Shirt' },
      price: { amount: unit.toFixed(2) },
      lineItemPrice: { amount: (unit * 2).toFixed(2) },
      availability: { status: 'AVAILABLE', quantityAvailable: 5 },
    });
    expect(checkout.lineItems[0].descriptionLines.length).toBeGreaterThan(0);
    expect(checkout.priceSummary.total.amount).toBe((unit * 2).toFixed(2));
  });

  it('says which line items the catalog cannot supply, without failing the call', async () => {
    const shirt = await shirtWithStock('Scarce Checkout Shirt', 1);
    const reply = await createCheckout([
      line(shirt.id, shirt.variants[0].id, 3),
      line('7d1e2f3a-4b5c-4d6e-8f70-819a2b3c4d5e', undefined, 1),
      line(shirt.id, 'f0f0f0f0-0000-4000-8000-000000000000', 1),
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body.checkout.lineItems.map((l: Json) => l.availability)).toEqual([
      { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 },
      { status: 'NOT_FOUND' },
      { status: 'NOT_FOUND' },
    ]);
  });

  it('refuses malformed requests with the error envelope, naming the field', async () => {
    const shirt = await shirtWithStock('Validated Shirt', 1);
    const valid = line(shirt.id, shirt.variants[0].id, 1);
    const send = (body: Json) => state.h.call('/ecom/v1/checkouts', { token: state.visitor, body });
    expect(violationFields(await send({ lineItems: [valid] }))).toEqual(['channelType']);
    expect(violationFields(await send({ lineItems: [], channelType: 'WEB' }))).toEqual(['lineItems']);
    expect(violationFields(await send({ lineItems: [{ ...valid, quantity: 0 }], channelType: 'WEB' }))).toEqual([
      'lineItems[0].quantity',
    ]);
    expect(
      violationFields(
        await send({ lineItems: [{ quantity: 1, catalogReference: { appId: STORES_APP_ID } }], channelType: 'WEB' }),
      ),
    ).toEqual(['lineItems[0].catalogReference.catalogItemId']);
    expectEnvelope(await createCheckout([valid], ''), 401);
  });

  it('shows the line items and the total on the hosted page; placing the order takes them out of stock', async () => {
    const shirt = await shirtWithStock('Hosted Shirt', 4);
    const opened = await openCheckout([line(shirt.id, shirt.variants[0].id, 3)]);
    expect(opened.page.status).toBe(200);
    const text = textOf(opened.page.html);
    expect(text).toContain('Hosted Shirt');
    expect(text).toContain(opened.checkout.lineItems[0].lineItemPrice.formattedAmount);
    expect(text).toContain(`Total ${opened.checkout.priceSummary.total.formattedAmount}`);
    const placed = await placeOrder(opened);
    expect(placed.status).toBe(303);
    const thankYou = new URL(placed.location!);
    expect(`${thankYou.origin}${thankYou.pathname}`).toBe(THANK_YOU);
    expect(thankYou.searchParams.get('orderId')).toBeTruthy();
    expect(await stockOf(shirt.items[0])).toBe(1);
    expect(await stockOf(shirt.items[1])).toBe(4);
    // Back from the thank-you page: the checkout page says the order is placed and leads back to the shop.
    const again = await openPage(opened.url);
    expect(textOf(again.html)).toContain('Your order is placed');
    expect(again.html).toContain(`href="${SHOP}"`);
    // Placing it again goes to the thank-you page of the same order and takes nothing more.
    const twice = await placeOrder(opened);
    expect(new URL(twice.location!).searchParams.get('orderId')).toBe(thankYou.searchParams.get('orderId'));
    expect(await stockOf(shirt.items[0])).toBe(1);
  });

  it('refuses a sold-out item in plain words and changes no stock', async () => {
    const shirt = await shirtWithStock('Sold Shirt', 2);
    const both = await openCheckout([line(shirt.id, shirt.variants[0].id, 1), line(shirt.id, shirt.variants[1].id, 3)]);
    const refused = await placeOrder(both);
    expect(refused.status).toBe(409);
    expect(textOf(refused.html)).toMatch(
      /This order cannot be placed: Only 2 of Sold Shirt \([^)]+\) are left; this order asks for 3\./,
    );
    expect(await stockOf(shirt.items[0])).toBe(2);
    expect(await stockOf(shirt.items[1])).toBe(2);
    const first = await openCheckout([line(shirt.id, shirt.variants[0].id, 2)]);
    expect((await placeOrder(first)).status).toBe(303);
    const sold = await openCheckout([line(shirt.id, shirt.variants[0].id, 1)]);
    expect(textOf(sold.page.html)).toContain('Sold out');
    const refusal = await placeOrder(sold);
    expect(refusal.status).toBe(409);
    expect(textOf(refusal.html)).toMatch(/Sold Shirt \([^)]+\) is sold out\./);
  });

  it('lets exactly one of two shoppers racing for the last item have it', async () => {
    const shirt = await shirtWithStock('Last Shirt', 1);
    const shoppers = await Promise.all([1, 2].map(() => openCheckout([line(shirt.id, shirt.variants[0].id, 1)])));
    const outcomes = await Promise.all(shoppers.map(placeOrder));
    expect(outcomes.map((o) => o.status).sort()).toEqual([303, 409]);
    expect(await stockOf(shirt.items[0])).toBe(0);
  });

  it('says so when the redirect names a checkout the store did not create', async () => {
    const session = await state.h.call('/_api/redirects-api/v1/redirect-session', {
      token: state.visitor,
      body: { ecomCheckout: { checkoutId: 'a1b2c3d4-0000-4000-8000-000000000000' }, callbacks: { postFlowUrl: SHOP } },
    });
    const page = await openPage(session.body.redirectSession.fullUrl);
    expect(page.status).toBe(404);
    expect(textOf(page.html)).toContain('This checkout does not exist');
  });
});

describe('checkout on a V1 store', () => {
  const { state, openCheckout, placeOrder } = store('v1');

  const productWithStock = async (name: string, quantity: number) => {
    const reply = await state.h.call('/stores/v1/products', {
      token: state.admin.token,
      body: {
        product: { name, productType: 'physical', priceData: { price: 20 }, stock: { trackInventory: true, quantity } },
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.product.id as string;
  };

  const stockOf = async (productId: string) =>
    (await state.h.call(`/stores-reader/v1/products/${productId}?id=${productId}`, { token: state.admin.token })).body
      .product.stock.quantity;

  it('resolves a product without options, and placing the order takes it out of stock', async () => {
    const productId = await productWithStock('Clay Mug', 5);
    const opened = await openCheckout([line(productId, undefined, 2)]);
    expect(opened.checkout.lineItems[0]).toMatchObject({
      productName: { original: 'Clay Mug' },
      price: { amount: '20.00' },
      lineItemPrice: { amount: '40.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 5 },
    });
    expect(textOf(opened.page.html)).toContain('Total $40.00');
    expect((await placeOrder(opened)).status).toBe(303);
    expect(await stockOf(productId)).toBe(3);
  });

  it('names a variant by its choices', async () => {
    const reply = await state.h.call('/stores/v1/products', {
      token: state.admin.token,
      body: {
        product: {
          name: 'Sized Tee',
          productType: 'physical',
          priceData: { price: 30 },
          productOptions: [
            {
              name: 'Size',
              choices: [
                { value: 'S', description: 'S' },
                { value: 'M', description: 'M' },
              ],
            },
          ],
        },
      },
    });
    const opened = await openCheckout([line(reply.body.product.id, undefined, 1, { options: { Size: 'M' } })]);
    expect(opened.checkout.lineItems[0]).toMatchObject({
      productName: { original: 'Sized Tee' },
      descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'M' } }],
      availability: { status: 'AVAILABLE' },
    });
  });

  it('lets exactly one of two shoppers racing for the last item have it', async () => {
    const productId = await productWithStock('Last Mug', 1);
    const shoppers = await Promise.all([1, 2].map(() => openCheckout([line(productId, undefined, 1)])));
    const outcomes = await Promise.all(shoppers.map(placeOrder));
    expect(outcomes.map((o) => o.status).sort()).toEqual([303, 409]);
    expect(textOf(outcomes.find((o) => o.status === 409)!.html)).toContain('Last Mug is sold out.');
    expect(await stockOf(productId)).toBe(0);
  });
});
