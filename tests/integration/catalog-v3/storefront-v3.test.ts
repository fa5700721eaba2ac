import { describe, expect, it } from 'vitest';
import type { CursorSearchV3, ProductV3 } from '../../../generated/types.gen.js';
import { sampleShirtV3 } from '../../support/sample-products-v3.js';
import { STOREFRONT_AGGREGATIONS } from '../../support/storefront-aggregations.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const sandbox = useSandboxUnderTest('demo', { catalog: 'v3' });
const clients = useStoreClients(sandbox);

/** The search a storefront's product list sends on every load. */
const storefrontSearch = (search: CursorSearchV3 = {}): CursorSearchV3 => ({
  cursorPaging: { limit: 100 },
  ...search,
  aggregations: STOREFRONT_AGGREGATIONS,
});

const choicesOf = (product: ProductV3) => (product.options ?? []).flatMap((o) => o.choicesSettings?.choices ?? []);
const directCategories = (product: ProductV3) =>
  (product.directCategoriesInfo?.categories ?? []).map((c) => c.id ?? '');
const namesOf = (products: ProductV3[] | undefined) => (products ?? []).map((p) => p.name ?? '').sort();

describe('site.productsV3 as a storefront searches', () => {
  it('answers the product list with its five aggregations, and filters by choice with the facets it got', async () => {
    const page = await clients.visitor.site.productsV3.searchProducts(storefrontSearch(), { fields: ['CURRENCY'] });
    const products = page.products ?? [];
    const results = page.aggregationData?.results ?? [];
    expect(results.map((r) => r.name)).toEqual([
      'minPrice',
      'maxPrice',
      'optionNames',
      'choiceNames',
      'inventoryStatus',
    ]);
    const optionNames = results[2]?.values?.results?.map((r) => r.value);
    expect(optionNames).toEqual([...new Set(products.flatMap((p) => (p.options ?? []).map((o) => o.name)))].sort());
    const lowest = Math.min(...products.map((p) => Number(p.actualPriceRange?.minValue?.amount)));
    expect(results[0]?.scalar?.value).toBe(lowest);

    // The storefront filters by the ids of the choices it offers.
    const shirt = products.find((p) => choicesOf(p).length > 1)!;
    const choice = choicesOf(shirt)[0]!;
    const filtered = await clients.visitor.site.productsV3.searchProducts(
      storefrontSearch({ filter: { 'options.choicesSettings.choices.choiceId': { $hasSome: [choice.choiceId] } } }),
    );
    expect(namesOf(filtered.products)).toEqual(
      namesOf(products.filter((p) => choicesOf(p).some((c) => c.choiceId === choice.choiceId))),
    );
    const count = results[3]?.values?.results?.find((r) => r.value === choice.name)?.count;
    expect(count).toBe(products.filter((p) => choicesOf(p).some((c) => c.name === choice.name)).length);
  });

  it('shows a parent category page with the products of its subcategories', async () => {
    const page = await clients.visitor.site.productsV3.searchProducts({ cursorPaging: { limit: 100 } });
    const products = page.products ?? [];
    const categoryId = directCategories(products.find((p) => directCategories(p).length > 0)!)[0]!;
    const category = await clients.admin.site.categories.getCategory(categoryId, { appNamespace: '@wix/stores' });
    const parentId = category.parentCategory?.id as string;
    const parentPage = await clients.visitor.site.productsV3.searchProducts(
      storefrontSearch({ filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [parentId] } }] } } }),
    );
    const inAny = products.filter((p) => directCategories(p).length > 0);
    expect(inAny.length).toBeGreaterThan(0);
    expect(namesOf(parentPage.products)).toEqual(namesOf(inAny));
  });

  it('ranks a free-text search by relevance, the exact name first', async () => {
    await clients.admin.site.productsV3.createProduct(sampleShirtV3('Okapi Field Shirt'));
    await clients.admin.site.productsV3.createProduct(sampleShirtV3('Okapi'));
    const found = await clients.visitor.site.productsV3.searchProducts({ search: { expression: 'okapi' } });
    expect(found.products?.map((p) => p.name)).toEqual(['Okapi', 'Okapi Field Shirt']);
    const everyWord = await clients.visitor.site.productsV3.searchProducts({ search: { expression: 'okapi shirt' } });
    expect(everyWord.products?.map((p) => p.name)).toEqual(['Okapi Field Shirt']);
    const brand = await clients.visitor.site.productsV3.searchProducts({
      search: { expression: 'northbound okapi' },
    });
    expect(namesOf(brand.products)).toEqual(['Okapi', 'Okapi Field Shirt']);
  });
});

describe('site.inventoryItemsV3 for a visitor', () => {
  it('reads items (query, search, get) but may not change them', async () => {
    const { items } = await clients.visitor.site.inventoryItemsV3.queryInventoryItems().limit(5).find();
    expect(items.length).toBeGreaterThan(0);
    const item = items[0]!;
    expect((await clients.visitor.site.inventoryItemsV3.getInventoryItem(item.id!)).id).toBe(item.id);
    const searched = await clients.visitor.site.inventoryItemsV3.searchInventoryItems().eq('id', item.id).find();
    expect(searched.items.map((found) => found.id)).toEqual([item.id]);
    const refused = await siteErrorOf(
      clients.visitor.site.inventoryItemsV3.updateInventoryItem(item.id!, { revision: item.revision, quantity: 1 }),
    );
    expect(refused.status).toBe(403);
  });
});
