import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy, createSiteClient, type ProductsQueryBuilder, type SiteClient } from '../../src/index.js';
import { cardsWhen, productCards } from './support/catalogue-reader.js';
import { openApp, saveScreenshot, startStoreUnderTest, type StoreUnderTest } from './support/store-under-test.js';

let store: StoreUnderTest;
let page: Page;
let problems: string[];
/** The same catalogue as a visitor sees it, read without the app, to check what the app shows. */
let visitor: SiteClient;

beforeAll(async () => {
  store = await startStoreUnderTest();
  ({ page, problems } = await openApp(store));
  visitor = createSiteClient({ auth: OAuthStrategy({ clientId: store.sandbox.clientId }), baseURL: store.sandbox.url });
});

afterAll(async () => {
  await store?.close();
});

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

async function namesFromPlatform(query: ProductsQueryBuilder) {
  const result = await query.limit(100).find();
  return result.items.map((product) => product.name).sort();
}

describe('a visitor browsing the store', () => {
  it('sees the first page of the catalogue', async () => {
    await page.goto('/');
    const cards = await cardsWhen(page, (shown) => shown.length === 12);
    const total = (await visitor.products.queryProducts().limit(1).find()).totalCount;
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${total} products`);
    expect(new Set(cards.map((card) => card.name)).size).toBe(12);
    await saveScreenshot(page, 'storefront-catalogue', page.getByRole('heading', { name: 'All products' }));
  });

  it('searches by the start of a name, and by any part of it', async () => {
    await page.getByLabel('Search products').fill('Sto');
    const starting = await cardsWhen(page, (cards) => cards.every((card) => card.name.startsWith('Sto')));
    expect(starting.map((card) => card.name).sort()).toEqual(
      await namesFromPlatform(visitor.products.queryProducts().startsWith('name', 'Sto')),
    );

    await page.getByLabel('Search products').fill('candle');
    await page.getByText('No products match').waitFor();
    await page.getByLabel('Name', { exact: true }).selectOption('contains');
    const containing = await cardsWhen(page, (cards) =>
      cards.every((card) => card.name.toLowerCase().includes('candle')),
    );
    expect(containing.some((card) => !card.name.toLowerCase().startsWith('candle'))).toBe(true);
    expect(containing.map((card) => card.name).sort()).toEqual(
      await namesFromPlatform(visitor.products.queryProducts().contains('name', 'candle')),
    );
    expect(page.url()).toContain('q=candle');
  });

  it('filters by price range, collection, product type and stock', async () => {
    await page.goto('/');
    await cardsWhen(page, (cards) => cards.length === 12);
    await page.getByLabel('Minimum price').fill('20');
    await page.getByLabel('Maximum price').fill('40');
    const inRange = await cardsWhen(page, (cards) => cards.every((card) => card.price >= 20 && card.price <= 40));
    expect(inRange.length).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByLabel('Collection').selectOption({ label: 'Outdoor' });
    await page.getByRole('heading', { name: 'Outdoor' }).waitFor();
    const outdoorId = (await visitor.collections.getCollectionBySlug('outdoor')).collection!.id!;
    const outdoor = await namesFromPlatform(visitor.products.queryProducts().hasSome('collectionIds', [outdoorId]));
    const shownOutdoor = await cardsWhen(page, (cards) => cards.length === Math.min(outdoor.length, 12));
    expect(shownOutdoor.map((card) => card.name).sort()).toEqual(outdoor.slice(0, 12));

    await page.getByLabel('Collection').selectOption('');
    await page.getByLabel('Product type').selectOption('digital');
    const digital = await namesFromPlatform(visitor.products.queryProducts().eq('productType', 'digital'));
    const shownDigital = await cardsWhen(page, (cards) => cards.length === digital.length);
    expect(shownDigital.map((card) => card.name).sort()).toEqual(digital);

    await page.getByLabel('Product type').selectOption('');
    await page.getByLabel('In stock only').check();
    const inStock = await namesFromPlatform(visitor.products.queryProducts().eq('stock.inStock', true));
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${inStock.length} products`);
    expect((await productCards(page)).every((card) => card.stock !== 'Out of stock')).toBe(true);
  });

  it('sorts by price both ways and pages through the results', async () => {
    await page.goto('/');
    await page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
    const expensiveFirst = await cardsWhen(page, (cards) =>
      isSorted(
        cards.map((c) => c.price),
        'desc',
      ),
    );
    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    const cheapFirst = await cardsWhen(page, (cards) =>
      isSorted(
        cards.map((c) => c.price),
        'asc',
      ),
    );
    expect(cheapFirst[0]!.price).toBeLessThan(expensiveFirst[0]!.price);

    const firstPage = cheapFirst.map((card) => card.name);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of').waitFor();
    const secondPage = await cardsWhen(page, (cards) => cards[0]!.name !== firstPage[0]);
    expect(secondPage.some((card) => firstPage.includes(card.name))).toBe(false);
    expect(secondPage[0]!.price).toBeGreaterThanOrEqual(cheapFirst.at(-1)!.price);
    expect(page.url()).toContain('page=2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await cardsWhen(page, (cards) => cards[0]!.name === firstPage[0]);
  });

  it('opens a product, picks its choices and sees the chosen variant', async () => {
    await page.goto('/?q=Linen+Shirt');
    await cardsWhen(page, (cards) => cards.length === 1);
    await page.getByRole('link', { name: /Linen Shirt/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Linen Shirt' }).waitFor();

    expect(await page.getByRole('radio', { name: 'XS (sold out)' }).count()).toBe(1);
    await page.getByRole('button', { name: /Show picture 2/ }).click();
    expect(await page.locator('.gallery-main').getAttribute('alt')).toBe('Linen Shirt, detail');
    expect(await page.getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);

    await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByRole('radio', { name: 'Olive', exact: true }).check({ force: true });
    await expect.poll(() => page.locator('.gallery-main').getAttribute('alt')).toBe('Linen Shirt, olive');
    await expect.poll(() => page.locator('.variant-summary').innerText()).toMatch(/SKU LINSHI-M-OLIV.*In stock/);
    expect(await page.getByRole('button', { name: 'Buy now' }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'storefront-product', page.getByRole('group', { name: /Color/ }));
  });

  it('goes to the hosted checkout and back to the thank-you page', async () => {
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(`${store.sandbox.url}/_sandbox/hosted/checkout/ecom?**`);
    await page.getByRole('heading', { name: 'Store checkout' }).waitFor();
    await page.getByRole('link', { name: /thank-you page/ }).click();
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/thank-you');
  });

  it('logged no console errors and no page errors', () => {
    expect(problems).toEqual([]);
  });
});
