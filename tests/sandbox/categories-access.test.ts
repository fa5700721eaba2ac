import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, type Harness, type Json, startHarness } from './support/harness.js';

const treeReference = { appNamespace: '@wix/stores' };
const tree = 'treeReference.appNamespace=@wix/stores';
const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CATEGORIES = '/categories/v1/categories';

describe('category reads need a token of this site', () => {
  const v3 = v3Sandbox();
  let other: Harness;
  beforeAll(async () => {
    other = await startHarness({ catalog: 'v3' });
  });
  afterAll(() => other.close());

  it.each(['query', 'search', 'count'])('%s answers 401 without a valid token of this site', async (operation) => {
    const path = `${CATEGORIES}/${operation}`;
    const body = { treeReference };
    const visitor = await v3.h.visitorToken();
    expect((await v3.h.call(path, { token: visitor, body })).status).toBe(200);
    const foreign = await other.visitorToken();
    for (const token of [undefined, 'Bearer OauthNG.JWS.forged', foreign]) {
      expectEnvelope(await v3.h.call(path, { body, ...(token === undefined ? {} : { token }) }), 401);
    }
  });

  it('refuses an expired token', async () => {
    const visitor = await v3.h.visitorToken();
    await v3.h.call('/_sandbox/clock', { body: { advanceSeconds: 4 * 3600 + 1 } });
    const expired = await v3.h.call(`${CATEGORIES}/count`, { token: visitor, body: { treeReference } });
    expectEnvelope(expired, 401);
  });
});

describe('visitors and members read only visible categories and products', () => {
  const v3 = v3Sandbox();
  const admin = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const create = async (name: string, parentId?: string) =>
    (
      await admin(CATEGORIES, {
        category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}) },
        treeReference,
      })
    ).body.category as Json;
  const hide = async (category: Json) => {
    const { revision } = (await admin(`${CATEGORIES}/${category.id}?${tree}`)).body.category as Json;
    const hidden = await admin(
      `${CATEGORIES}/visibility`,
      { categoryId: category.id, visible: false, treeReference, revision },
      'PATCH',
    );
    expect(hidden.status).toBe(200);
  };
  const item = (p: Json) => ({ catalogItemId: p.id, appId: APP });

  it('answers a hidden category to visitors as not found, by id and by slug', async () => {
    const secret = await create('Secret sale');
    await hide(secret);
    const visitor = await v3.h.visitorToken();
    expectEnvelope(await v3.h.call(`${CATEGORIES}/${secret.id}?${tree}`, { token: visitor }), 404);
    expectEnvelope(await v3.h.call(`${CATEGORIES}/slug/${secret.slug}?${tree}`, { token: visitor }), 404);
    expect((await admin(`${CATEGORIES}/${secret.id}?${tree}`)).body.category.visible).toBe(false);
    const items = await v3.h.call(`${CATEGORIES}/${secret.id}/list-items?${tree}`, { token: visitor });
    expectEnvelope(items, 404);
  });

  it('hides a visible category moved under a hidden one, and its breadcrumbs never name the hidden parent', async () => {
    const vault = await create('Vault');
    const shelf = await create('Shelf');
    await hide(vault);
    const moved = await admin(`${CATEGORIES}/${shelf.id}/move`, {
      categoryId: shelf.id,
      treeReference,
      parentCategoryId: vault.id,
      position: 'LAST',
    });
    expect(moved.status).toBe(200);
    const visitor = await v3.h.visitorToken();
    const read = await v3.h.call(`${CATEGORIES}/${shelf.id}?${tree}&fields=BREADCRUMBS_INFO`, { token: visitor });
    expectEnvelope(read, 404);
    const listed = await v3.h.call(`${CATEGORIES}/query`, {
      token: visitor,
      body: { treeReference, fields: ['BREADCRUMBS_INFO'] },
    });
    const names = JSON.stringify(listed.body.categories);
    expect(names).not.toContain(vault.id);
    expect(names).not.toContain(shelf.id);
  });

  it('lists no hidden product to visitors and treats one as missing', async () => {
    const open = await create('Open shelf');
    const shown = (await admin('/stores/v3/products', { product: shirtV3('Shown shirt') })).body.product as Json;
    const secret = (await admin('/stores/v3/products', { product: { ...shirtV3('Secret shirt'), visible: false } }))
      .body.product as Json;
    await admin(`/categories/v1/bulk/categories/${open.id}/add-items`, {
      items: [item(shown), item(secret)],
      treeReference,
    });
    const visitor = await v3.h.visitorToken();
    const listed = await v3.h.call(`${CATEGORIES}/${open.id}/list-items?${tree}`, { token: visitor });
    expect(listed.body.items).toEqual([item(shown)]);
    const byAdmin = await admin(`${CATEGORIES}/${open.id}/list-items?${tree}`);
    expect(byAdmin.body.items).toHaveLength(2);

    const forItem = `${CATEGORIES}/list-categories-for-item?item.catalogItemId=${secret.id}&item.appId=${APP}&${tree}`;
    expectEnvelope(await v3.h.call(forItem, { token: visitor }), 404);
    expect((await admin(forItem)).body.directCategoryIds).toEqual([open.id]);
    const forItems = await v3.h.call(`${CATEGORIES}/list-categories-for-items`, {
      token: visitor,
      body: { items: [item(secret), item(shown)], treeReference },
    });
    expect(forItems.body.categoriesForItems.map((c: Json) => c.directCategoryIds)).toEqual([[], [open.id]]);
  });

  it('names no hidden category among a visible product’s categories', async () => {
    const hiddenOne = await create('Hidden aisle');
    const product = (await admin('/stores/v3/products', { product: shirtV3('Aisle shirt') })).body.product as Json;
    await admin('/categories/v1/bulk/categories/add-item', {
      item: item(product),
      categoryIds: [hiddenOne.id],
      treeReference,
    });
    await hide(hiddenOne);
    const visitor = await v3.h.visitorToken();
    const forItem = await v3.h.call(`${CATEGORIES}/list-categories-for-item`, {
      token: visitor,
      body: { item: item(product), treeReference },
    });
    expect(forItem.body).toEqual({ directCategoryIds: [], allCategoryIds: [] });
  });

  it('names no hidden category in a visible product’s categories or breadcrumbs, through every product read', async () => {
    const hall = await create('Hall');
    const annex = await create('Annex', hall.id);
    const shown = await create('Shown aisle');
    const product = (await admin('/stores/v3/products', { product: shirtV3('Annex shirt') })).body.product as Json;
    await admin('/categories/v1/bulk/categories/add-item', {
      item: item(product),
      categoryIds: [annex.id, shown.id],
      treeReference,
    });
    await admin(
      `/stores/v3/products/${product.id}`,
      { product: { id: product.id, revision: '2', mainCategoryId: annex.id } },
      'PATCH',
    );
    await hide(hall);
    const fields = ['ALL_CATEGORIES_INFO', 'BREADCRUMBS_INFO'];
    const visitor = await v3.h.visitorToken();
    const query = `fields=${fields.join('&fields=')}`;
    const reads = [
      (await v3.h.call(`/stores/v3/products/${product.id}?${query}`, { token: visitor })).body.product,
      (await v3.h.call(`/stores/v3/products/slug/${product.slug}?${query}`, { token: visitor })).body.product,
      (
        await v3.h.call('/stores/v3/products/query', {
          token: visitor,
          body: { query: { filter: { id: product.id } }, fields },
        })
      ).body.products[0],
      (
        await v3.h.call('/stores/v3/products/search', {
          token: visitor,
          body: { search: { filter: { id: product.id } }, fields },
        })
      ).body.products[0],
    ];
    for (const read of reads) {
      expect(read.directCategoriesInfo.categories.map((c: Json) => c.id)).toEqual([shown.id]);
      expect(read.allCategoriesInfo.categories.map((c: Json) => c.id)).toEqual([shown.id]);
      expect(read.breadcrumbsInfo.breadcrumbs.map((b: Json) => b.categoryId)).toEqual([shown.id]);
      expect(JSON.stringify(read)).not.toMatch(new RegExp(`${hall.id}|${annex.id}`));
    }
    const byAdmin = (await admin(`/stores/v3/products/${product.id}?${query}`)).body.product;
    expect(byAdmin.breadcrumbsInfo.breadcrumbs.map((b: Json) => b.categoryId)).toEqual([hall.id, annex.id]);
  });

  it('lets no visitor filter, match or aggregate products on a hidden category', async () => {
    const closet = await create('Closet');
    const product = (await admin('/stores/v3/products', { product: shirtV3('Closet shirt') })).body.product as Json;
    await admin('/categories/v1/bulk/categories/add-item', {
      item: item(product),
      categoryIds: [closet.id],
      treeReference,
    });
    await hide(closet);
    const visitor = await v3.h.visitorToken();
    const filters = [
      { 'directCategoriesInfo.categories.id': { $hasSome: [closet.id] } },
      { 'allCategoriesInfo.categories.id': closet.id },
      { 'allCategoriesInfo.categories': { $matchItems: [{ id: closet.id }] } },
      { 'directCategoriesInfo.categories': { $matchItems: [{ id: closet.id }] } },
    ];
    for (const filter of filters) {
      const asVisitor = await v3.h.call('/stores/v3/products/search', { token: visitor, body: { search: { filter } } });
      expect(asVisitor.status).toBe(200);
      expect(asVisitor.body.products).toEqual([]);
      const asAdmin = await admin('/stores/v3/products/search', { search: { filter } });
      expect(asAdmin.body.products.map((p: Json) => p.id)).toEqual([product.id]);
    }
    const aggregations = ['allCategoriesInfo.categories.id', 'directCategoriesInfo.categories.id'].map(
      (fieldPath, i) => ({ name: `categories${i}`, type: 'VALUE', fieldPath, value: { limit: 250 } }),
    );
    const faceted = await v3.h.call('/stores/v3/products/search', {
      token: visitor,
      body: { search: { aggregations } },
    });
    expect(faceted.status).toBe(200);
    expect(JSON.stringify(faceted.body.aggregationData)).not.toContain(closet.id);
  });
});
