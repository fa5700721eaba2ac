import { describe, expect, it } from 'vitest';
import { DEMO } from '../integration/support/demo-store.js';
import { useStorefrontPageOnSandbox } from './support/storefront-page.js';
import { seededNames, seededProducts } from './support/storefront.js';

// The platform's React storefront components (ProductList, Product, Option, Choice, CategoryList, Category), rendered
// in Chromium with one copy of React over the same package's loaders, on a seeded catalog v3 sandbox: what a
// shopper sees.
const storefront = useStorefrontPageOnSandbox();
const shirt = DEMO.linenShirt;

describe('a category page', () => {
  it('lists its products with their formatted prices, and the compare-at price of a product on sale', async () => {
    const { page, errors } = await storefront.open('/category/outdoor');
    const items = page.getByTestId('product-card');
    const outdoor = seededProducts.filter((product) => product.categorySlugs.includes('outdoor'));

    await expect.poll(() => items.count()).toBe(outdoor.length);
    expect((await items.getByTestId('product-name').allTextContents()).sort()).toEqual(seededNames(outdoor));
    for (const price of await items.getByTestId('product-price').allTextContents())
      expect(price).toMatch(/^\$\d+\.\d\d$/);
    const blanket = items.filter({ hasText: 'Wool Picnic Blanket' });
    expect(await blanket.getByTestId('product-price').textContent()).toBe('$83.30');
    expect(await blanket.getByTestId('product-compare-at-price').textContent()).toBe('$98.00');
    expect(await items.getByTestId('product-compare-at-price').count()).toBe(1);
    expect(await page.getByTestId('category-label').allTextContents()).toEqual(
      expect.arrayContaining(['Summer Linen', 'Outdoor']),
    );
    expect(errors).toEqual([]);
  });
});

describe('a product page', () => {
  it('shows the pictures, loaded, and every choice of every option', async () => {
    const { page, errors } = await storefront.open(`/product/${shirt.slug}`);

    expect(await page.getByTestId('product-name').textContent()).toBe(shirt.name);
    const picture = page.getByTestId('media-gallery-viewport').locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1000);
    expect(await picture.getAttribute('src')).toMatch(/^https:\/\/static\.wixstatic\.com\/media\/\w+_\w+~mv2\.svg$/);
    expect(await page.getByTestId('option-name').allTextContents()).toEqual(['Size', 'Color']);
    expect(await page.getByTestId('choice-text').allTextContents()).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(await page.getByTestId('choice-color').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('shows the price and stock of the variant the shopper chooses', async () => {
    const { page, errors } = await storefront.open(`/product/${shirt.slug}`);

    await page.getByTestId('choice-text').filter({ hasText: /^XL$/ }).click();
    await page.getByTestId('choice-color').nth(1).click();
    await expect.poll(() => page.getByTestId('product-variant-sku').textContent()).toBe('LINSHI-XL-OLIV');
    expect(await page.getByTestId('product-price').textContent()).toBe('$64.90');
    expect(await page.getByTestId('product-variant-stock').textContent()).toBe('In Stock');
    await expect.poll(() => page.getByTestId('available-quantity').textContent()).toBe('12 left');

    await page.getByTestId('choice-text').filter({ hasText: /^M$/ }).click();
    await expect.poll(() => page.getByTestId('product-variant-sku').textContent()).toBe('LINSHI-M-OLIV');
    expect(await page.getByTestId('product-price').textContent()).toBe('$59.90');
    // XS is sold out in every colour: the shopper cannot pick it.
    expect(await page.getByTestId('choice-text').filter({ hasText: /^XS$/ }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
