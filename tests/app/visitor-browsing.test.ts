import { describe, expect, it } from 'vitest';
import type { ProductsQueryBuilder, SiteClient } from '../../src/index.js';
import { cardsWhen, productCards } from './support/catalog-reader.js';
import { saveScreenshot, storeJourney, visitorClient } from './support/store-under-test.js';

const journey = storeJourney('v1');
/** The same catalog as a visitor sees it, read without the app, to check what the app shows. */
const visitor = (): SiteClient => visitorClient(journey.store);

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

async function namesFromPlatform(query: ProductsQueryBuilder) {
  const result = await query.limit(100).find();
  return result.items.map((product) => product.name).sort();
}

describe('a visitor browsing the store', () => {
  it('sees the first page of the catalog', async () => {
    await journey.page.goto('/');
    const cards = await cardsWhen(journey.page, (shown) => shown.length === 12);
    const total = (await visitor().products.queryProducts().limit(1).find()).totalCount;
    await expect
      .poll(() => journey.page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${total} products`);
    expect(new Set(cards.map((card) => card.name)).size).toBe(12);
    await saveScreenshot(
      journey.page,
      'storefront-catalog',
      journey.page.getByRole('heading', { name: 'All products' }),
    );
  });

  it('searches by the start of a name, and by any part of it', async () => {
    await journey.page.getByLabel('Search products').fill('Sto');
    const starting = await cardsWhen(journey.page, (cards) => cards.every((card) => card.name.startsWith('Sto')));
    expect(starting.map((card) => card.name).sort()).toEqual(
      await namesFromPlatform(visitor().products.queryProducts().startsWith('name', 'Sto')),
    );

    await journey.page.getByLabel('Search products').fill('candle');
    await journey.page.getByText('No products match').waitFor();
    await journey.page.getByLabel('Name', { exact: true }).selectOption('contains');
    const containing = await cardsWhen(journey.page, (cards) =>
      cards.every((card) => card.name.toLowerCase().includes('candle')),
    );
    expect(containing.some((card) => !card.name.toLowerCase().startsWith('candle'))).toBe(true);
    expect(containing.map((card) => card.name).sort()).toEqual(
      await namesFromPlatform(visitor().products.queryProducts().contains('name', 'candle')),
    );
    expect(journey.page.url()).toContain('q=candle');
  });

  it('filters by price range, collection, product type and stock', async () => {
    await journey.page.goto('/');
    await cardsWhen(journey.page, (cards) => cards.length === 12);
    await journey.page.getByLabel('Minimum price').fill('20');
    await journey.page.getByLabel('Maximum price').fill('40');
    const inRange = await cardsWhen(journey.page, (cards) =>
      cards.every((card) => card.price >= 20 && card.price <= 40),
    );
    expect(inRange.length).toBeGreaterThan(0);

    await journey.page.goto('/');
    await journey.page.getByLabel('Collection').selectOption({ label: 'Outdoor' });
    await journey.page.getByRole('heading', { name: 'Outdoor' }).waitFor();
    const outdoorId = (await visitor().collections.getCollectionBySlug('outdoor')).collection!.id!;
    const outdoor = await namesFromPlatform(visitor().products.queryProducts().hasSome('collectionIds', [outdoorId]));
    const shownOutdoor = await cardsWhen(journey.page, (cards) => cards.length === Math.min(outdoor.length, 12));
    expect(shownOutdoor.map((card) => card.name).sort()).toEqual(outdoor.slice(0, 12));

    await journey.page.getByLabel('Collection').selectOption('');
    await journey.page.getByLabel('Product type').selectOption('digital');
    const digital = await namesFromPlatform(visitor().products.queryProducts().eq('productType', 'digital'));
    const shownDigital = await cardsWhen(journey.page, (cards) => cards.length === digital.length);
    expect(shownDigital.map((card) => card.name).sort()).toEqual(digital);

    await journey.page.getByLabel('Product type').selectOption('');
    await journey.page.getByLabel('In stock only').check();
    const inStock = await namesFromPlatform(visitor().products.queryProducts().eq('stock.inStock', true));
    await expect
      .poll(() => journey.page.getByRole('status').filter({ hasText: 'products' }).innerText())
      .toBe(`${inStock.length} products`);
    expect((await productCards(journey.page)).every((card) => card.stock !== 'Out of stock')).toBe(true);
  });

  it('sorts by price both ways and pages through the results', async () => {
    await journey.page.goto('/');
    await journey.page.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
    const expensiveFirst = await cardsWhen(journey.page, (cards) =>
      isSorted(
        cards.map((c) => c.price),
        'desc',
      ),
    );
    await journey.page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    const cheapFirst = await cardsWhen(journey.page, (cards) =>
      isSorted(
        cards.map((c) => c.price),
        'asc',
      ),
    );
    expect(cheapFirst[0]!.price).toBeLessThan(expensiveFirst[0]!.price);

    const firstPage = cheapFirst.map((card) => card.name);
    await journey.page.getByRole('button', { name: 'Next' }).click();
    await journey.page.getByText('Page 2 of').waitFor();
    const secondPage = await cardsWhen(journey.page, (cards) => cards[0]!.name !== firstPage[0]);
    expect(secondPage.some((card) => firstPage.includes(card.name))).toBe(false);
    expect(secondPage[0]!.price).toBeGreaterThanOrEqual(cheapFirst.at(-1)!.price);
    expect(journey.page.url()).toContain('page=2');
    await journey.page.getByRole('button', { name: 'Previous' }).click();
    await cardsWhen(journey.page, (cards) => cards[0]!.name === firstPage[0]);
  });

  it('opens a product, picks its choices and sees the chosen variant', async () => {
    await journey.page.goto('/?q=Linen+Shirt');
    await cardsWhen(journey.page, (cards) => cards.length === 1);
    await journey.page.getByRole('link', { name: /Linen Shirt/ }).click();
    await journey.page.getByRole('heading', { level: 1, name: 'Linen Shirt' }).waitFor();

    expect(await journey.page.getByRole('radio', { name: 'XS (sold out)' }).count()).toBe(1);
    await journey.page.getByRole('button', { name: /Show picture 2/ }).click();
    expect(await journey.page.locator('.gallery-main').getAttribute('alt')).toBe('Linen Shirt, detail');
    expect(await journey.page.getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);

    await journey.page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await journey.page.getByRole('radio', { name: 'Olive', exact: true }).check({ force: true });
    await expect.poll(() => journey.page.locator('.gallery-main').getAttribute('alt')).toBe('Linen Shirt, olive');
    await expect
      .poll(() => journey.page.locator('.variant-summary').innerText())
      .toMatch(/SKU LINSHI-M-OLIV.*In stock/);
    expect(await journey.page.getByRole('button', { name: 'Buy now' }).isEnabled()).toBe(true);
    await saveScreenshot(journey.page, 'storefront-product', journey.page.getByRole('group', { name: /Color/ }));
  });

  it('goes to the hosted checkout and back to the thank-you page', async () => {
    await journey.page.getByRole('button', { name: 'Buy now' }).click();
    await journey.page.waitForURL(`${journey.store.sandbox.url}/_sandbox/hosted/checkout/ecom?**`);
    await journey.page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await journey.page.getByRole('button', { name: 'Place order' }).click();
    await journey.page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(new URL(journey.page.url()).pathname).toBe('/checkout/thank-you');
  });

  it('logged no console errors and no page errors', () => {
    expect(journey.problems).toEqual([]);
  });
});
