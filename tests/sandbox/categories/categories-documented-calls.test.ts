import { beforeAll, describe, expect, it } from 'vitest';
import { zListItemsInCategoryResponse, zQueryCategoriesResponse } from '../../../generated/zod.gen.js';
import { v3Sandbox } from '../support/catalog-v3-sample.js';
import { expectEnvelope, type Json } from '../support/harness.js';

/**
 * The Categories reference's request forms, replayed on the seeded v3 store, where they differ from what the
 * platform's own client sends (`itemReference` for `item`, `BEFORE` a sibling, a numeric revision, a delete without a
 * tree), and the fields its answers show.
 */
const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const CATEGORIES = '/categories/v1/categories';
const treeReference = { appNamespace: '@wix/stores', treeKey: null };
const tree = 'treeReference.appNamespace=%40wix%2Fstores';

const v3 = v3Sandbox({ seed: 'demo' });
const admin = (path: string, body?: unknown, method?: string) =>
  v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });

/** The seeded tree: "Collections" with one child per demo collection, each holding products. */
let top: Json;
let children: Json[];
let filled: Json;
let items: Json[];

beforeAll(async () => {
  const listed = await admin(`${CATEGORIES}/query`, { query: {}, treeReference, returnNonVisibleCategories: true });
  const categories = listed.body.categories as Json[];
  top = categories.find((c) => c.name === 'Collections');
  children = categories.filter((c) => c.parentCategory?.id === top.id);
  filled = children.find((c) => c.itemCounter >= 3);
  const page = await admin(`${CATEGORIES}/${filled.id}/list-items?${tree}`);
  items = page.body.items;
});

const categoryNamed = async (name: string, parentId?: string) =>
  (
    await admin(CATEGORIES, {
      category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}) },
      treeReference,
    })
  ).body.category as Json;

describe('Query Categories as the reference writes it', () => {
  it('answers the documented body (a top-level sort, treeKey null) with the counters of each category', async () => {
    const visitor = await v3.h.visitorToken();
    const reply = await v3.h.call(`${CATEGORIES}/query`, {
      token: visitor,
      body: {
        query: { filter: { id: { $in: [top.id, filled.id] } } },
        sort: [{ field_name: 'createdDate', order: 'DESC' }],
        treeReference,
        returnNonVisibleCategories: false,
      },
    });
    expect(reply.status).toBe(200);
    expect(zQueryCategoriesResponse.safeParse(reply.body).success).toBe(true);
    const byId = new Map(reply.body.categories.map((c: Json) => [c.id, c]));
    const topRead = byId.get(top.id) as Json;
    const filledRead = byId.get(filled.id) as Json;
    expect(filledRead).toMatchObject({ itemCounter: items.length, totalItemCounter: items.length });
    expect(filledRead).toMatchObject({ numberOfItems: items.length, totalNumberOfItems: items.length });
    expect(topRead.itemCounter).toBe(0);
    expect(topRead.totalItemCounter).toBeGreaterThanOrEqual(items.length);
    expect(topRead.totalNumberOfItems).toBe(topRead.totalItemCounter);
  });
});

describe('Get Category with the reference’s fields', () => {
  it('takes BREADCRUMBS, the older name of BREADCRUMBS_INFO, beside it', async () => {
    for (const fields of ['fields=BREADCRUMBS', 'fields=BREADCRUMBS_INFO&fields=DESCRIPTION']) {
      const reply = await admin(`${CATEGORIES}/${filled.id}?${tree}&${fields}`);
      expect(reply.status).toBe(200);
      expect(reply.body.category.breadcrumbsInfo.breadcrumbs).toEqual([
        { categoryId: top.id, categoryName: top.name, categorySlug: top.slug },
      ]);
    }
  });
});

describe('items named by itemReference', () => {
  it('lists the categories of an item named by itemReference, over GET and POST', async () => {
    const [first] = items;
    const query = `itemReference.catalogItemId=${first.catalogItemId}&itemReference.appId=${APP}&${tree}`;
    const byGet = await admin(`${CATEGORIES}/list-categories-for-item?${query}`);
    expect(byGet.status).toBe(200);
    expect(byGet.body.directCategoryIds).toContain(filled.id);
    expect(byGet.body.allCategoryIds).toContain(top.id);
    const byPost = await admin(`${CATEGORIES}/list-categories-for-item`, { itemReference: first, treeReference });
    expect(byPost.status).toBe(200);
    expect(byPost.body).toEqual(byGet.body);
  });

  it('adds and removes an item named by itemReference, at both paths of each call', async () => {
    const shelf = await categoryNamed(`Reference shelf ${Math.random()}`);
    const [first] = items;
    for (const path of ['add-item', 'add-item-to-categories']) {
      const added = await admin(`/categories/v1/bulk/categories/${path}`, {
        itemReference: first,
        categoryIds: [shelf.id],
        treeReference,
      });
      expect(added.status).toBe(200);
      expect(added.body.results[0].itemMetadata).toMatchObject({ id: shelf.id, success: true });
      const listed = await admin(`${CATEGORIES}/${shelf.id}/list-items?${tree}`);
      expect(listed.body.items).toEqual([first]);
      const removePath = path.replace('add', 'remove').replace('-to-', '-from-');
      const removed = await admin(`/categories/v1/bulk/categories/${removePath}`, {
        itemReference: first,
        categoryIds: [shelf.id],
        treeReference,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.bulkActionMetadata.totalSuccesses).toBe(1);
    }
  });

  it('names each item of a per-item bulk both as item and as itemReference', async () => {
    const shelf = await categoryNamed(`Both names ${Math.random()}`);
    const reply = await admin(`/categories/v1/bulk/categories/${shelf.id}/add-items`, {
      items: items.slice(0, 1),
      treeReference,
    });
    expect(reply.body.results[0].itemMetadata).toMatchObject({ item: items[0], itemReference: items[0] });
  });

  it('refuses a body with neither or both names, naming the field', async () => {
    const [first] = items;
    const neither = await admin('/categories/v1/bulk/categories/add-item', { categoryIds: [filled.id], treeReference });
    expectEnvelope(neither, 400);
    expect(neither.text).toContain('item');
    const both = await admin(`${CATEGORIES}/list-categories-for-item`, {
      item: first,
      itemReference: first,
      treeReference,
    });
    expectEnvelope(both, 400);
    expect(both.text).toContain('itemReference');
  });
});

describe('Move Category BEFORE a sibling', () => {
  it('places the category before moveBeforeCategoryId and answers the order under both names', async () => {
    const parent = await categoryNamed(`Shelves ${Math.random()}`);
    const [a, b, c] = [
      await categoryNamed('Shelf A', parent.id),
      await categoryNamed('Shelf B', parent.id),
      await categoryNamed('Shelf C', parent.id),
    ];
    const moved = await admin(`${CATEGORIES}/${c.id}/move`, {
      treeReference,
      parentCategoryId: parent.id,
      position: 'BEFORE',
      moveBeforeCategoryId: b.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      parentCategoryId: parent.id,
      categoriesAfterMove: [a.id, c.id, b.id],
      arrangedCategoriesAfterMove: [a.id, c.id, b.id],
    });
    const missing = await admin(`${CATEGORIES}/${a.id}/move`, {
      treeReference,
      parentCategoryId: parent.id,
      position: 'BEFORE',
    });
    expectEnvelope(missing, 400);
  });
});

describe('Update Category Visibility as documented', () => {
  it('takes the revision as a number and treeKey null', async () => {
    const shown = await categoryNamed(`Seasonal ${Math.random()}`);
    const reply = await admin(
      `${CATEGORIES}/visibility`,
      { categoryId: shown.id, visible: false, treeReference, revision: Number(shown.revision) },
      'PATCH',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.category).toMatchObject({ id: shown.id, visible: false, revision: '2' });
  });
});

describe('Delete Category without a tree', () => {
  it('deletes from the store’s tree, the default', async () => {
    const doomed = await categoryNamed(`Doomed ${Math.random()}`);
    const reply = await admin(`${CATEGORIES}/${doomed.id}`, undefined, 'DELETE');
    expect(reply.status).toBe(200);
    expectEnvelope(await admin(`${CATEGORIES}/${doomed.id}?${tree}`), 404);
  });
});

describe('List Items In Category', () => {
  it('answers its paging under metadata too', async () => {
    const reply = await admin(`${CATEGORIES}/${filled.id}/list-items`, {
      treeReference,
      cursorPaging: { limit: 2 },
    });
    expect(reply.status).toBe(200);
    expect(zListItemsInCategoryResponse.safeParse(reply.body).success).toBe(true);
    expect(reply.body.metadata).toEqual(reply.body.pagingMetadata);
    expect(reply.body.metadata.count).toBe(2);
  });
});

describe('Move Item In Category', () => {
  it('arranges an item FIRST, LAST, BEFORE another, or out of the arrangement (NONE)', async () => {
    const [x, y, z] = items;
    const move = (body: Record<string, unknown>) =>
      admin(`${CATEGORIES}/${filled.id}/move-item`, { treeReference, ...body });
    const arranged = async () =>
      (await admin(`${CATEGORIES}/${filled.id}/arranged-items?${tree}`)).body.items as Json[];

    expect((await move({ item: x, position: 'FIRST' })).body).toEqual({ arrangedItemsAfterMove: [x] });
    expect((await move({ item: y, position: 'LAST' })).body).toEqual({ arrangedItemsAfterMove: [x, y] });
    const before = await move({ item: z, position: 'BEFORE', beforeItem: y });
    expect(before.body).toEqual({ arrangedItemsAfterMove: [x, z, y] });
    expect(await arranged()).toEqual([x, z, y]);
    const listed = await admin(`${CATEGORIES}/${filled.id}/list-items?${tree}&useCategoryArrangement=true`);
    expect(listed.body.items.slice(0, 3)).toEqual([x, z, y]);
    expect((await move({ item: x, position: 'NONE' })).body).toEqual({ arrangedItemsAfterMove: [z, y] });
  });

  it('refuses an item that is not in the category, and BEFORE without an arranged beforeItem', async () => {
    const shelf = await categoryNamed(`Empty shelf ${Math.random()}`);
    const outside = await admin(`${CATEGORIES}/${shelf.id}/move-item`, {
      treeReference,
      item: items[0],
      position: 'FIRST',
    });
    expect(outside.status).toBeGreaterThanOrEqual(400);
    expect(outside.status).toBeLessThan(500);
    const noAnchor = await admin(`${CATEGORIES}/${filled.id}/move-item`, {
      treeReference,
      item: items[0],
      position: 'BEFORE',
    });
    expectEnvelope(noAnchor, 400);
  });

  it('needs the API key', async () => {
    const visitor = await v3.h.visitorToken();
    const reply = await v3.h.call(`${CATEGORIES}/${filled.id}/move-item`, {
      token: visitor,
      body: { treeReference, item: items[0], position: 'FIRST' },
    });
    expectEnvelope(reply, 403);
  });
});
