import { loadCategoriesListServiceConfig, loadProductsListServiceConfig } from '@wix/headless-stores/services';
import { describe, expect, it } from 'vitest';
import { demoCollections } from '../../sandbox/seed/demo-catalog.js';
import { namesOf, seededNames, seededProducts, storefrontPage, useStorefrontOnSandbox } from './support/storefront.js';

// A category page of the platform's storefront package: its category list, then the product list loader with the
// category's slug as the last segment of the page address.
const storefront = useStorefrontOnSandbox();
const STORES = { appNamespace: '@wix/stores' };
const inCategory = (slug: string) => seededProducts.filter((product) => product.categorySlugs.includes(slug));

describe('the category list', () => {
  it('lists the visible categories of the store', async () => {
    const { categories } = await loadCategoriesListServiceConfig();

    expect(categories.map((category) => category.name).sort()).toEqual(
      ['Collections', ...demoCollections.map((collection) => collection.name)].sort(),
    );
    expect(categories.find((category) => category.slug === 'summer-linen')?.parentCategory?._id).toBe(
      categories.find((category) => category.slug === 'collections')?._id,
    );
  });
});

describe('a category page', () => {
  it('lists the products of the category', async () => {
    const config = await loadProductsListServiceConfig(storefrontPage('/category/summer-linen'));

    expect(namesOf(config.products)).toEqual(seededNames(inCategory('summer-linen')));
  });

  it('lists, on a parent category page, the products of its subcategories', async () => {
    const config = await loadProductsListServiceConfig(storefrontPage('/category/collections'));

    const inAnyCollection = seededProducts.filter((product) => product.categorySlugs.length > 0);
    expect(namesOf(config.products)).toEqual(seededNames(inAnyCollection));
  });

  it('sorts the products of the category by price, high to low', async () => {
    const config = await loadProductsListServiceConfig(storefrontPage('/category/kitchen-and-table?sort=price:desc'));

    const prices = config.products.map((product) => Number(product.actualPriceRange?.minValue?.amount));
    expect(prices).toEqual(
      inCategory('kitchen-and-table')
        .map((product) => product.minPrice)
        .sort((a, b) => b - a),
    );
  });
});

describe('the categories calls of the storefront package made directly', () => {
  it('reads a category by its slug, with the number of its products', async () => {
    const { category } = await storefront.client.categories.getCategoryBySlug('outdoor', STORES);

    expect(category?.name).toBe('Outdoor');
    expect(category?.itemCounter).toBe(inCategory('outdoor').length);
  });

  it('lists the items of a category, and of its subcategories when asked', async () => {
    const { categories, productsV3 } = storefront.client;
    const { category: parent } = await categories.getCategoryBySlug('collections', STORES);
    const { category: outdoor } = await categories.getCategoryBySlug('outdoor', STORES);

    const direct = await categories.listItemsInCategory(outdoor!._id!, STORES, { cursorPaging: { limit: 100 } });
    const subtree = await categories.listItemsInCategory(parent!._id!, STORES, {
      includeItemsFromSubcategories: true,
      cursorPaging: { limit: 100 },
    });

    const named = async (items: Array<{ catalogItemId?: string | null }>) =>
      namesOf(await Promise.all(items.map(async (item) => (await productsV3.getProduct(item.catalogItemId!)) ?? {})));
    expect(await named(direct.items ?? [])).toEqual(seededNames(inCategory('outdoor')));
    expect(subtree.items).toHaveLength(seededProducts.filter((product) => product.categorySlugs.length > 0).length);
  });
});
