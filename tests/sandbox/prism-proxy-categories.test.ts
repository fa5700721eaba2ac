import { describe, expect, it } from 'vitest';
import type { Json } from './support/harness.js';
import { prismProxyV3 } from './support/prism-proxy-v3-harness.js';

/**
 * Prism as a validating proxy in front of a seeded v3 sandbox: the Categories reference's request forms (beside the
 * official client's) pass the contract, and so do the answers.
 */
const { via } = prismProxyV3();
const CATEGORIES = '/categories/v1/categories';
const treeReference = { appNamespace: '@wix/stores', treeKey: null };
const tree = 'treeReference.appNamespace=%40wix%2Fstores';

describe('the Categories reference’s forms through Prism', () => {
  it('are accepted, and their answers match the contract', async () => {
    const listed = await via(`${CATEGORIES}/query`, {
      body: {
        query: { filter: {} },
        sort: [{ field_name: 'createdDate', order: 'DESC' }],
        treeReference,
        returnNonVisibleCategories: false,
      },
    });
    const categories = listed.body.categories as Json[];
    const filled = categories.find((c) => c.itemCounter >= 3)!;
    expect(filled.totalItemCounter).toBeGreaterThanOrEqual(3);
    await via(`${CATEGORIES}/${filled.id}?${tree}&fields=BREADCRUMBS`);
    const items = (await via(`${CATEGORIES}/${filled.id}/list-items?${tree}`)).body.items as Json[];
    const [first, second] = items;
    const query = `itemReference.catalogItemId=${first.catalogItemId}&itemReference.appId=${first.appId}&${tree}`;
    await via(`${CATEGORIES}/list-categories-for-item?${query}`);
    await via(`${CATEGORIES}/list-categories-for-item`, { body: { itemReference: first, treeReference } });

    const created = await via(CATEGORIES, { body: { category: { name: 'Prism shelf' }, treeReference } });
    const shelf = created.body.category as Json;
    await via('/categories/v1/bulk/categories/add-item', {
      body: { itemReference: first, categoryIds: [shelf.id], treeReference },
    });
    await via('/categories/v1/bulk/categories/remove-item', {
      body: { itemReference: first, categoryIds: [shelf.id], treeReference },
    });
    await via(`${CATEGORIES}/${shelf.id}/move`, {
      body: { treeReference, position: 'BEFORE', moveBeforeCategoryId: categories[0]!.id },
    });
    await via(`${CATEGORIES}/visibility`, {
      method: 'PATCH',
      body: { categoryId: shelf.id, visible: false, treeReference, revision: 2 },
    });
    await via(`${CATEGORIES}/${filled.id}/move-item`, { body: { treeReference, item: first, position: 'FIRST' } });
    await via(`${CATEGORIES}/${filled.id}/move-item`, {
      body: { treeReference, item: second, position: 'BEFORE', beforeItem: first },
    });
    await via(`${CATEGORIES}/${filled.id}/list-items`, { body: { treeReference, cursorPaging: { limit: 2 } } });
    await via(`${CATEGORIES}/${shelf.id}`, { method: 'DELETE' });
  });
});
