import { describe, expect, it } from 'vitest';
import {
  zCategoryItemAddedToCategoryEvent,
  zCategoryItemRemovedFromCategoryEvent,
  zCategoryItemsArrangedInCategoryEvent,
  zCategoryMovedEvent,
} from '../../generated/zod.gen.js';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import { expectEnvelope, type Json, violationFields } from './support/harness.js';
import { causeCategoryActions } from './support/category-actions.js';
import { subscribedV3Sandbox } from './support/webhook-receiver.js';

const treeReference = { appNamespace: '@wix/stores' };
const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A v3 sandbox with helpers to build a category tree and products through the HTTP API. */
function categoryStore(): {
  call: (path: string, body?: unknown, method?: string) => ReturnType<ReturnType<typeof v3Sandbox>['h']['call']>;
  category: (name: string, parentId?: string) => Promise<Json>;
  product: (product: Json) => Promise<Json>;
} {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown, method?: string) =>
    v3.h.call(path, { ...v3.admin, ...(body === undefined ? {} : { body }), ...(method ? { method } : {}) });
  return {
    call,
    category: async (name, parentId) =>
      (
        await call('/categories/v1/categories', {
          category: { name, ...(parentId ? { parentCategory: { id: parentId } } : {}) },
          treeReference,
        })
      ).body.category as Json,
    product: async (product) => (await call('/stores/v3/products', { product })).body.product as Json,
  };
}

describe('products show the categories service’s derived fields', () => {
  const { call, category, product } = categoryStore();

  it('answers allCategoriesInfo and breadcrumbsInfo only when asked, following renames', async () => {
    const home = await category('Home');
    const kitchen = await category('Kitchen', home.id);
    const mugs = await category('Mugs', kitchen.id);
    const mug = await product(shirtV3('Derived Mug'));
    await call(`/categories/v1/bulk/categories/${mugs.id}/add-items`, {
      items: [{ catalogItemId: mug.id, appId: APP }],
      treeReference,
    });
    const plain = (await call(`/stores/v3/products/${mug.id}`)).body.product;
    expect([plain.allCategoriesInfo, plain.breadcrumbsInfo]).toEqual([undefined, undefined]);

    const asked = await call(`/stores/v3/products/${mug.id}?fields=ALL_CATEGORIES_INFO&fields=BREADCRUMBS_INFO`);
    const shown = asked.body.product;
    const [direct, ...ancestors] = shown.allCategoriesInfo.categories as Json[];
    expect(direct).toEqual({ id: mugs.id, index: 0 });
    expect(new Set(ancestors.map((c) => c.id))).toEqual(new Set([kitchen.id, home.id]));
    expect(shown.breadcrumbsInfo.breadcrumbs.map((b: Json) => b.categoryName)).toEqual(['Home', 'Kitchen', 'Mugs']);

    await call(
      `/categories/v1/categories/${kitchen.id}`,
      { category: { id: kitchen.id, revision: kitchen.revision, name: 'Cookware' }, treeReference },
      'PATCH',
    );
    const queried = await call('/stores/v3/products/query', {
      query: { filter: { id: mug.id } },
      fields: ['BREADCRUMBS_INFO'],
    });
    expect(queried.body.products[0].breadcrumbsInfo.breadcrumbs[1]).toEqual({
      categoryId: kitchen.id,
      categoryName: 'Cookware',
      categorySlug: kitchen.slug,
    });
    expect(queried.body.products[0].allCategoriesInfo).toBeUndefined();
  });

  it('breadcrumbs follow the main category when the product names one', async () => {
    const a = await category('Crumb A');
    const b = await category('Crumb B');
    const item = await product(shirtV3('Crumb Shirt'));
    await call('/categories/v1/bulk/categories/add-item', {
      item: { catalogItemId: item.id, appId: APP },
      categoryIds: [a.id, b.id],
      treeReference,
    });
    const current = (await call(`/stores/v3/products/${item.id}`)).body.product;
    await call(
      `/stores/v3/products/${item.id}`,
      { product: { id: item.id, revision: current.revision, mainCategoryId: b.id } },
      'PATCH',
    );
    const read = await call(`/stores/v3/products/${item.id}?fields=BREADCRUMBS_INFO`);
    expect(read.body.product.breadcrumbsInfo.breadcrumbs.map((c: Json) => c.categoryId)).toEqual([b.id]);
  });

  it('a renamed customization shows on the products that use it', async () => {
    const shirt = shirtV3('Renamed Option Shirt');
    const fabric = {
      ...shirt,
      options: [{ ...shirt.options![0], name: 'Fabric weight' }],
      variantsInfo: {
        variants: shirt.variantsInfo.variants.map((v) => ({
          ...v,
          choices: [{ optionChoiceNames: { ...v.choices![0]!.optionChoiceNames, optionName: 'Fabric weight' } }],
        })),
      },
    };
    const made = await product(fabric);
    const optionId = made.options[0].id as string;
    const entity = (await call(`/stores/v3/customizations/${optionId}`)).body.customization;
    const renamed = await call(
      `/stores/v3/customizations/${optionId}`,
      { customization: { revision: entity.revision, name: 'Cloth weight' } },
      'PATCH',
    );
    expect(renamed.status).toBe(200);
    const read = (await call(`/stores/v3/products/${made.id}?fields=VARIANT_OPTION_CHOICE_NAMES`)).body.product;
    expect(read.options[0].name).toBe('Cloth weight');
    expect(read.revision).toBe(made.revision);
    expect(read.variantsInfo.variants.map((v: Json) => v.choices[0].optionChoiceNames.optionName)).toEqual([
      'Cloth weight',
      'Cloth weight',
    ]);
  });
});

describe('category search aggregations and item bulk answers', () => {
  const { call, category, product } = categoryStore();

  it('aggregates over every match of a category search, and refuses a field it cannot aggregate', async () => {
    const root = await category('Aggregated');
    await category('Aggregated child one', root.id);
    await category('Aggregated child two', root.id);
    const searched = await call('/categories/v1/categories/search', {
      treeReference,
      search: {
        search: { expression: 'aggregated' },
        cursorPaging: { limit: 1 },
        aggregations: [
          { name: 'byParent', type: 'VALUE', fieldPath: 'parentCategory.id' },
          { name: 'newest', type: 'SCALAR', fieldPath: 'parentCategory.index', scalar: { type: 'MAX' } },
        ],
      },
    });
    expect(searched.status).toBe(200);
    expect(searched.body.categories).toHaveLength(1);
    const [byParent, newest] = searched.body.aggregationData.results as Json[];
    // The top-level category has no parent: VALUE aggregations leave missing values out unless asked.
    expect(byParent!.values.results).toEqual([{ value: root.id, count: 2 }]);
    expect(newest!.scalar).toEqual({ type: 'MAX', value: 1 });

    const refused = await call('/categories/v1/categories/search', {
      treeReference,
      search: { aggregations: [{ name: 'x', type: 'VALUE', fieldPath: 'notAField' }] },
    });
    expectEnvelope(refused, 400);
    expect(violationFields(refused)).toEqual(['search.aggregations[0].fieldPath']);
  });

  it('names each category in the per-category results of an item, failed ones too', async () => {
    const one = await category('Per category one');
    const two = await category('Per category two');
    const item = { catalogItemId: (await product(shirtV3('Per Category Shirt'))).id, appId: APP };
    await call('/categories/v1/bulk/categories/add-item', { item, categoryIds: [one.id], treeReference });
    const removed = await call('/categories/v1/bulk/categories/remove-item', {
      item,
      categoryIds: [one.id, two.id],
      treeReference,
    });
    expect(removed.body.results.map((r: Json) => [r.itemMetadata.id, r.itemMetadata.success])).toEqual([
      [one.id, true],
      [two.id, false],
    ]);
    expect(removed.body.results[1].itemMetadata.error.code).toBe('ITEM_NOT_IN_CATEGORY');
  });
});

describe('category action events', () => {
  const subscribed = subscribedV3Sandbox();

  it('moves, membership changes and arrangements arrive signed and match the contract', async () => {
    const { h, receiver, admin } = subscribed;
    const { parent, child: moving, item } = await causeCategoryActions(h, admin, 'Evented');
    // Everything delivered (setup included): the receiver waits its full five seconds for more than will come.
    const events = await receiver.take(1000);
    const of = (slug: string) => events.filter((e) => e.eventType === `wix.categories.v1.category_${slug}`);

    const [moved] = of('category_moved');
    expect(zCategoryMovedEvent.safeParse(moved).success).toBe(true);
    expect(moved!.data.actionEvent.body).toEqual({
      categoryId: moving.id,
      parentCategory: { id: parent.id, index: 0 },
      treeReference,
    });
    const [added] = of('item_added_to_category');
    expect(zCategoryItemAddedToCategoryEvent.safeParse(added).success).toBe(true);
    expect(added!.data.actionEvent.body).toEqual({ categoryId: parent.id, item, treeReference });
    expect(added!.data.entityId).toBe(parent.id);
    const [arranged] = of('items_arranged_in_category');
    expect(zCategoryItemsArrangedInCategoryEvent.safeParse(arranged).success).toBe(true);
    const [removed] = of('item_removed_from_category');
    expect(zCategoryItemRemovedFromCategoryEvent.safeParse(removed).success).toBe(true);
    expect(removed!.data.actionEvent.body.item).toEqual(item);
    expect(of('updated')).toHaveLength(1);
  });
});
