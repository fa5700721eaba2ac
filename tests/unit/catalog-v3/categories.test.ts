import { describe, expect, it } from 'vitest';
import { createCategories, type CategoriesModule } from '../../../src/catalog-v3/categories.js';
import { STORES_CATALOG_APP_ID, STORES_CATEGORY_TREE } from '../../../src/catalog-v3/tree-reads.js';
import { testContext, useCatalogServer } from '../catalog/support/catalog-server.js';
import { addAndRemoveCases, itSendsEachCase, wire, type WireCase } from '../catalog/support/wire-cases.js';
import { itNamesEachField, type FieldCase, refused, renamed } from '../catalog/support/field-cases.js';
import { PAGING_LAST, partialBulk } from './support/v3-samples.js';
import { conflictOf, revisionMismatch } from './support/revision-conflicts.js';

const TREE = STORES_CATEGORY_TREE;
const TREE_QUERY = { 'treeReference.appNamespace': '@wix/stores' };
const CATEGORY = {
  id: 'C1',
  revision: '2',
  name: 'Shirts',
  slug: 'shirts',
  visible: true,
  itemCounter: 3,
  parentCategory: { id: 'C0', index: 0 },
  treeReference: { appNamespace: '@wix/stores' },
};
const ITEM = { catalogItemId: 'P1', appId: STORES_CATALOG_APP_ID };
const ITEM_2 = { catalogItemId: 'P2', appId: STORES_CATALOG_APP_ID };
const BULK_META = { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 };
const FAILED = { code: 'ITEM_NOT_IN_CATEGORY', description: 'P2 is not in C1' };
/** Membership results name the item, not an id; the second item failed. */
const ITEM_RESULTS = {
  results: [
    { itemMetadata: { item: ITEM, originalIndex: 0, success: true } },
    { itemMetadata: { item: ITEM_2, originalIndex: 1, success: false, error: FAILED } },
  ],
  bulkActionMetadata: BULK_META,
};
const CATEGORY_ID_RESULTS = {
  results: [
    { itemMetadata: { id: 'C1', originalIndex: 0, success: true } },
    { itemMetadata: { id: 'C2', originalIndex: 1, success: false, error: FAILED } },
  ],
  bulkActionMetadata: BULK_META,
};
const CATEGORY_RESULTS = partialBulk(CATEGORY, 'REVISION_MISMATCH', 'category');
const PAGE = { categories: [CATEGORY], pagingMetadata: PAGING_LAST };

const MEMBERSHIP_CALLS = {
  add: ['bulkAddItemsToCategory', 'bulkAddItemToCategories'],
  remove: ['bulkRemoveItemsFromCategory', 'bulkRemoveItemFromCategories'],
} as const;

/** The four membership bulks: many items into or out of one category, one item into or out of many. */
function membershipCases(): Array<WireCase<CategoriesModule>> {
  return addAndRemoveCases(MEMBERSHIP_CALLS, ([manyItems, oneItem], change) => [
    wire(
      (c: CategoriesModule) => c[manyItems]('C1', [ITEM, ITEM_2], { treeReference: TREE }),
      `POST /categories/v1/bulk/categories/C1/${change}-items`,
      {
        detail: 'repeats the category id in the body',
        body: { categoryId: 'C1', items: [ITEM, ITEM_2], treeReference: TREE },
        answer: ITEM_RESULTS,
      },
    ),
    wire(
      (c: CategoriesModule) => c[oneItem](ITEM, { categoryIds: ['C1', 'C2'], treeReference: TREE }),
      `POST /categories/v1/bulk/categories/${change}-item`,
      {
        body: { item: ITEM, categoryIds: ['C1', 'C2'], treeReference: TREE },
        answer: CATEGORY_ID_RESULTS,
      },
    ),
  ]);
}

const cases: Array<WireCase<CategoriesModule>> = [
  wire(
    (c) => c.createCategory({ name: 'Shirts' }, { treeReference: TREE, fields: ['BREADCRUMBS_INFO'] }),
    'POST /categories/v1/categories',
    {
      detail: 'sends the tree and fields beside the category and answers the category itself',
      body: { category: { name: 'Shirts' }, treeReference: TREE, fields: ['BREADCRUMBS_INFO'] },
      answer: { category: CATEGORY },
      resolves: CATEGORY,
    },
  ),
  wire(
    (c) => c.getCategory('C1', TREE, { fields: ['DESCRIPTION', 'BREADCRUMBS_INFO'] }),
    'GET /categories/v1/categories/C1',
    {
      detail: 'repeats the id and flattens the tree in the query',
      query: { categoryId: 'C1', ...TREE_QUERY, fields: ['DESCRIPTION', 'BREADCRUMBS_INFO'] },
      answer: { category: CATEGORY },
      resolves: CATEGORY,
    },
  ),
  wire((c) => c.getCategory('C1', { appNamespace: '@my/app', treeKey: 'main' }), 'GET /categories/v1/categories/C1', {
    detail: 'sends a tree key when the tree has one',
    query: { categoryId: 'C1', 'treeReference.appNamespace': '@my/app', 'treeReference.treeKey': 'main' },
    answer: { category: CATEGORY },
    resolves: CATEGORY,
  }),
  wire((c) => c.getCategoryBySlug('shirts', TREE), 'GET /categories/v1/categories/slug/shirts', {
    detail: 'answers {category}',
    query: { slug: 'shirts', ...TREE_QUERY },
    answer: { category: CATEGORY },
  }),
  wire(
    (c) => c.updateCategory('C1', { id: 'other', revision: '2', name: 'Tops' }, { treeReference: TREE }),
    'PATCH /categories/v1/categories/C1',
    {
      detail: 'puts the id last in the category',
      body: { category: { revision: '2', name: 'Tops', id: 'C1' }, treeReference: TREE },
      answer: { category: CATEGORY },
      resolves: CATEGORY,
    },
  ),
  wire((c) => c.deleteCategory('C1', TREE), 'DELETE /categories/v1/categories/C1', {
    detail: 'answers the empty body',
    query: { categoryId: 'C1', ...TREE_QUERY },
    answer: {},
  }),
  wire(
    (c) => c.queryCategories({ filter: { visible: true } }, { treeReference: TREE, returnNonVisibleCategories: true }),
    'POST /categories/v1/categories/query',
    {
      detail: 'with a query is the raw POST read',
      body: { query: { filter: { visible: true } }, treeReference: TREE, returnNonVisibleCategories: true },
      answer: PAGE,
    },
  ),
  wire(
    async (c) =>
      (
        await c
          .queryCategories({ treeReference: TREE, fields: ['BREADCRUMBS_INFO'] })
          .eq('parentCategory.id', 'C0')
          .ascending('parentCategory.index')
          .limit(20)
          .find()
      ).items,
    'POST /categories/v1/categories/query',
    {
      detail: 'as a builder sends the tree and fields beside the query',
      body: {
        treeReference: TREE,
        fields: ['BREADCRUMBS_INFO'],
        query: {
          filter: { 'parentCategory.id': 'C0' },
          sort: [{ fieldName: 'parentCategory.index', order: 'ASC' }],
          cursorPaging: { limit: 20 },
        },
      },
      answer: PAGE,
      resolves: [CATEGORY],
    },
  ),
  wire(
    async (c) =>
      (
        await c
          .searchCategories({ treeReference: TREE })
          .search('linen')
          .aggregate('byVisibility', 'VALUE', 'visible')
          .find()
      ).aggregations.byVisibility?.values,
    'POST /categories/v1/categories/search',
    {
      detail: 'as a builder sends free text and aggregations',
      body: {
        treeReference: TREE,
        search: {
          search: { expression: 'linen' },
          aggregations: [{ name: 'byVisibility', type: 'VALUE', fieldPath: 'visible' }],
          cursorPaging: { limit: 50 },
        },
      },
      answer: {
        ...PAGE,
        aggregationData: {
          results: [
            {
              name: 'byVisibility',
              type: 'VALUE',
              fieldPath: 'visible',
              values: { results: [{ value: 'true', count: 1 }] },
            },
          ],
        },
      },
      resolves: { results: [{ value: 'true', count: 1 }] },
    },
  ),
  wire(
    (c) => c.searchCategories({ search: { expression: 'linen' } }, { treeReference: TREE }),
    'POST /categories/v1/categories/search',
    {
      detail: 'with a search is the raw read',
      body: { search: { search: { expression: 'linen' } }, treeReference: TREE },
      answer: PAGE,
    },
  ),
  wire(
    (c) => c.countCategories({ filter: { visible: false }, treeReference: TREE, returnNonVisibleCategories: true }),
    'POST /categories/v1/categories/count',
    {
      detail: 'sends its options as the body',
      body: { filter: { visible: false }, treeReference: TREE, returnNonVisibleCategories: true },
      answer: { count: 2 },
    },
  ),
  wire(
    (c) => c.moveCategory('C2', TREE, { parentCategoryId: 'C0', position: 'AFTER', moveAfterCategoryId: 'C1' }),
    'POST /categories/v1/categories/C2/move',
    {
      detail: 'repeats the id and the tree in the body',
      body: {
        categoryId: 'C2',
        treeReference: TREE,
        parentCategoryId: 'C0',
        position: 'AFTER',
        moveAfterCategoryId: 'C1',
      },
      answer: { parentCategoryId: 'C0', categoriesAfterMove: ['C1', 'C2'] },
    },
  ),
  wire(
    (c) =>
      c.bulkUpdateCategories([{ category: { id: 'C1', revision: '2', name: 'Tops' }, fieldMask: ['name', 'slug'] }], {
        treeReference: TREE,
        returnEntity: true,
      }),
    'POST /categories/v1/bulk/categories/update',
    {
      detail: 'joins a field mask list into one string',
      body: {
        categories: [{ category: { id: 'C1', revision: '2', name: 'Tops' }, fieldMask: 'name,slug' }],
        treeReference: TREE,
        returnEntity: true,
      },
      answer: CATEGORY_RESULTS,
    },
  ),
  wire(
    (c) => c.updateCategoryVisibility('C1', { visible: false, treeReference: TREE, revision: '4' }),
    'PATCH /categories/v1/categories/visibility',
    {
      detail: 'sends the id and revision in the body and answers {category}',
      body: { categoryId: 'C1', visible: false, treeReference: TREE, revision: '4' },
      answer: { category: CATEGORY },
    },
  ),
  wire((c) => c.bulkShowCategories(['C1', 'C2'], { treeReference: TREE }), 'POST /categories/v1/bulk/categories/show', {
    body: { categoryIds: ['C1', 'C2'], treeReference: TREE },
    answer: CATEGORY_RESULTS,
  }),
  ...membershipCases(),
  wire(
    (c) => c.bulkSetItemCategories(ITEM, { categoryIds: ['C2'], treeReference: TREE }),
    'POST /categories/v1/bulk/categories/set-item-categories',
    {
      detail: 'answers added and removed results',
      body: { item: ITEM, categoryIds: ['C2'], treeReference: TREE },
      answer: {
        addResults: [{ itemMetadata: { id: 'C2', originalIndex: 0, success: true } }],
        removeResults: [{ itemMetadata: { id: 'C1', originalIndex: 0, success: true } }],
        bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 },
      },
    },
  ),
  wire(
    (c) =>
      c.listItemsInCategory('C1', TREE, {
        useCategoryArrangement: true,
        includeItemsFromSubcategories: true,
        cursorPaging: { limit: 100, cursor: 'abc' },
      }),
    'GET /categories/v1/categories/C1/list-items',
    {
      detail: 'is a GET with flat parameters in the official order',
      query: {
        categoryId: 'C1',
        ...TREE_QUERY,
        useCategoryArrangement: 'true',
        includeItemsFromSubcategories: 'true',
        'cursorPaging.limit': '100',
        'cursorPaging.cursor': 'abc',
      },
      answer: { items: [ITEM], pagingMetadata: PAGING_LAST },
    },
  ),
  wire(
    (c) => c.listItemsInCategory('C1', TREE, { cursorPaging: { cursor: 'c'.repeat(4100) } }),
    'POST /categories/v1/categories/C1/list-items',
    {
      detail: 'goes as a POST when the query string would pass 4000 characters',
      body: { categoryId: 'C1', treeReference: TREE, cursorPaging: { cursor: 'c'.repeat(4100) } },
      answer: { items: [], pagingMetadata: PAGING_LAST },
    },
  ),
  wire(
    (c) => c.listCategoriesForItem(ITEM, { treeReference: TREE }),
    'GET /categories/v1/categories/list-categories-for-item',
    {
      detail: 'flattens the item and the tree',
      query: { 'item.catalogItemId': 'P1', 'item.appId': STORES_CATALOG_APP_ID, ...TREE_QUERY },
      answer: { directCategoryIds: ['C1'], allCategoryIds: ['C1', 'C0'] },
    },
  ),
  wire(
    (c) => c.listCategoriesForItems([ITEM, ITEM_2], { treeReference: TREE }),
    'POST /categories/v1/categories/list-categories-for-items',
    {
      detail: 'always sends its items as a POST body',
      body: { items: [ITEM, ITEM_2], treeReference: TREE },
      answer: {
        categoriesForItems: [
          { item: ITEM, directCategoryIds: ['C1'], indirectCategoryIds: ['C0'] },
          { item: ITEM_2, directCategoryIds: [], indirectCategoryIds: [] },
        ],
      },
    },
  ),
  wire((c) => c.listTrees(), 'GET /categories/v1/categories/list-trees', { answer: { trees: [TREE] } }),
  wire(
    (c) => c.setArrangedItems('C1', TREE, { items: [ITEM_2, ITEM] }),
    'POST /categories/v1/categories/C1/set-arranged-items',
    {
      detail: 'repeats the id and the tree in the body',
      body: { categoryId: 'C1', treeReference: TREE, items: [ITEM_2, ITEM] },
      answer: { items: [ITEM_2, ITEM] },
    },
  ),
  wire((c) => c.getArrangedItems('C1', TREE), 'GET /categories/v1/categories/C1/arranged-items', {
    query: { categoryId: 'C1', ...TREE_QUERY },
    answer: { items: [ITEM] },
  }),
  wire(
    (c) => c.moveItemInCategory('C1', TREE, { item: ITEM, position: 'BEFORE', beforeItem: ITEM_2 }),
    'POST /categories/v1/categories/C1/move-item',
    {
      detail: 'repeats the id and the tree in the body',
      body: { categoryId: 'C1', treeReference: TREE, item: ITEM, position: 'BEFORE', beforeItem: ITEM_2 },
      answer: { arrangedItemsAfterMove: [ITEM, ITEM_2] },
    },
  ),
];

const fieldCases: Array<FieldCase<CategoriesModule>> = [
  refused((c) => c.getCategory('C1', undefined as never), 'a missing positional tree', ['treeReference.appNamespace']),
  refused((c) => c.createCategory({ name: 'Shirts' }, {} as never), 'a write without the tree', [
    'options.treeReference',
  ]),
  renamed((c) => c.updateCategory('C1', { revision: '1' }, { treeReference: TREE }), ['category.id'], ['categoryId']),
  refused((c) => c.moveCategory('C1', TREE, { position: 'MIDDLE' as never }), 'an unknown position', [
    'options.position',
  ]),
  refused((c) => c.listItemsInCategory('C1', TREE, { cursorPaging: { limit: 0 } }), 'a page of no items', [
    'options.cursorPaging.limit',
  ]),
  refused((c) => c.listItemsInCategory('C1', TREE, { cursorPaging: { limit: 101 } }), 'a page over 100 items', [
    'options.cursorPaging.limit',
  ]),
];

describe('site.categories calls on the wire', () => {
  const server = useCatalogServer();
  itSendsEachCase(server, cases, createCategories);
  itNamesEachField(server, fieldCases, createCategories);

  it.each([
    ['updateCategory', (c: CategoriesModule) => c.updateCategory('C1', { revision: '4' }, { treeReference: TREE })],
    [
      'updateCategoryVisibility',
      (c: CategoriesModule) => c.updateCategoryVisibility('C1', { visible: true, revision: '4', treeReference: TREE }),
    ],
  ])('%s turns a stale revision into a conflict error naming the category', async (_name, call) => {
    server.answer(() =>
      revisionMismatch('Category C1 has already been updated', 'Category C1 is at revision 5, not 4', '5'),
    );
    const failure = await call(createCategories(testContext())).catch((error: unknown) => error);
    const conflict = { entity: 'category', entityId: 'C1', currentRevision: '5', status: 409, application: true };
    expect(conflictOf(failure)).toEqual(conflict);
  });

  it('resolves a membership bulk with a failed item and keeps every per-item result', async () => {
    server.answer(() => ITEM_RESULTS);
    const result = await createCategories(testContext()).bulkRemoveItemsFromCategory('C1', [ITEM, ITEM_2], {
      treeReference: TREE,
    });
    expect(
      result.results?.map(({ itemMetadata }) => [itemMetadata?.item?.catalogItemId, itemMetadata?.success]),
    ).toEqual([
      ['P1', true],
      ['P2', false],
    ]);
    expect(result.results?.[1]?.itemMetadata?.error?.code).toBe('ITEM_NOT_IN_CATEGORY');
  });

  it('resolves a bulk update whose second category had a stale revision', async () => {
    server.answer(() => CATEGORY_RESULTS);
    const result = await createCategories(testContext()).bulkUpdateCategories(
      [{ category: { id: 'C1', revision: '2' } }, { category: { id: 'C2', revision: '1' } }],
      { treeReference: TREE, returnEntity: true },
    );
    expect(result.results?.map((each) => [each.category?.id, each.itemMetadata?.error?.code])).toEqual([
      ['C1', undefined],
      [undefined, 'REVISION_MISMATCH'],
    ]);
  });

  it('pages the query builder with only the cursor and keeps the tree, in a for await loop', async () => {
    const second = { ...CATEGORY, id: 'C2' };
    server.answer((request) =>
      (request.body as { query: { cursorPaging: { cursor?: string } } }).query.cursorPaging.cursor
        ? { categories: [second], pagingMetadata: PAGING_LAST }
        : { categories: [CATEGORY], pagingMetadata: { count: 1, cursors: { next: 'n1' }, hasNext: true } },
    );
    const seen: string[] = [];
    const first = await createCategories(testContext())
      .queryCategories({ treeReference: TREE })
      .eq('visible', true)
      .limit(1)
      .find();
    for await (const category of first) seen.push(category.id!);
    expect(seen).toEqual(['C1', 'C2']);
    expect(server.requests[1]?.body).toEqual({
      treeReference: TREE,
      query: { cursorPaging: { cursor: 'n1', limit: 1 } },
    });
  });

  it('never changes the caller’s objects', async () => {
    server.answer(() => CATEGORY_RESULTS);
    const elements = [{ category: { id: 'C1', revision: '2', name: 'x' }, fieldMask: ['name'] }];
    const update = { id: 'stale', name: 'x', revision: '2' };
    const tree = { ...TREE };
    const snapshot = structuredClone({ elements, update, tree });
    const categories = createCategories(testContext());
    await categories.bulkUpdateCategories(elements, { treeReference: tree });
    server.answer(() => ({ category: CATEGORY }));
    await categories.updateCategory('C1', update, { treeReference: tree });
    expect({ elements, update, tree }).toEqual(snapshot);
  });
});
