import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleShirt } from '../support/sample-products.js';
import {
  applicationCode,
  dotR,
  expectEnvelope,
  memberTokens,
  registerMember,
  startHarness,
  violationFields,
  type Harness,
  type Json,
} from './support/harness.js';

let h: Harness;
let visitor: string;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  visitor = await h.visitorToken();
  admin = h.sandbox.apiKey;
});
afterAll(() => h.close());

const write = (path: string, body?: unknown, method = 'POST', token = admin) =>
  h.call(`/stores/v1${path}`, { method, body, token });
const read = (path: string, token = visitor, body?: unknown) => h.call(`/stores-reader/v1${path}`, { token, body });
const query = async (q: unknown, token = visitor) =>
  (await read(`/products/query-platformized?.r=${dotR({ query: q })}`, token)).body;
const names = (page: Json) => page.products.map((p: Json) => p.name);

async function createProduct(product: Record<string, unknown>) {
  const reply = await write('/products', { product });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.product;
}

const shirt = sampleShirt('Test Shirt', 'TS');

describe('product writes and reads', () => {
  it('creates a product with derived variants, prices and stock', async () => {
    const product = await createProduct(shirt);
    expect(product).toMatchObject({
      name: 'Test Shirt',
      slug: 'test-shirt',
      visible: true,
      productType: 'physical',
      brand: 'Acme',
      ribbon: 'New',
      ribbons: [{ text: 'New' }],
    });
    expect(product.priceData).toMatchObject({
      currency: 'USD',
      price: 40,
      discountedPrice: 30,
      formatted: { price: '$40.00', discountedPrice: '$30.00' },
    });
    expect(product.costAndProfitData).toMatchObject({ itemCost: 15, profit: 15, profitMargin: 0.5 });
    expect(product.variants).toHaveLength(6);
    expect(product.variants.map((v: Json) => v.choices)).toContainEqual({ Size: 'M', Color: 'Red' });
    expect(product.stock).toMatchObject({
      trackInventory: true,
      quantity: 5,
      inStock: true,
      inventoryStatus: 'IN_STOCK',
    });
    expect(product.collectionIds).toEqual(['00000000-000000-000000-000000000001']);
    expect(product.numericId).toMatch(/^\d+$/);
    expect(product.productPageUrl).toEqual({ base: `${h.url}/`, path: '/product-page/test-shirt' });
    expect((await createProduct({ name: 'Test Shirt' })).slug).toBe('test-shirt-2');
  });

  it('lets only the API key write', async () => {
    const member = await registerMember(h);
    const memberToken = (await memberTokens(h, member.sessionToken)).access_token;
    for (const token of [visitor, memberToken]) {
      const reply = await write('/products', { product: { name: 'Nope' } }, 'POST', token);
      expectEnvelope(reply, 403);
      expect(applicationCode(reply)).toBe('PERMISSION_DENIED');
    }
    expectEnvelope(await write('/products', { product: { name: 'Nope' } }, 'POST', ''), 401);
  });

  it('hides cost data and hidden products from visitors', async () => {
    const product = await createProduct({ ...shirt, name: 'Cost Shirt' });
    const asVisitor = (await read(`/products/${product.id}?id=${product.id}&includeMerchantSpecificData=true`)).body
      .product;
    expect(asVisitor.costAndProfitData).toBeUndefined();
    expect(asVisitor.variants[0].variant.costAndProfitData).toBeUndefined();
    const asAdmin = (await read(`/products/${product.id}?includeMerchantSpecificData=true`, admin)).body.product;
    expect(asAdmin.costAndProfitData.itemCost).toBe(15);
    expect((await read(`/products/${product.id}`, admin)).body.product.costAndProfitData).toBeUndefined();
    const hidden = await createProduct({ name: 'Hidden Thing', visible: false });
    expectEnvelope(await read(`/products/${hidden.id}`), 404);
    expect((await read(`/products/${hidden.id}`, admin)).status).toBe(200);
    expect(violationFields(await read(`/products/${product.id}?id=other`))).toEqual(['id']);
  });

  it('updates fields, re-derives variants and keeps the id authoritative', async () => {
    const product = await createProduct({ ...shirt, name: 'Update Me' });
    const reply = await write(
      `/products/${product.id}`,
      {
        product: {
          name: 'Updated',
          priceData: { price: 50 },
          productOptions: [shirt.productOptions![0]],
          id: product.id,
        },
      },
      'PATCH',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.product).toMatchObject({ name: 'Updated', slug: 'update-me', priceData: { price: 50 } });
    expect(reply.body.product.variants).toHaveLength(2);
    expect(reply.body.product.lastUpdated >= product.lastUpdated).toBe(true);
    expect(violationFields(await write(`/products/${product.id}`, { product: { id: 'other' } }, 'PATCH'))).toEqual([
      'product.id',
    ]);
    expect((await write('/products/missing', { product: { name: 'x' } }, 'PATCH')).status).toBe(404);
    const taken = await write(`/products/${product.id}`, { product: { slug: 'test-shirt' } }, 'PATCH');
    expect(applicationCode(taken)).toBe('SLUG_ALREADY_EXISTS');
  });

  it('deletes products', async () => {
    const product = await createProduct({ name: 'Delete Me' });
    expect(
      (await h.call(`/stores/v1/products/${product.id}?id=${product.id}`, { method: 'DELETE', token: admin })).body,
    ).toEqual({});
    expect((await read(`/products/${product.id}`, admin)).status).toBe(404);
    expect((await h.call(`/stores/v1/products/${product.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('sets, selects and resets variant data', async () => {
    const product = await createProduct({ ...shirt, name: 'Variant Shirt' });
    expect(
      applicationCode(
        await write(
          `/products/${product.id}/variants`,
          { id: product.id, variants: [{ choices: { Size: 'S' }, price: 45 }] },
          'PATCH',
        ),
      ),
    ).toBe('VARIANTS_NOT_MANAGED');
    await write(`/products/${product.id}`, { product: { manageVariants: true } }, 'PATCH');
    const bySize = await write(
      `/products/${product.id}/variants`,
      { id: product.id, variants: [{ choices: { Size: 'M' }, price: 44, sku: 'TS-M' }] },
      'PATCH',
    );
    expect(bySize.body.variants).toHaveLength(3);
    expect(bySize.body.variants.every((v: Json) => v.variant.priceData.price === 44 && v.choices.Size === 'M')).toBe(
      true,
    );
    const oneId = product.variants[0].id;
    const byId = await write(
      `/products/${product.id}/variants`,
      { variants: [{ variantIds: [oneId], visible: false }] },
      'PATCH',
    );
    expect(byId.body.variants.map((v: Json) => v.id)).toEqual([oneId]);
    const after = (await read(`/products/${product.id}`, admin)).body.product;
    expect(after.priceRange).toEqual({ minValue: 40, maxValue: 44 });
    expect((await write(`/products/${product.id}/variants/resetToDefault`, { id: product.id })).body).toEqual({});
    const reset = (await read(`/products/${product.id}`, admin)).body.product;
    expect(reset.variants.every((v: Json) => v.variant.priceData.price === 40 && v.variant.visible)).toBe(true);
    expect(
      violationFields(
        await write(`/products/${product.id}/variants`, { variants: [{ choices: { Size: 'XL' } }] }, 'PATCH'),
      ),
    ).toEqual(['variants[0]']);
  });

  it('manages gallery media and choice media', async () => {
    const product = await createProduct({ ...shirt, name: 'Media Shirt' });
    const added = await write(`/products/${product.id}/media`, {
      id: product.id,
      media: [
        { url: 'https://cdn.example.com/a.jpg' },
        { mediaId: 'front.jpg', choice: { option: 'Color', choice: 'Red' } },
      ],
    });
    expect(added.body).toEqual({});
    let current = (await read(`/products/${product.id}`)).body.product;
    expect(current.media.items.map((m: Json) => m.image.url)).toEqual([
      'https://cdn.example.com/a.jpg',
      `${h.url}/_sandbox/media/front.jpg`,
    ]);
    expect(current.media.mainMedia.image.url).toBe('https://cdn.example.com/a.jpg');
    const red = () => current.productOptions[1].choices.find((c: Json) => c.description === 'Red');
    expect(red().media.items.map((m: Json) => m.id)).toEqual(['front.jpg']);
    const firstId = current.media.items[0].id;
    await write(
      `/products/${product.id}/choices/media`,
      { id: product.id, media: [{ option: 'Color', choice: 'Red', mediaIds: [firstId] }] },
      'PATCH',
    );
    current = (await read(`/products/${product.id}`)).body.product;
    expect(red().media.items).toHaveLength(2);
    await write(`/products/${product.id}/choices/media/delete`, {
      id: product.id,
      media: [{ option: 'Color', choice: 'Red', mediaIds: ['front.jpg'] }],
    });
    current = (await read(`/products/${product.id}`)).body.product;
    expect(red().media.items.map((m: Json) => m.id)).toEqual([firstId]);
    await write(`/products/${product.id}/media/delete`, { id: product.id, mediaIds: [firstId] });
    current = (await read(`/products/${product.id}`)).body.product;
    expect(current.media.items.map((m: Json) => m.id)).toEqual(['front.jpg']);
    expect(red().media).toBeUndefined();
    expect(
      violationFields(await write(`/products/${product.id}/media`, { media: [{ url: 'x', mediaId: 'y' }] })),
    ).toEqual(['media[0]']);
    expect(violationFields(await write(`/products/${product.id}/media/delete`, { mediaIds: ['nope'] }))).toEqual([
      'mediaIds[0]',
    ]);
    expect(
      violationFields(
        await write(
          `/products/${product.id}/choices/media`,
          { media: [{ option: 'Size', choice: 'XXL', mediaIds: [] }] },
          'PATCH',
        ),
      ),
    ).toEqual(['media[0].choice']);
    const svg = await fetch(`${h.url}/_sandbox/media/front.jpg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('removes options, brand and ribbon', async () => {
    const product = await createProduct({ ...shirt, name: 'Strip Shirt' });
    await h.call(`/stores/v1/products/${product.id}/options?id=${product.id}`, { method: 'DELETE', token: admin });
    await write(`/products/${product.id}/remove-brand`, { id: product.id });
    await write(`/products/${product.id}/remove-ribbon`, { id: product.id });
    const after = (await read(`/products/${product.id}`)).body.product;
    expect(after.productOptions).toEqual([]);
    expect(after.variants).toHaveLength(1);
    expect(after.variants[0].id).toBe('00000000-0000-0000-0000-000000000000');
    expect(after.brand).toBeUndefined();
    expect(after.ribbon).toBeUndefined();
    expect(after.ribbons).toEqual([]);
  });

  it('answers option availability and variant queries', async () => {
    const product = await createProduct({
      ...shirt,
      name: 'Avail Shirt',
      manageVariants: true,
      stock: { trackInventory: false, inStock: true },
    });
    await write(
      `/products/${product.id}/variants`,
      { variants: [{ choices: { Color: 'Red' }, visible: false }] },
      'PATCH',
    );
    const partial = (
      await read(`/products/${product.id}/productOptionsAvailability`, visitor, {
        id: product.id,
        options: { Size: 'S' },
      })
    ).body;
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.productOptions[1].choices.find((c: Json) => c.description === 'Red').visible).toBe(false);
    const full = (
      await read(`/products/${product.id}/productOptionsAvailability`, visitor, {
        options: { Size: 'S', Color: 'Black' },
      })
    ).body;
    expect(full.selectedVariant).toMatchObject({ inStock: true, visible: true, price: { price: 40 } });
    expect(full.availableForPurchase).toBe(true);
    expect(
      violationFields(
        await read(`/products/${product.id}/productOptionsAvailability`, visitor, { options: { Size: 'XXL' } }),
      ),
    ).toEqual(['options.Size']);

    const variants = (
      await read(`/products/${product.id}/variants/query`, visitor, {
        id: product.id,
        choices: { Size: 'M' },
        paging: { limit: 2 },
      })
    ).body;
    expect(variants.totalResults).toBe(3);
    expect(variants.variants).toHaveLength(2);
    expect(variants.metadata).toEqual({ items: 2, offset: 0 });
  });
});

describe('product queries', () => {
  let catalog: Json[];
  beforeAll(async () => {
    await h.call('/_sandbox/reset', { body: {} });
    visitor = await h.visitorToken();
    catalog = [];
    const specs = [
      { name: 'Alpha Mug', priceData: { price: 10 }, brand: 'Kiln', sku: 'MUG-A', ribbon: 'Sale' },
      { name: 'Beta Mug', priceData: { price: 20 }, brand: 'Kiln', sku: 'MUG-B' },
      { name: 'Gamma Plate', priceData: { price: 30 }, brand: 'Kiln', sku: 'PLT-G', productType: 'digital' },
      { name: 'Delta Shirt', priceData: { price: 40 }, brand: 'Loom', stock: { trackInventory: true, quantity: 0 } },
      { name: 'Epsilon Shirt', priceData: { price: 50 }, brand: 'Loom', description: '100% linen' },
      { name: 'Zeta Hidden', priceData: { price: 60 }, visible: false },
    ];
    for (const spec of specs) catalog.push(await createProduct(spec));
    const collection = (await write('/collections', { collection: { name: 'Mugs' } })).body.collection;
    const other = (await write('/collections', { collection: { name: 'Kiln Picks', slug: 'kiln-picks' } })).body
      .collection;
    await write(`/collections/${collection.id}/productIds`, {
      id: collection.id,
      productIds: [catalog[0].id, catalog[1].id],
    });
    await write(`/collections/${other.id}/productIds`, { productIds: [catalog[0].id, catalog[2].id] });
    catalog.push(collection, other);
  });

  it('supports every operator of the query language', async () => {
    const [mugs, picks] = [catalog[6].id, catalog[7].id];
    const cases: Array<[unknown, string[]]> = [
      [{ brand: 'Kiln' }, ['Alpha Mug', 'Beta Mug', 'Gamma Plate']],
      [{ price: { $eq: 20 } }, ['Beta Mug']],
      [{ brand: { $ne: 'Kiln' } }, ['Delta Shirt', 'Epsilon Shirt']],
      [{ price: { $gt: 30 } }, ['Delta Shirt', 'Epsilon Shirt']],
      [{ price: { $gte: 30, $lt: 50 } }, ['Gamma Plate', 'Delta Shirt']],
      [{ price: { $lte: 10 } }, ['Alpha Mug']],
      [{ sku: { $in: ['MUG-A', 'PLT-G'] } }, ['Alpha Mug', 'Gamma Plate']],
      [{ collectionIds: { $hasSome: [mugs, picks] } }, ['Alpha Mug', 'Beta Mug', 'Gamma Plate']],
      [{ collectionIds: { $hasAll: [mugs, picks] } }, ['Alpha Mug']],
      [
        { collectionIds: { $hasSome: ['00000000-000000-000000-000000000001'] } },
        ['Alpha Mug', 'Beta Mug', 'Gamma Plate', 'Delta Shirt', 'Epsilon Shirt'],
      ],
      [{ name: { $startsWith: 'beta' } }, ['Beta Mug']],
      [{ name: { $endsWith: 'Shirt' } }, ['Delta Shirt', 'Epsilon Shirt']],
      [{ name: { $contains: 'amm' } }, ['Gamma Plate']],
      [{ description: { $contains: '100%' } }, ['Epsilon Shirt']],
      [{ ribbon: { $exists: true } }, ['Alpha Mug']],
      [{ ribbon: null }, ['Beta Mug', 'Gamma Plate', 'Delta Shirt', 'Epsilon Shirt']],
      [{ ribbon: { $ne: null } }, ['Alpha Mug']],
      [{ $and: [{ brand: 'Kiln' }, { price: { $gt: 10 } }] }, ['Beta Mug', 'Gamma Plate']],
      [{ $or: [{ price: 10 }, { price: 50 }] }, ['Alpha Mug', 'Epsilon Shirt']],
      [{ $not: { brand: 'Kiln' } }, ['Delta Shirt', 'Epsilon Shirt']],
      [{ inStock: false }, ['Delta Shirt']],
      [{ productType: 'digital' }, ['Gamma Plate']],
      [{ 'priceData.price': { $lt: 15 } }, ['Alpha Mug']],
      [{ lastUpdated: { $gte: '2000-01-01T00:00:00Z' }, price: { $lt: 20 } }, ['Alpha Mug']],
    ];
    for (const [filter, expected] of cases) {
      const page = await query({ filter, sort: [{ fieldName: 'price', order: 'ASC' }] });
      expect(names(page), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('sorts, pages with totals and answers GET .r and POST alike', async () => {
    const q = {
      filter: { price: { $gte: 10 } },
      sort: [{ fieldName: 'name', order: 'DESC' }],
      paging: { limit: 2, offset: 2 },
    };
    const viaGet = await query(q);
    const viaPost = (await read('/products/query-platformized', visitor, { query: q })).body;
    expect(viaGet).toEqual(viaPost);
    expect(names(viaGet)).toEqual(['Delta Shirt', 'Beta Mug']);
    expect(viaGet.metadata).toEqual({ count: 2, offset: 2, total: 5 });
    const empty = (await read('/products/query-platformized')).body;
    expect(empty.products).toHaveLength(5);
    expect(empty.products[0].name).toBe('Epsilon Shirt');
    expect((await query({}, admin)).products).toHaveLength(6);
  });

  it('answers tooManyToCount above the count limit', async () => {
    await h.call('/_sandbox/settings', { body: { countLimit: 3 } });
    try {
      const page = await query({ paging: { limit: 2 } });
      expect(page.metadata).toEqual({ count: 2, offset: 0, tooManyToCount: true });
      const last = await query({ paging: { limit: 2, offset: 4 } });
      expect(last.metadata).toEqual({ count: 1, offset: 4, total: 5 });
    } finally {
      await h.call('/_sandbox/settings', { body: { countLimit: 10000 } });
    }
  });

  it('queries store variants with choice filters and cursors', async () => {
    const product = await createProduct({ ...shirt, name: 'Store Variant Shirt', sku: 'SVS' });
    const filter = { productId: product.id, 'choices.Size': 'M' };
    const first = (
      await read('/variants/query', visitor, {
        query: { filter, sort: [{ fieldName: 'variantName', order: 'ASC' }], cursorPaging: { limit: 2 } },
      })
    ).body;
    expect(first.variants.map((v: Json) => v.variantName)).toEqual(['M | Black', 'M | Red']);
    expect(first.metadata.cursors.next).toBeTruthy();
    const second = (
      await read('/variants/query', visitor, {
        query: { cursorPaging: { cursor: first.metadata.cursors.next, limit: 2 } },
      })
    ).body;
    expect(second.variants.map((v: Json) => v.variantName)).toEqual(['M | White']);
    expect(second.metadata.cursors.prev).toBeTruthy();
    const variant = first.variants[0];
    expect(variant).toMatchObject({
      productId: product.id,
      productName: 'Store Variant Shirt',
      choices: { Size: 'M', Color: 'Black' },
      collectionIds: ['00000000-000000-000000-000000000001'],
    });
    const byId = (await read(`/variants/${variant.id}?id=${variant.id}`)).body.variant;
    expect(byId).toEqual(variant);
    const offset = (
      await read('/variants/query', visitor, { query: { filter: { sku: 'SVS' }, paging: { limit: 10 } } })
    ).body;
    expect(offset.metadata).toEqual({ count: 6, offset: 0, total: 6 });
    expect((await read('/variants/missing')).status).toBe(404);
  });

  it('rejects unknown fields, operators and malformed .r', async () => {
    expect(
      violationFields(
        await read(`/products/query-platformized?.r=${dotR({ query: { filter: { price: { $between: [1, 2] } } } })}`),
      ),
    ).toEqual(['query.filter.price.$between']);
    expect(
      violationFields(await read(`/products/query-platformized?.r=${dotR({ query: { filter: { password: 'x' } } })}`)),
    ).toEqual(['query.filter.password']);
    expect(
      violationFields(
        await read(`/products/query-platformized?.r=${dotR({ query: { sort: [{ fieldName: 'collectionIds' }] } })}`),
      ),
    ).toEqual(['query.sort[0].fieldName']);
    expect(violationFields(await read('/products/query-platformized?.r=bm90IGpzb24'))).toEqual(['.r']);
  });
});

describe('collections', () => {
  it('creates, reads by slug, updates, fills and deletes collections', async () => {
    const product = await createProduct({ name: 'Collected' });
    const created = (await write('/collections', { collection: { name: 'Summer Sale', description: 'Hot deals' } }))
      .body.collection;
    expect(created).toMatchObject({ name: 'Summer Sale', slug: 'summer-sale', visible: true, numberOfProducts: 0 });
    await write(`/collections/${created.id}/productIds`, { productIds: [product.id] });
    const bySlug = (await read('/collections/slug/summer-sale?slug=summer-sale')).body.collection;
    expect(bySlug.numberOfProducts).toBe(1);
    expect((await read(`/products/${product.id}`)).body.product.collectionIds).toContain(created.id);
    const updated = (
      await write(
        `/collections/${created.id}`,
        { collection: { name: 'Winter Sale', visible: false, id: created.id } },
        'PATCH',
      )
    ).body.collection;
    expect(updated).toMatchObject({ name: 'Winter Sale', visible: false });
    expect((await read('/collections/slug/summer-sale')).status).toBe(404);
    expect((await read('/collections/slug/summer-sale', admin)).status).toBe(200);
    expect((await write(`/collections/${created.id}/productIds`, { productIds: ['missing'] })).status).toBe(404);
    await write(`/collections/${created.id}/productIds/delete`, { id: created.id, productIds: [product.id] });
    expect((await read('/collections/slug/summer-sale', admin)).body.collection.numberOfProducts).toBe(0);
    expect(
      (await h.call(`/stores/v1/collections/${created.id}?id=${created.id}`, { method: 'DELETE', token: admin })).body,
    ).toEqual({});
    expect((await read('/collections/slug/summer-sale', admin)).status).toBe(404);
    const all = (await read('/collections/slug/all-products')).body.collection;
    expect(all.id).toBe('00000000-000000-000000-000000000001');
    expect(applicationCode(await h.call(`/stores/v1/collections/${all.id}`, { method: 'DELETE', token: admin }))).toBe(
      'ALL_PRODUCTS_COLLECTION_IS_FIXED',
    );
  });
});

describe('bulk operations', () => {
  it('sets one property on many products, failing missing ones per item', async () => {
    const a = await createProduct({ name: 'Bulk A', priceData: { price: 10 } });
    const b = await createProduct({ name: 'Bulk B', priceData: { price: 20 } });
    const reply = await write('/bulk/products/update', { ids: [a.id, 'missing', b.id], set: { price: 15 } });
    expect(reply.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1, undetailedFailures: 0 });
    expect(reply.body.results[1].itemMetadata).toMatchObject({
      id: 'missing',
      originalIndex: 1,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND' },
    });
    expect((await read(`/products/${b.id}`)).body.product.priceData.price).toBe(15);
    await write('/bulk/products/update', { ids: [a.id], set: { brand: 'Bulkco' } });
    expect((await read(`/products/${a.id}`)).body.product.brand).toBe('Bulkco');
    expect(violationFields(await write('/bulk/products/update', { ids: [a.id], set: { price: 1, cost: 2 } }))).toEqual([
      'set',
    ]);
  });

  it('adjusts by percentage and amount, refusing negative results per item', async () => {
    const a = await createProduct({ name: 'Adjust A', priceData: { price: 10 } });
    const b = await createProduct({ name: 'Adjust B', priceData: { price: 3 } });
    await write('/bulk/products/adjust-properties', {
      adjust: { price: { percentage: { rate: 15, roundToInt: true } } },
      ids: [a.id],
    });
    expect((await read(`/products/${a.id}`)).body.product.priceData.price).toBe(12);
    const reply = await write('/bulk/products/adjust-properties', {
      adjust: { price: { amount: -5 } },
      ids: [a.id, b.id],
    });
    expect(reply.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await read(`/products/${a.id}`)).body.product.priceData.price).toBe(7);
    expect((await read(`/products/${b.id}`)).body.product.priceData.price).toBe(3);
    expect(
      violationFields(
        await write('/bulk/products/adjust-properties', {
          adjust: { price: { amount: 1, percentage: { rate: 1 } } },
          ids: [a.id],
        }),
      ),
    ).toEqual(['adjust.price']);
  });

  it('refuses a result that is not a finite number, and the product stays readable', async () => {
    const product = await createProduct({ name: 'Overflow', priceData: { price: 1 } });
    const set = await write('/bulk/products/update', { ids: [product.id], set: { price: 1e308 } });
    expect(set.body.bulkActionMetadata.totalSuccesses).toBe(1);
    const reply = await write('/bulk/products/adjust-properties', {
      adjust: { price: { amount: 1e308 } },
      ids: [product.id],
    });
    expect(reply.body.results[0].itemMetadata).toMatchObject({ success: false, error: { code: 'INVALID_VALUE' } });
    const read1 = await read(`/products/${product.id}`);
    expect(read1.status).toBe(200);
    expect(read1.body.product.priceData.price).toBe(1e308);
    expect(Number.isFinite(read1.body.product.priceData.discountedPrice)).toBe(true);
    const doubled = await write('/bulk/products/adjust-properties', {
      adjust: { price: { percentage: { rate: 100 } } },
      ids: [product.id],
    });
    expect(doubled.body.results[0].itemMetadata.success).toBe(false);
    expect((await query({ filter: { name: 'Overflow' } })).products).toHaveLength(1);
  });
});

describe('option limits', () => {
  it('answers an option with 60,000 choices with one violation, not one per choice', async () => {
    const same = Array.from({ length: 60_000 }, () => ({ value: 'a' }));
    const reply = await write('/products', {
      product: { name: 'Many', productOptions: [{ name: 'Size', choices: same }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError.fieldViolations).toEqual([
      { field: 'product.productOptions', description: 'the options make more than 300 variants', violatedRule: 'MAX' },
      {
        field: 'product.productOptions[0].choices',
        description: 'may have at most 300 choices',
        violatedRule: 'MAX_SIZE',
      },
    ]);
  });

  it('still names each repeated choice of an option within the limit', async () => {
    const choices = [{ description: 'S' }, { description: 'M' }, { description: 'S' }];
    const reply = await write('/products', { product: { name: 'Twice', productOptions: [{ name: 'Size', choices }] } });
    expect(violationFields(reply)).toEqual(['product.productOptions[0].choices[2].description']);
  });
});
