import { describe, expect, it } from 'vitest';
import { zCategoryCreatedEvent, zCategoryDeletedEvent, zCategoryUpdatedEvent } from '../../generated/zod.gen.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, expectEnvelope, type Json, startHarness, violationFields } from './support/harness.js';
import { subscribedV3Sandbox } from './support/webhook-receiver.js';

const treeReference = { appNamespace: '@wix/stores' };
const tree = 'treeReference.appNamespace=@wix/stores';
const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

describe('sandbox categories', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  const create = async (name: string, parentId?: string, extra: Json = {}) => {
    const reply = await call('/categories/v1/categories', {
      category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}), ...extra },
      treeReference,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.category as Json;
  };
  const product = async (name: string) =>
    (await call('/stores/v3/products', { product: shirtV3(name) })).body.product as Json;
  const item = (p: Json) => ({ catalogItemId: p.id, appId: APP });

  it('builds a tree with slugs, breadcrumbs, positions and revisions', async () => {
    const clothing = await create('Clothing', undefined, { description: 'Things to wear' });
    expect(clothing).toMatchObject({ slug: 'clothing', visible: true, revision: '1', itemCounter: 0 });
    expect(clothing.description).toBeUndefined();
    const shirts = await create('Shirts', clothing.id);
    const trousers = await create('Trousers', clothing.id);
    expect(trousers.parentCategory).toEqual({ id: clothing.id, index: 1 });
    const read = await call(
      `/categories/v1/categories/${shirts.id}?categoryId=${shirts.id}&${tree}&fields=BREADCRUMBS_INFO`,
    );
    expect(read.body.category.breadcrumbsInfo.breadcrumbs).toEqual([
      { categoryId: clothing.id, categoryName: 'Clothing', categorySlug: 'clothing' },
    ]);
    const bySlug = await call(`/categories/v1/categories/slug/clothing?${tree}&fields=DESCRIPTION`);
    expect(bySlug.body.category.description).toBe('Things to wear');

    const renamed = await call(
      `/categories/v1/categories/${shirts.id}`,
      { category: { id: shirts.id, revision: '1', name: 'Tops', slug: 'tops' }, treeReference },
      'PATCH',
    );
    expect(renamed.body.category).toMatchObject({ name: 'Tops', slug: 'tops', revision: '2' });
    const stale = await call(
      `/categories/v1/categories/${shirts.id}`,
      { category: { id: shirts.id, revision: '1', name: 'x' }, treeReference },
      'PATCH',
    );
    expect(applicationCode(stale)).toBe('REVISION_MISMATCH');
    const reused = await create('Again', undefined, { slug: 'shirts' }).catch(() => undefined);
    expect(reused).toBeUndefined();
    const duplicate = await call('/categories/v1/categories', {
      category: { name: 'Tops again', slug: 'tops' },
      treeReference,
    });
    expectEnvelope(duplicate, 409);
    expect(applicationCode(duplicate)).toBe('DUPLICATE_SLUG');

    const moved = await call(`/categories/v1/categories/${trousers.id}/move`, {
      categoryId: trousers.id,
      treeReference,
      parentCategoryId: clothing.id,
      position: 'FIRST',
    });
    expect(moved.body).toEqual({
      parentCategoryId: clothing.id,
      categoriesAfterMove: [trousers.id, shirts.id],
      arrangedCategoriesAfterMove: [trousers.id, shirts.id],
    });
    const cycle = await call(`/categories/v1/categories/${clothing.id}/move`, {
      treeReference,
      parentCategoryId: shirts.id,
      position: 'LAST',
    });
    expect(applicationCode(cycle)).toBe('TREE_CYCLE_DETECTED');
  });

  it('hides subtrees, refuses showing under a hidden parent, and hides them from visitors', async () => {
    const home = await create('Home');
    const kitchen = await create('Kitchen', home.id);
    const hidden = await call(
      '/categories/v1/categories/visibility',
      { categoryId: home.id, visible: false, treeReference, revision: '1' },
      'PATCH',
    );
    expect(hidden.body.category.visible).toBe(false);
    const child = await call(`/categories/v1/categories/${kitchen.id}?${tree}`);
    expect(child.body.category.visible).toBe(false);
    const show = await call('/categories/v1/bulk/categories/show', {
      categoryIds: [kitchen.id, home.id],
      treeReference,
      returnEntity: true,
    });
    expect(show.body.results[0].itemMetadata.error.code).toBe('PARENT_CATEGORY_HIDDEN');
    expect(show.body.results[1].category.visible).toBe(true);
    const visitor = await v3.h.visitorToken();
    const visible = await v3.h.call('/categories/v1/categories/query', {
      token: visitor,
      body: { treeReference, returnNonVisibleCategories: true },
    });
    expect(visible.body.categories.map((c: Json) => c.id)).not.toContain(kitchen.id);
    const all = await call('/categories/v1/categories/query', {
      treeReference,
      returnNonVisibleCategories: true,
      query: { filter: { 'parentCategory.id': home.id } },
    });
    expect(all.body.categories.map((c: Json) => c.id)).toEqual([kitchen.id]);
    const count = await call('/categories/v1/categories/count', {
      treeReference,
      filter: { visible: true },
      search: { expression: 'kitch' },
    });
    expect(count.body.count).toBe(0);
  });

  it('adds, lists, arranges and removes items, and products show their categories', async () => {
    const sale = await create('Sale');
    const deals = await create('Deals', sale.id);
    const [a, b, c] = [await product('Cat A'), await product('Cat B'), await product('Cat C')];
    const added = await call(`/categories/v1/bulk/categories/${sale.id}/add-items`, {
      categoryId: sale.id,
      items: [item(a), item(b), { catalogItemId: 'missing', appId: APP }],
      treeReference,
    });
    expect(added.body.results.map((r: Json) => r.itemMetadata.success)).toEqual([true, true, false]);
    expect(added.body.results[0].itemMetadata.item).toEqual(item(a));
    await call('/categories/v1/bulk/categories/add-item', { item: item(c), categoryIds: [deals.id], treeReference });

    const listed = await call(`/categories/v1/categories/${sale.id}/list-items?${tree}`);
    expect(listed.body.items.map((i: Json) => i.catalogItemId)).toEqual([b.id, a.id]);
    const withSub = await call(`/categories/v1/categories/${sale.id}/list-items`, {
      treeReference,
      includeItemsFromSubcategories: true,
      cursorPaging: { limit: 2 },
    });
    expect(withSub.body.items).toHaveLength(2);
    expect(withSub.body.pagingMetadata.hasNext).toBe(true);

    await call(`/categories/v1/categories/${sale.id}/set-arranged-items`, { treeReference, items: [item(a)] });
    const arranged = await call(`/categories/v1/categories/${sale.id}/list-items?${tree}&useCategoryArrangement=true`);
    expect(arranged.body.items.map((i: Json) => i.catalogItemId)).toEqual([a.id, b.id]);
    expect((await call(`/categories/v1/categories/${sale.id}/arranged-items?${tree}`)).body.items).toEqual([item(a)]);

    const forItem = await call(
      `/categories/v1/categories/list-categories-for-item?item.catalogItemId=${c.id}&item.appId=${APP}&${tree}`,
    );
    expect(forItem.body).toEqual({ directCategoryIds: [deals.id], allCategoryIds: [deals.id, sale.id] });
    const forItems = await call('/categories/v1/categories/list-categories-for-items', {
      items: [item(c)],
      treeReference,
    });
    expect(forItems.body.categoriesForItems[0].indirectCategoryIds).toEqual([sale.id]);
    const shown = (await call(`/stores/v3/products/${a.id}`)).body.product;
    expect(shown.directCategoriesInfo.categories.map((x: Json) => x.id)).toEqual([sale.id]);
    expect((await call(`/categories/v1/categories/${sale.id}?${tree}`)).body.category.itemCounter).toBe(2);

    const set = await call('/categories/v1/bulk/categories/set-item-categories', {
      item: item(a),
      categoryIds: [deals.id],
      treeReference,
    });
    expect(set.body.addResults.map((r: Json) => r.itemMetadata.id)).toEqual([deals.id]);
    expect(set.body.removeResults.map((r: Json) => r.itemMetadata.id)).toEqual([sale.id]);
    const notIn = await call(`/categories/v1/bulk/categories/${sale.id}/remove-items`, {
      items: [item(a)],
      treeReference,
    });
    expect(notIn.body.results[0].itemMetadata.error.code).toBe('ITEM_NOT_IN_CATEGORY');
    await call('/categories/v1/bulk/categories/remove-item', { item: item(c), categoryIds: [deals.id], treeReference });

    expect(
      (await call(`/categories/v1/categories/${sale.id}?categoryId=${sale.id}&${tree}`, undefined, 'DELETE')).body,
    ).toEqual({});
    expectEnvelope(await call(`/categories/v1/categories/${deals.id}?${tree}`), 404);
    expect((await call(`/stores/v3/products/${a.id}`)).body.product.directCategoriesInfo.categories).toEqual([]);
  });

  it('bulk updates, lists the tree and refuses bad input', async () => {
    const one = await create('Bulk one');
    const updated = await call('/categories/v1/bulk/categories/update', {
      categories: [
        { category: { id: one.id, revision: '1', name: 'Bulk 1' } },
        { category: { id: 'missing', revision: '1' } },
      ],
      treeReference,
      returnEntity: true,
    });
    expect(updated.body.results[0].category.name).toBe('Bulk 1');
    expect(updated.body.results[1].itemMetadata.error.code).toBe('CATEGORY_NOT_FOUND');
    expect((await call('/categories/v1/categories/list-trees')).body).toEqual({ trees: [treeReference] });
    const otherTree = await call('/categories/v1/categories', {
      category: { name: 'x' },
      treeReference: { appNamespace: '@acme/blog' },
    });
    expectEnvelope(otherTree, 404);
    const noTree = await call('/categories/v1/categories', { category: { name: 'x' } });
    expectEnvelope(noTree, 400);
    expect(violationFields(noTree)).toContain('treeReference');
    const noName = await call('/categories/v1/categories', { category: {}, treeReference });
    expectEnvelope(noName, 400);
    const visibleUpdate = await call(
      `/categories/v1/categories/${one.id}`,
      { category: { id: one.id, revision: '2', visible: false }, treeReference },
      'PATCH',
    );
    expect(applicationCode(visibleUpdate)).toBe('UPDATE_OF_FIELD_NOT_ALLOWED');
  });

  it('answers 428 on a v1 store, and the v3 demo seed has a category tree', async () => {
    const v1 = await startHarness();
    try {
      const reply = await v1.call('/categories/v1/categories/list-trees', { token: v1.sandbox.apiKey });
      expectEnvelope(reply, 428);
    } finally {
      await v1.close();
    }
    const demo = await startHarness({ catalog: 'v3', seed: 'demo' });
    try {
      const admin = { token: demo.sandbox.apiKey };
      const root = await demo.call(`/categories/v1/categories/slug/collections?${tree}`, admin);
      const children = await demo.call('/categories/v1/categories/query', {
        ...admin,
        body: { treeReference, query: { filter: { 'parentCategory.id': root.body.category.id } } },
      });
      expect(children.body.categories.length).toBeGreaterThan(1);
      const counted = children.body.categories.filter((c: Json) => c.itemCounter > 0);
      expect(counted.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});

describe('category events', () => {
  const subscribed = subscribedV3Sandbox();

  it('are delivered signed and match the contract, one deleted event per category of a deleted subtree', async () => {
    const { h, receiver, admin } = subscribed;
    const post = (path: string, body: unknown, method = 'POST') => h.call(path, { ...admin, method, body });
    const top = (await post('/categories/v1/categories', { category: { name: 'Evented' }, treeReference })).body
      .category;
    await post('/categories/v1/categories', {
      category: { name: 'Evented child', parentCategory: { id: top.id } },
      treeReference,
    });
    await post(
      `/categories/v1/categories/${top.id}`,
      { category: { id: top.id, revision: '1', name: 'Evented II' }, treeReference },
      'PATCH',
    );
    await h.call(`/categories/v1/categories/${top.id}?${tree}`, { ...admin, method: 'DELETE' });
    const events = await receiver.take(5);
    const of = (kind: string) => events.filter((e) => e.eventType === `wix.categories.v1.category_${kind}`);
    expect(of('created')).toHaveLength(2);
    expect(of('created').every((e) => zCategoryCreatedEvent.safeParse(e).success)).toBe(true);
    expect(zCategoryUpdatedEvent.safeParse(of('updated')[0]).success).toBe(true);
    expect(of('updated')[0]!.data.updatedEvent.currentEntity.name).toBe('Evented II');
    expect(of('deleted')).toHaveLength(2);
    expect(of('deleted').every((e) => zCategoryDeletedEvent.safeParse(e).success)).toBe(true);
  });
});
