import { beforeAll, describe, expect, it } from 'vitest';
import {
  isSiteApplicationError,
  isSiteRevisionConflictError,
  STORES_CATALOG_APP_ID,
  STORES_CATEGORY_TREE,
  type Category,
} from '../../../src/index.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const TREE = STORES_CATEGORY_TREE;
const asItem = (productId: string) => ({ catalogItemId: productId, appId: STORES_CATALOG_APP_ID });
const ids = (items: ReadonlyArray<{ catalogItemId: string }> | undefined) => (items ?? []).map((i) => i.catalogItemId);

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);
let apparel: Category;
let shirts: Category;
let trousers: Category;
let productIds: string[];

beforeAll(async () => {
  const { categories, productsV3 } = clients.admin.site;
  apparel = await categories.createCategory({ name: 'Apparel' }, { treeReference: TREE });
  const under = { parentCategory: { id: apparel.id! } };
  shirts = await categories.createCategory({ name: 'Shirts', ...under }, { treeReference: TREE });
  trousers = await categories.createCategory({ name: 'Trousers', ...under }, { treeReference: TREE });
  productIds = [];
  for (const name of ['Cat Shirt One', 'Cat Shirt Two', 'Cat Shirt Three'])
    productIds.push((await productsV3.createProduct(sampleShirtV3(name))).id!);
});

describe('site.categories: the tree', () => {
  it('builds a tree whose children carry breadcrumbs, readable by a visitor', async () => {
    const children = await clients.visitor.site.categories
      .queryCategories({ treeReference: TREE, fields: ['BREADCRUMBS_INFO'] })
      .eq('parentCategory.id', apparel.id)
      .ascending('parentCategory.index')
      .find();
    expect(children.items.map((c) => c.name)).toEqual(['Shirts', 'Trousers']);
    expect(children.items[0]?.breadcrumbsInfo?.breadcrumbs).toEqual([
      { categoryId: apparel.id, categoryName: 'Apparel', categorySlug: apparel.slug },
    ]);
    const bySlug = await clients.visitor.site.categories.getCategoryBySlug(shirts.slug!, TREE);
    expect(bySlug.category?.id).toBe(shirts.id);
    expect(await clients.visitor.site.categories.listTrees()).toEqual({ trees: [TREE] });
  });

  it('moves a category first among its siblings, and refuses a cycle', async () => {
    const moved = await clients.admin.site.categories.moveCategory(trousers.id!, TREE, {
      parentCategoryId: apparel.id!,
      position: 'FIRST',
    });
    expect(moved).toEqual({
      parentCategoryId: apparel.id,
      categoriesAfterMove: [trousers.id, shirts.id],
      arrangedCategoriesAfterMove: [trousers.id, shirts.id],
    });
    const cycle = await siteErrorOf(
      clients.admin.site.categories.moveCategory(apparel.id!, TREE, { parentCategoryId: shirts.id!, position: 'LAST' }),
    );
    expect(isSiteApplicationError(cycle) && [cycle.status, cycle.code]).toEqual([428, 'TREE_CYCLE_DETECTED']);
  });

  it('counts and searches the tree', async () => {
    const count = await clients.admin.site.categories.countCategories({
      filter: { 'parentCategory.id': apparel.id },
      treeReference: TREE,
    });
    expect(count).toEqual({ count: 2 });
    const found = await clients.visitor.site.categories
      .searchCategories({ treeReference: TREE })
      .search('trousers')
      .aggregate('parents', 'VALUE', 'parentCategory.id')
      .find();
    expect(found.items.map((c) => c.id)).toEqual([trousers.id]);
    expect(found.aggregations.parents?.values?.results).toEqual([{ value: apparel.id, count: 1 }]);
  });
});

describe('site.categories: visibility and revisions', () => {
  it('hides a subtree with its parent and refuses to show a child under a hidden parent', async () => {
    const hidden = await clients.admin.site.categories.updateCategoryVisibility(apparel.id!, {
      visible: false,
      revision: (await clients.admin.site.categories.getCategory(apparel.id!, TREE)).revision!,
      treeReference: TREE,
    });
    expect(hidden.category?.visible).toBe(false);
    const seen = await clients.visitor.site.categories
      .queryCategories({ treeReference: TREE })
      .in('id', [shirts.id])
      .find();
    expect(seen.items).toEqual([]);
    const all = await clients.admin.site.categories
      .queryCategories({ treeReference: TREE, returnNonVisibleCategories: true })
      .in('id', [shirts.id])
      .find();
    expect(all.items.map((c) => c.visible)).toEqual([false]);

    const shown = await clients.admin.site.categories.bulkShowCategories([shirts.id!], { treeReference: TREE });
    expect(shown.results?.[0]?.itemMetadata?.success).toBe(false);
    expect(shown.results?.[0]?.itemMetadata?.error?.code).toBe('PARENT_CATEGORY_HIDDEN');

    const current = await clients.admin.site.categories.getCategory(apparel.id!, TREE);
    await clients.admin.site.categories.updateCategoryVisibility(apparel.id!, {
      visible: true,
      revision: current.revision!,
      treeReference: TREE,
    });
    const again = await clients.admin.site.categories.bulkShowCategories([shirts.id!, trousers.id!], {
      treeReference: TREE,
      returnEntity: true,
    });
    expect(again.results?.map((r) => [r.itemMetadata?.success, r.category?.visible])).toEqual([
      [true, true],
      [true, true],
    ]);
  });

  it('refuses a stale revision with a conflict error naming the category', async () => {
    const read = await clients.admin.site.categories.getCategory(trousers.id!, TREE);
    await clients.admin.site.categories.updateCategory(
      trousers.id!,
      { name: 'Trousers', revision: read.revision! },
      {
        treeReference: TREE,
      },
    );
    const failure = await siteErrorOf(
      clients.admin.site.categories.updateCategory(
        trousers.id!,
        { name: 'Too late', revision: read.revision! },
        {
          treeReference: TREE,
        },
      ),
    );
    expect(isSiteRevisionConflictError(failure) && [failure.entity, failure.entityId, failure.status]).toEqual([
      'category',
      trousers.id,
      409,
    ]);
    const stale = await siteErrorOf(
      clients.admin.site.categories.updateCategoryVisibility(trousers.id!, {
        visible: false,
        revision: read.revision!,
        treeReference: TREE,
      }),
    );
    expect(isSiteRevisionConflictError(stale)).toBe(true);
    const bulk = await clients.admin.site.categories.bulkUpdateCategories(
      [{ category: { id: trousers.id!, revision: read.revision!, name: 'Late' }, fieldMask: ['name'] }],
      { treeReference: TREE },
    );
    expect(bulk.results?.[0]?.itemMetadata?.error?.code).toBe('REVISION_MISMATCH');
  });
});

describe('site.categories: membership, listings and arrangement', () => {
  it('adds items with per-item results, and the product and the item show their categories', async () => {
    const [one, two] = productIds as [string, string];
    const added = await clients.admin.site.categories.bulkAddItemsToCategory(
      shirts.id!,
      [asItem(one), asItem(two), asItem('00000000-0000-4000-8000-000000000000')],
      { treeReference: TREE },
    );
    expect(added.results?.map((r) => [r.itemMetadata?.item?.catalogItemId, r.itemMetadata?.success])).toEqual([
      [one, true],
      [two, true],
      ['00000000-0000-4000-8000-000000000000', false],
    ]);
    expect(added.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    const forItem = await clients.visitor.site.categories.listCategoriesForItem(asItem(one), { treeReference: TREE });
    expect(forItem.directCategoryIds).toEqual([shirts.id]);
    expect(new Set(forItem.allCategoryIds)).toEqual(new Set([shirts.id, apparel.id]));
    const product = await clients.visitor.site.productsV3.getProduct(one, {
      fields: ['ALL_CATEGORIES_INFO', 'BREADCRUMBS_INFO'],
    });
    expect(product.directCategoriesInfo?.categories?.map((c) => c.id)).toContain(shirts.id);
    expect(new Set(product.allCategoriesInfo?.categories?.map((c) => c.id))).toEqual(new Set([shirts.id, apparel.id]));
    expect(product.breadcrumbsInfo?.breadcrumbs?.map((b) => b.categoryName)).toEqual(['Apparel', 'Shirts']);
    const forItems = await clients.visitor.site.categories.listCategoriesForItems([asItem(one), asItem(two)], {
      treeReference: TREE,
    });
    expect(forItems.categoriesForItems?.map((c) => c.indirectCategoryIds)).toEqual([[apparel.id], [apparel.id]]);
  });

  it('lists a category’s items newest first, page by page, and with its subcategories', async () => {
    const [one, two, three] = productIds as [string, string, string];
    await clients.admin.site.categories.bulkAddItemToCategories(asItem(three), {
      categoryIds: [trousers.id!],
      treeReference: TREE,
    });
    const first = await clients.visitor.site.categories.listItemsInCategory(shirts.id!, TREE, {
      cursorPaging: { limit: 1 },
    });
    expect(ids(first.items)).toEqual([two]);
    const next = await clients.visitor.site.categories.listItemsInCategory(shirts.id!, TREE, {
      cursorPaging: { limit: 1, cursor: first.pagingMetadata!.cursors!.next! },
    });
    expect(ids(next.items)).toEqual([one]);
    const tree = await clients.visitor.site.categories.listItemsInCategory(apparel.id!, TREE, {
      includeItemsFromSubcategories: true,
    });
    expect(new Set(ids(tree.items))).toEqual(new Set([one, two, three]));
  });

  it('arranges items manually and lists them in that order', async () => {
    const [one, two] = productIds as [string, string];
    const arranged = await clients.admin.site.categories.setArrangedItems(shirts.id!, TREE, {
      items: [asItem(one), asItem(two)],
    });
    expect(ids(arranged.items)).toEqual([one, two]);
    expect(ids((await clients.visitor.site.categories.getArrangedItems(shirts.id!, TREE)).items)).toEqual([one, two]);
    const listed = await clients.visitor.site.categories.listItemsInCategory(shirts.id!, TREE, {
      useCategoryArrangement: true,
    });
    expect(ids(listed.items)).toEqual([one, two]);
  });

  it('moves an item between categories and removes it, failing per item where it is not a member', async () => {
    const [, two, three] = productIds as [string, string, string];
    const set = await clients.admin.site.categories.bulkSetItemCategories(asItem(two), {
      categoryIds: [trousers.id!],
      treeReference: TREE,
    });
    expect(set.addResults?.map((r) => r.itemMetadata?.id)).toEqual([trousers.id]);
    expect(set.removeResults?.map((r) => r.itemMetadata?.id)).toEqual([shirts.id]);
    const removed = await clients.admin.site.categories.bulkRemoveItemFromCategories(asItem(three), {
      categoryIds: [trousers.id!, shirts.id!],
      treeReference: TREE,
    });
    expect(removed.results?.map((r) => [r.itemMetadata?.id, r.itemMetadata?.success])).toEqual([
      [trousers.id, true],
      [shirts.id, false],
    ]);
    const left = await clients.admin.site.categories.bulkRemoveItemsFromCategory(trousers.id!, [asItem(two)], {
      treeReference: TREE,
    });
    expect(left.results?.[0]?.itemMetadata?.success).toBe(true);
    expect(ids((await clients.visitor.site.categories.listItemsInCategory(trousers.id!, TREE)).items)).toEqual([]);
  });

  it('deletes a category with its subtree; the items stay in the catalog', async () => {
    const root = await clients.admin.site.categories.createCategory({ name: 'Doomed' }, { treeReference: TREE });
    const leaf = await clients.admin.site.categories.createCategory(
      { name: 'Doomed leaf', parentCategory: { id: root.id! } },
      { treeReference: TREE },
    );
    await clients.admin.site.categories.bulkAddItemsToCategory(leaf.id!, [asItem(productIds[0]!)], {
      treeReference: TREE,
    });
    expect(await clients.admin.site.categories.deleteCategory(root.id!, TREE)).toEqual({});
    const gone = await siteErrorOf(clients.visitor.site.categories.getCategory(leaf.id!, TREE));
    expect(gone.status).toBe(404);
    expect((await clients.visitor.site.productsV3.getProduct(productIds[0]!)).id).toBe(productIds[0]);
  });
});
