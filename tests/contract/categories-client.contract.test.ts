import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedResponse } from './support/prism-client.js';
import { prismSiteClient } from './support/prism-site-client.js';
import {
  ApiKeyStrategy,
  STORES_CATALOG_APP_ID,
  STORES_CATEGORY_TREE,
  type ApiKeyAuth,
  type SiteClient,
} from '../../src/index.js';

const CATEGORY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const TREE = STORES_CATEGORY_TREE;
const ITEM = { catalogItemId: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a', appId: STORES_CATALOG_APP_ID };
const PATH = '/categories/v1/categories';
const BULK = '/categories/v1/bulk/categories';

type Call = [expected: string, run: (site: SiteClient<ApiKeyAuth>) => Promise<unknown>];

/** Every categories call of sitekit, with the request Prism must accept for it (strict answers checked too). */
const CALLS: Call[] = [
  [
    `POST ${PATH}`,
    (s) => s.categories.createCategory({ name: 'Shirts' }, { treeReference: TREE, fields: ['DESCRIPTION'] }),
  ],
  [`GET ${PATH}/${CATEGORY}`, (s) => s.categories.getCategory(CATEGORY, TREE, { fields: ['BREADCRUMBS_INFO'] })],
  [`GET ${PATH}/slug/shirts`, (s) => s.categories.getCategoryBySlug('shirts', TREE)],
  [
    `PATCH ${PATH}/${CATEGORY}`,
    (s) => s.categories.updateCategory(CATEGORY, { name: 'Tops', revision: '2' }, { treeReference: TREE }),
  ],
  [`DELETE ${PATH}/${CATEGORY}`, (s) => s.categories.deleteCategory(CATEGORY, TREE)],
  [
    `POST ${PATH}/query`,
    (s) => s.categories.queryCategories({ treeReference: TREE }).eq('visible', true).ascending('name').find(),
  ],
  [
    `POST ${PATH}/search`,
    (s) =>
      s.categories
        .searchCategories({ treeReference: TREE, returnNonVisibleCategories: true })
        .search('linen')
        .aggregate('visibility', 'VALUE', 'visible')
        .find(),
  ],
  [`POST ${PATH}/count`, (s) => s.categories.countCategories({ filter: { visible: true }, treeReference: TREE })],
  [
    `POST ${PATH}/${CATEGORY}/move`,
    (s) => s.categories.moveCategory(CATEGORY, TREE, { parentCategoryId: OTHER, position: 'LAST' }),
  ],
  [
    `POST ${BULK}/update`,
    (s) =>
      s.categories.bulkUpdateCategories(
        [{ category: { id: CATEGORY, revision: '2', name: 'Tops' }, fieldMask: ['name'] }],
        {
          treeReference: TREE,
          returnEntity: true,
        },
      ),
  ],
  [
    `PATCH ${PATH}/visibility`,
    (s) => s.categories.updateCategoryVisibility(CATEGORY, { visible: false, revision: '2', treeReference: TREE }),
  ],
  [`POST ${BULK}/show`, (s) => s.categories.bulkShowCategories([CATEGORY], { treeReference: TREE })],
  [
    `POST ${BULK}/${CATEGORY}/add-items`,
    (s) => s.categories.bulkAddItemsToCategory(CATEGORY, [ITEM], { treeReference: TREE }),
  ],
  [
    `POST ${BULK}/add-item`,
    (s) => s.categories.bulkAddItemToCategories(ITEM, { categoryIds: [CATEGORY], treeReference: TREE }),
  ],
  [
    `POST ${BULK}/${CATEGORY}/remove-items`,
    (s) => s.categories.bulkRemoveItemsFromCategory(CATEGORY, [ITEM], { treeReference: TREE }),
  ],
  [
    `POST ${BULK}/remove-item`,
    (s) => s.categories.bulkRemoveItemFromCategories(ITEM, { categoryIds: [CATEGORY], treeReference: TREE }),
  ],
  [
    `POST ${BULK}/set-item-categories`,
    (s) => s.categories.bulkSetItemCategories(ITEM, { categoryIds: [OTHER], treeReference: TREE }),
  ],
  [
    `GET ${PATH}/${CATEGORY}/list-items`,
    (s) =>
      s.categories.listItemsInCategory(CATEGORY, TREE, { useCategoryArrangement: true, cursorPaging: { limit: 10 } }),
  ],
  [
    `POST ${PATH}/${CATEGORY}/list-items`,
    (s) => s.categories.listItemsInCategory(CATEGORY, TREE, { cursorPaging: { cursor: 'c'.repeat(4100) } }),
  ],
  [`GET ${PATH}/list-categories-for-item`, (s) => s.categories.listCategoriesForItem(ITEM, { treeReference: TREE })],
  [
    `POST ${PATH}/list-categories-for-item`,
    (s) => s.categories.listCategoriesForItem({ ...ITEM, collectionId: 'c'.repeat(4100) }, { treeReference: TREE }),
  ],
  [
    `POST ${PATH}/list-categories-for-items`,
    (s) => s.categories.listCategoriesForItems([ITEM], { treeReference: TREE }),
  ],
  [`GET ${PATH}/list-trees`, (s) => s.categories.listTrees()],
  [
    `POST ${PATH}/${CATEGORY}/set-arranged-items`,
    (s) => s.categories.setArrangedItems(CATEGORY, TREE, { items: [ITEM] }),
  ],
  [`GET ${PATH}/${CATEGORY}/arranged-items`, (s) => s.categories.getArrangedItems(CATEGORY, TREE)],
  [
    `POST ${PATH}/${CATEGORY}/move-item`,
    (s) => s.categories.moveItemInCategory(CATEGORY, TREE, { item: ITEM, position: 'FIRST' }),
  ],
];

describe('every categories call through the site client against the contract (Prism, strict answers)', () => {
  let site: SiteClient<ApiKeyAuth>;
  const answers: RecordedResponse[] = [];

  beforeAll(() => {
    site = prismSiteClient(
      ApiKeyStrategy({ apiKey: 'IST.admin-key', siteId: '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d' }),
      answers,
    );
  });

  it.each(CALLS)('%s', async (expected, run) => {
    const from = answers.length;
    await run(site);
    const sent = answers.slice(from);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([expected]);
    expect(sent[0]?.status).toBe(200);
    expect(sent[0]?.violations).toBeUndefined();
  });

  it('covers every categories operation of the table', async () => {
    const { categories } = site;
    const table = await (await import('../../src/http/whole-table.js')).checkedTable();
    const methods = Object.keys(categories);
    // The table holds every operation of the contract; listCategoriesForItems always goes as its POST form.
    const neverSent = new Set(['listCategoriesForItems']);
    const rows = Object.keys(table).filter(
      (row) => !neverSent.has(row) && methods.some((method) => row.startsWith(method)),
    );
    expect(new Set(CALLS.map(([expected]) => expected)).size).toBe(rows.length);
  });
});
