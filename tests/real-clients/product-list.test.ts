import { loadProductsListServiceConfig } from '@wix/headless-stores/services';
import { describe, expect, it } from 'vitest';
import {
  namesOf,
  productListService,
  seededNames,
  seededProducts,
  storefrontPage,
  useStorefrontOnSandbox,
  type SeededProduct,
} from './support/storefront.js';

// The platform's own storefront package (@wix/headless-stores) loads its product list page, unchanged, from the
// sandbox: the loader reads the page address (filters, sort, search, paging) and sends the package's own searches.
const storefront = useStorefrontOnSandbox();
const loadPage = (pathAndQuery: string) => loadProductsListServiceConfig(storefrontPage(pathAndQuery));
const priceOf = (product: { actualPriceRange?: { minValue?: { amount?: string | null } | null } | null }) =>
  Number(product.actualPriceRange?.minValue?.amount);
const sortedBy = (prices: number[], direction: 1 | -1) => [...prices].sort((a, b) => direction * (a - b));
const union = (lists: string[][]) => [...new Set(lists.flat())].sort();

describe('the first load of the product list', () => {
  it('lists every product a visitor sees, each with its variants, in the store currency', async () => {
    const config = await loadPage('/products');

    expect(namesOf(config.products)).toEqual(seededNames(seededProducts));
    expect(config.pagingMetadata.hasNext).toBe(false);
    const shirt = config.products.find((product) => product.name === 'Linen Shirt');
    expect(shirt?.currency).toBe('USD');
    expect(shirt?.variantsInfo?.variants).toHaveLength(15);
  });

  it('gives the price bounds, options and choices of the whole store to the list service', async () => {
    const list = productListService(await loadPage('/products'));

    expect(list.minPrice.get()).toBe(Math.min(...seededProducts.map((product) => product.minPrice)));
    expect(list.maxPrice.get()).toBe(Math.max(...seededProducts.map((product) => product.maxPrice)));
    const options = list.availableProductOptions.get();
    expect(options.map((option) => option.name).sort()).toEqual(union(seededProducts.map((p) => p.optionNames)));
    const colors = options.find((option) => option.name === 'Color');
    expect(colors?.choices.map((choice) => choice.name)).toEqual(expect.arrayContaining(['Sand', 'Olive', 'Chalk']));
  });

  it('counts the products of each stock status', async () => {
    const config = await loadPage('/products');

    const statuses = config.aggregations.results?.find((result) => result.name === 'inventoryStatus');
    const counted = Object.fromEntries((statuses?.values?.results ?? []).map((entry) => [entry.value, entry.count]));
    const seededCounts: Record<string, number> = {};
    for (const product of seededProducts)
      seededCounts[product.availability] = (seededCounts[product.availability] ?? 0) + 1;
    expect(counted).toEqual(seededCounts);
  });
});

describe('each filter of the product list', () => {
  const filters: Array<[string, string, (product: SeededProduct) => boolean]> = [
    ['a price range', '/products?minPrice=20&maxPrice=60', (p) => p.minPrice >= 20 && p.maxPrice <= 60],
    ['one choice of an option', '/products?Color=Sand', (p) => p.choiceNames.includes('Sand')],
    [
      'two choices of an option',
      '/products?Color=Sand,Olive',
      (p) => p.choiceNames.includes('Sand') || p.choiceNames.includes('Olive'),
    ],
    ['a choice of another option', '/products?Size=XL', (p) => p.choiceNames.includes('XL')],
    ['a category in the page address', '/products/summer-linen', (p) => p.categorySlugs.includes('summer-linen')],
    ['a stock status', '/products?inventoryStatus=OUT_OF_STOCK', (p) => p.availability === 'OUT_OF_STOCK'],
    [
      'two stock statuses',
      '/products?inventoryStatus=IN_STOCK,PARTIALLY_OUT_OF_STOCK',
      (p) => p.availability !== 'OUT_OF_STOCK',
    ],
    ['a product type', '/products?productType=DIGITAL', (p) => p.digital],
    [
      'a price bound and a choice together',
      '/products?minPrice=40&Color=Olive',
      (p) => p.minPrice >= 40 && p.choiceNames.includes('Olive'),
    ],
  ];

  it.each(filters)('keeps the products of %s', async (_name, page, matches) => {
    const expected = seededNames(seededProducts.filter(matches));
    expect(expected.length).toBeGreaterThan(0);

    const config = await loadPage(page);

    expect(namesOf(config.products)).toEqual(expected);
    // The facets stay those of the whole store, so that a shopper can widen the filter again.
    expect(productListService(config).maxPrice.get()).toBe(Math.max(...seededProducts.map((p) => p.maxPrice)));
  });
});

describe('each sort of the product list', () => {
  it('sorts by name, A to Z and Z to A', async () => {
    const ascending = await loadPage('/products?sort=name');
    const descending = await loadPage('/products?sort=name:desc');

    expect(ascending.products.map((product) => product.name)).toEqual(seededNames(seededProducts));
    expect(descending.products.map((product) => product.name)).toEqual(seededNames(seededProducts).reverse());
  });

  it('sorts by price, low to high and high to low', async () => {
    const low = await loadPage('/products?sort=price');
    const high = await loadPage('/products?sort=price:desc');

    const seededPrices = seededProducts.map((product) => product.minPrice);
    expect(low.products.map(priceOf)).toEqual(sortedBy(seededPrices, 1));
    expect(high.products.map(priceOf)).toEqual(sortedBy(seededPrices, -1));
  });

  it('sorts "recommended" and "newest" as the package defines them', async () => {
    // The package sends "recommended" as name Z to A, and "newest" without a sort (the platform's default order).
    const recommended = await loadPage('/products?sort=recommended');
    const newest = await loadPage('/products?sort=newest');

    expect(recommended.products.map((product) => product.name)).toEqual(seededNames(seededProducts).reverse());
    expect(namesOf(newest.products)).toEqual(seededNames(seededProducts));
  });
});

describe('search in the product list', () => {
  it('finds every product named with a word', async () => {
    const config = await loadPage('/products?q=linen');

    const named = seededProducts.filter((product) => product.name.toLowerCase().includes('linen'));
    expect(namesOf(config.products)).toEqual(expect.arrayContaining(seededNames(named)));
  });

  it('puts the product of the exact name first', async () => {
    const config = await loadPage('/products?q=Linen%20Shirt');

    expect(config.products[0]?.name).toBe('Linen Shirt');
  });

  it('searches within a filter, in the order asked', async () => {
    const config = await loadPage('/products?q=linen&maxPrice=50&sort=price');

    const prices = config.products.map(priceOf);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual(sortedBy(prices, 1));
    expect(Math.max(...prices)).toBeLessThanOrEqual(50);
    expect(namesOf(config.products)).toContain('Linen Tea Towel Set');
  });
});

describe('paging through the product list', () => {
  it('goes to the next page and back to the previous one', async () => {
    const first = await loadPage('/products?sort=name&limit=10');
    expect(first.products.map((product) => product.name)).toEqual(seededNames(seededProducts).slice(0, 10));
    expect(first.pagingMetadata.hasNext).toBe(true);

    const next = await loadPage(`/products?limit=10&cursor=${first.pagingMetadata.cursors?.next}`);
    expect(next.products.map((product) => product.name)).toEqual(seededNames(seededProducts).slice(10, 20));

    const previous = await loadPage(`/products?limit=10&cursor=${next.pagingMetadata.cursors?.prev}`);
    expect(previous.products.map((product) => product.name)).toEqual(seededNames(seededProducts).slice(0, 10));
  });

  it('loads the rest of the list into the list service ("load more")', async () => {
    const list = productListService(await loadPage('/products?sort=name&limit=10'));
    expect(list.hasMoreProducts.get()).toBe(true);

    list.loadMore(10);
    await expect.poll(() => list.products.get().length, { timeout: 15_000 }).toBe(seededProducts.length);

    expect(list.products.get().map((product) => product.name)).toEqual(seededNames(seededProducts));
    expect(list.hasMoreProducts.get()).toBe(false);
    expect(list.error.get()).toBeNull();
  });
});

describe('the calls of the storefront package made directly', () => {
  it('searches products with the aggregations a shop page asks for', async () => {
    const { productsV3 } = storefront.client;
    const response = await productsV3.searchProducts(
      {
        cursorPaging: { limit: 5 },
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: productsV3.SortDirection.ASC }],
        aggregations: [
          { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
          { name: 'maxPrice', fieldPath: 'actualPriceRange.maxValue.amount', type: 'SCALAR', scalar: { type: 'MAX' } },
        ],
      },
      { fields: [productsV3.RequestedFields.CURRENCY] },
    );

    expect(response.products?.map(priceOf)).toEqual(
      sortedBy(
        seededProducts.map((p) => p.minPrice),
        1,
      ).slice(0, 5),
    );
    const bounds = Object.fromEntries(
      (response.aggregationData?.results ?? []).map((result) => [result.name, Number(result.scalar?.value)]),
    );
    expect(bounds).toEqual({
      minPrice: Math.min(...seededProducts.map((p) => p.minPrice)),
      maxPrice: Math.max(...seededProducts.map((p) => p.maxPrice)),
    });
  });

  it('reads the variants of several products at once (read-only variants)', async () => {
    const { productsV3, readOnlyVariantsV3 } = storefront.client;
    const shirt = await productsV3.getProductBySlug('linen-shirt');
    const trousers = await productsV3.getProductBySlug('linen-trousers');

    const variants = await readOnlyVariantsV3
      .queryVariants({ fields: [readOnlyVariantsV3.RequestedFields.CURRENCY] })
      .in('productData.productId', [shirt.product?._id, trousers.product?._id])
      .limit(100)
      .find();

    expect(variants.items).toHaveLength(30);
    expect(variants.items.filter((variant) => variant.productData?.productId === shirt.product?._id)).toHaveLength(15);
  });
});
