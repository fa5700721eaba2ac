import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogName } from '../../sandbox/catalog-versioning/store-catalog.js';
import { cardsWhen, productCards } from './support/catalog-reader.js';
import { openApp, startStoreUnderTest, untilHydrated, type StoreUnderTest } from './support/store-under-test.js';

// The shop as a browser without JavaScript reads it (the server's HTML, links and a GET form), and with JavaScript on,
// where the same form narrows the list in place.

/** A word some of the demo store's product names hold, on both catalogs, and others do not. */
const TERM = 'Linen';

/** The search found what it looked for: fewer products than the whole shop, a product named with the word among them. */
function expectNarrowed(narrowed: { name: string }[], all: { name: string }[]) {
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(all.length);
  expect(narrowed.some((card) => card.name.includes(TERM))).toBe(true);
}

describe.each<CatalogName>(['v1', 'v3'])('the catalog %s shop in Chromium', (catalog) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await startStoreUnderTest({}, catalog);
  });
  afterAll(async () => {
    await store?.close();
  });

  describe('with JavaScript off', () => {
    let page: Page;
    beforeAll(async () => {
      const context = await store.browser.newContext({
        baseURL: store.app.url,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      page = await context.newPage();
    });

    it('lists the products and follows a product’s link to its page', async () => {
      await page.goto('/');
      const cards = await productCards(page);
      expect(cards.length).toBeGreaterThan(1);
      await page.locator('.product-card-link').first().click();
      await expect.poll(() => page.locator('h1').innerText()).toBe(cards[0]!.name);
      expect(new URL(page.url()).pathname).toMatch(/^\/products\/[a-z0-9-]+$/);
    });

    it('narrows the list with the filter form, sent by its button as a GET request', async () => {
      await page.goto('/');
      const all = await productCards(page);
      // A phone's filters are folded above the results.
      await page.locator('details.filters-fold > summary').click();
      const form = page.getByRole('search', { name: 'Filter products' });
      await form.getByLabel('Search products').fill(TERM);
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === TERM);
      expectNarrowed(await productCards(page), all);
    });
  });

  describe('with JavaScript on', () => {
    it('narrows the list as the search is typed, without loading another page', async () => {
      const { page, problems } = await openApp(store);
      await page.goto('/');
      const all = await productCards(page);
      // A mark on this document: a page load would start a new one without it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('search', { name: 'Filter products' }).getByLabel('Search products').fill(TERM);
      expectNarrowed(await cardsWhen(page, (cards) => cards.length < all.length), all);
      await page.waitForURL((url) => url.searchParams.get('q') === TERM);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await page.getByRole('button', { name: 'Apply filters' }).count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it('applies a sort chosen before the page was live once it is', async () => {
      const context = await store.browser.newContext({
        baseURL: store.app.url,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      // The page's scripts wait until the sort is chosen: the server's HTML is all there is until then.
      let releaseScripts!: () => void;
      const chosen = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() === 'script') await chosen;
        await route.fallback();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const first = await productCards(page);
      await page.getByLabel('Sort by').selectOption('name-desc');
      releaseScripts();
      await untilHydrated(page);
      await page.waitForURL((url) => url.searchParams.get('sort') === 'name-desc');
      await cardsWhen(page, (cards) => cards[0]?.name !== first[0]?.name);
      await context.close();
    });
  });
});
