import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, type Json, startHarness } from './support/harness.js';
import { brandAndPriceSearch, shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';

const dotR = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

describe('sandbox catalog v3', () => {
  const v3 = v3Sandbox();

  const create = async (product: Json = shirtV3()) => {
    const reply = await v3.h.call('/stores/v3/products', {
      ...v3.admin,
      body: { product, fields: ['VARIANT_OPTION_CHOICE_NAMES'] },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.product as Json;
  };

  it('answers the catalog version', async () => {
    const reply = await v3.h.call('/stores/v3/provision/version', { token: await v3.h.visitorToken() });
    expect(reply.body).toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('refuses v1 catalog calls with 428 CATALOG_V3_CALLING_CATALOG_V1_API', async () => {
    const reply = await v3.h.call('/stores/v1/products', { ...v3.admin, body: { product: { name: 'x' } } });
    expect(reply.status).toBe(428);
    expect(reply.body.details.applicationError.code).toBe('CATALOG_V3_CALLING_CATALOG_V1_API');
  });

  it('creates a product with options, modifiers, variants and inventory items', async () => {
    const product = await create();
    expect(product.revision).toBe('1');
    expect(product.options[0].choicesSettings.choices.map((c: Json) => c.name)).toEqual(['M', 'L']);
    expect(product.modifiers[0].key).toBe('Monogram');
    expect(product.variantsInfo.variants).toHaveLength(2);
    expect(product.variantsInfo.variants[0].choices[0].optionChoiceNames.choiceName).toBe('M');
    expect(product.actualPriceRange).toEqual({ minValue: { amount: '59.90' }, maxValue: { amount: '64.90' } });
    expect(product.variantsInfo.variants[0].physicalProperties.productDimensions.length).toBe('70');
    expect(product.inventory.availabilityStatus).toBe('IN_STOCK');
    expect(product.brand.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hands out absolute URLs for the pictures it serves, and external URLs as they are', async () => {
    const product = await create({
      ...shirtV3('Pictured Shirt'),
      media: {
        itemsInfo: { items: [{ url: '/_sandbox/media/front.svg' }, { url: 'https://cdn.example.com/back.jpg' }] },
      },
    });
    const reply = await v3.h.call(`/stores/v3/products/${product.id}?fields=MEDIA_ITEMS_INFO`, v3.admin);
    const urls = reply.body.product.media.itemsInfo.items.map((item: Json) => item.url);
    expect(urls).toEqual([`${v3.h.url}/_sandbox/media/front.svg`, 'https://cdn.example.com/back.jpg']);
    expect(reply.body.product.media.main.url).toBe(`${v3.h.url}/_sandbox/media/front.svg`);
  });

  it('updates with the current revision and refuses a stale one with 409', async () => {
    const product = await create(shirtV3('Revision Shirt'));
    const path = `/stores/v3/products/${product.id}`;
    const first = await v3.h.call(path, {
      ...v3.admin,
      method: 'PATCH',
      body: { product: { id: product.id, revision: '1', name: 'Renamed' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.product).toMatchObject({ name: 'Renamed', revision: '2' });
    const stale = await v3.h.call(path, {
      ...v3.admin,
      method: 'PATCH',
      body: { product: { id: product.id, revision: '1', name: 'Again' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError).toMatchObject({
      code: 'REVISION_MISMATCH',
      data: { currentRevision: '2' },
    });
    const missing = await v3.h.call(path, {
      ...v3.admin,
      method: 'PATCH',
      body: { product: { id: product.id, name: 'No rev' } },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe('product.revision');
  });

  it('keeps fields a partial update leaves out (a hidden product stays hidden)', async () => {
    const product = await create({ ...shirtV3('Hidden Shirt'), visible: false });
    const path = `/stores/v3/products/${product.id}`;
    const reply = await v3.h.call(path, {
      ...v3.admin,
      method: 'PATCH',
      body: { product: { id: product.id, revision: '1', name: 'Still Hidden' } },
    });
    expect(reply.body.product).toMatchObject({ name: 'Still Hidden', visible: false });
    const visitor = await v3.h.call(path, { token: await v3.h.visitorToken() });
    expect(visitor.status).toBe(404);
  });

  it('fills the image of pictures set by URL or Media Manager id, and their thumbnails when asked', async () => {
    const product = await create({
      ...shirtV3('Gallery Shirt'),
      media: { itemsInfo: { items: [{ url: 'https://cdn.example/front.jpg', altText: 'Front' }, { id: 'back.jpg' }] } },
    });
    const reply = await v3.h.call(`/stores/v3/products/${product.id}?fields=MEDIA_ITEMS_INFO&fields=THUMBNAIL`, {
      token: await v3.h.visitorToken(),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [front, back] = reply.body.product.media.itemsInfo.items as Json[];
    expect(front).toMatchObject({
      image: { url: 'https://cdn.example/front.jpg', altText: 'Front' },
      thumbnail: { url: 'https://cdn.example/front.jpg', width: 50, height: 50 },
    });
    // An id the sandbox never received names the placeholder it draws, on the platform's image path.
    expect(back.image).toEqual({
      id: 'back.jpg',
      url: `${v3.h.url}/media/back.jpg`,
      width: 1000,
      height: 1000,
      filename: 'back.jpg',
    });
    expect(back.thumbnail).toEqual({
      url: `${v3.h.url}/media/back.jpg/v1/fit/w_50,h_50/back.jpg`,
      width: 50,
      height: 50,
    });
    expect(reply.body.product.media.main).toEqual(front);
    const plain = await v3.h.call(`/stores/v3/products/${product.id}`, { token: await v3.h.visitorToken() });
    expect(plain.body.product.media.main.thumbnail).toBeUndefined();
  });

  it('queries with a filter, sort and cursors, and never returns variants', async () => {
    for (const [i, name] of ['Alpha Tee', 'Beta Tee', 'Gamma Tee'].entries())
      await create(shirtV3(name, [`${10 + i}.00`, `${20 + i}.00`]));
    const first = await v3.h.call(
      `/stores/v3/products/query?.r=${dotR({ query: { filter: { 'actualPriceRange.minValue.amount': { $lt: 20 } }, sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } } })}`,
      v3.admin,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.products.map((p: Json) => p.name)).toEqual(['Alpha Tee', 'Beta Tee']);
    expect(first.body.products[0].variantsInfo).toBeUndefined();
    const next = first.body.pagingMetadata.cursors.next as string;
    const second = await v3.h.call('/stores/v3/products/query', {
      ...v3.admin,
      body: { query: { cursorPaging: { cursor: next, limit: 2 } } },
    });
    expect(second.body.products.map((p: Json) => p.name)).toEqual(['Gamma Tee']);
    expect(second.body.pagingMetadata.cursors.next).toBeUndefined();
  });

  it('searches free text with aggregations and counts', async () => {
    const reply = await v3.h.call('/stores/v3/products/search', {
      ...v3.admin,
      body: brandAndPriceSearch('tee', { name: 'cheapest', type: 'SCALAR', scalar: { type: 'MIN' } }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.products).toHaveLength(3);
    expect(reply.body.aggregationData.results[0].values.results).toEqual([{ value: 'Northbound Linen', count: 3 }]);
    expect(reply.body.aggregationData.results[1].scalar).toEqual({ type: 'MIN', value: 10 });
    const count = await v3.h.call(`/stores/v3/products/count?.r=${dotR({ search: { expression: 'tee' } })}`, v3.admin);
    expect(count.body).toEqual({ count: 3 });
  });

  it('makes a slug from the name, accents taken off their letters', async () => {
    const product = await create({ ...shirtV3('Émile Crème Brûlée Tee'), slug: undefined });
    expect(product.slug).toBe('emile-creme-brulee-tee');
  });
});

describe('the seeded v3 demo store', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ catalog: 'v3', seed: 'demo' });
  });
  afterAll(() => h.close());

  it('holds every demo product with variants, stock and category memberships', async () => {
    const admin = { token: h.sandbox.apiKey, headers: { 'wix-site-id': h.sandbox.siteId } };
    const { demoProducts } = await import('../../sandbox/seed/demo-catalog.js');
    const count = await h.call('/stores/v3/products/count', { ...admin, body: { returnNonVisibleProducts: true } });
    expect(count.body.count).toBe(demoProducts.length);
    const shirt = await h.call('/stores/v3/products/slug/linen-shirt?fields=VARIANT_OPTION_CHOICE_NAMES', admin);
    const variants = shirt.body.product.variantsInfo.variants as Json[];
    expect(variants).toHaveLength(15);
    expect(shirt.body.product.inventory.availabilityStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(shirt.body.product.directCategoriesInfo.categories.length).toBeGreaterThan(0);
    const xs = variants.find((v) => v.choices.some((c: Json) => c.optionChoiceNames.choiceName === 'XS'));
    expect(xs.inventoryStatus.inStock).toBe(false);
    const visitor = await h.visitorToken();
    const brands = await h.call('/stores/v3/products/search', {
      token: visitor,
      body: { search: { aggregations: [{ type: 'VALUE', fieldPath: 'brand.name', value: { limit: 50 } }] } },
    });
    expect(brands.body.aggregationData.results[0].values.results.length).toBeGreaterThan(2);
  });

  it('reseeds the v3 demo store on reset and seed', async () => {
    const admin = { token: h.sandbox.apiKey, headers: { 'wix-site-id': h.sandbox.siteId } };
    const { demoProducts } = await import('../../sandbox/seed/demo-catalog.js');
    const count = async () =>
      (await h.call('/stores/v3/products/count', { ...admin, body: { returnNonVisibleProducts: true } })).body.count;
    const extra = await h.call('/stores/v3/products', { ...admin, body: { product: shirtV3('Before Reset') } });
    expect(extra.status).toBe(200);
    expect(await count()).toBe(demoProducts.length + 1);
    const reset = await h.call('/_sandbox/reset', { body: { seed: 'demo' } });
    expect(reset.body.seeded.products).toBe(demoProducts.length);
    expect(await count()).toBe(demoProducts.length);
    const gone = await h.call(`/stores/v3/products/${extra.body.product.id}`, admin);
    expect(gone.status).toBe(404);
    const shirt = await h.call('/stores/v3/products/slug/linen-shirt', admin);
    expect(shirt.body.product.variantsInfo.variants).toHaveLength(15);
    await h.call('/_sandbox/seed', { body: { seed: 'demo' } });
    expect(await count()).toBe(demoProducts.length);
    await h.call('/_sandbox/reset', { body: { seed: 'none' } });
    expect(await count()).toBe(0);
    await h.call('/_sandbox/seed', { body: {} });
    expect(await count()).toBe(demoProducts.length);
    const v1Read = await h.call('/stores-reader/v1/products/query-platformized', admin);
    expect(v1Read.status).toBe(428);
  });
});
