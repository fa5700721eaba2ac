import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardsWhen } from './support/catalog-reader.js';
import { shopProducts, uniquelyPriced } from './support/shop-products.js';
import { saveScreenshot, storeJourney } from './support/store-under-test.js';
import { imagesOf, pageAtWidth, sidewaysOverflow, WIDTHS } from './support/viewport.js';

/** A header on one line is about 50 px high; a wrapped one is nearly twice that. */
const ONE_LINE_HEADER_PX = 64;

const productHeading = (page: Page) => page.locator('.product-page h1');

/** Opens the shop's filters where a phone folds them. */
async function openFilters(page: Page) {
  const fold = page.locator('details.filters-fold');
  if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
}

async function expectFitsTheWindow(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(ONE_LINE_HEADER_PX);
}

describe.each(['v3', 'v1'] as const)('the %s storefront', (catalog) => {
  const journey = storeJourney(catalog);

  describe.each(WIDTHS)('at %i px', (width) => {
    const view = pageAtWidth(() => journey.store, width);
    const shot = (name: string) => `storefront-${catalog}-${name}-${width}`;

    it('shows every picture of the shop’s first page and of a product page', async () => {
      const { page } = view;
      await page.goto('/');
      await cardsWhen(page, (cards) => cards.length === 12);
      const shop = await imagesOf(page);
      expect(shop.count).toBe(12);
      expect(shop.broken).toEqual([]);
      await page.locator('.product-card-link').first().click();
      await productHeading(page).waitFor();
      const product = await imagesOf(page);
      expect(product.count).toBeGreaterThan(0);
      expect(product.broken).toEqual([]);
    });

    it('fits the window on every page, with the header on one line and a phone’s filters folded', async () => {
      const { page } = view;
      await page.goto('/');
      await cardsWhen(page, (cards) => cards.length === 12);
      await expectFitsTheWindow(page);
      const phone = width < 720;
      await expect.poll(() => page.getByLabel('Search products').isVisible()).toBe(!phone);
      expect((await page.locator('.product-card').first().boundingBox())!.y).toBeLessThan(phone ? 400 : 300);
      await saveScreenshot(page, shot('shop'), page.locator('.product-card').first());

      const products = await shopProducts(journey.store, catalog);
      const pages: Array<[path: string, name: string]> = [
        ...products.slice(0, 6).map((p): [string, string] => [`/products/${p.id}`, 'product']),
        ['/products/no-such-product', 'missing-product'],
        ['/account/login', 'login'],
        ['/account/register', 'register'],
        ['/account/forgot-password', 'forgot-password'],
        ['/account/reset-password?recoveryToken=stale', 'reset-password'],
        ['/no-such-page', 'not-found'],
      ];
      for (const [path, name] of pages) {
        await page.goto(path);
        await page.locator('main h1, main .status:not(.status-loading)').first().waitFor();
        await page.locator('.status-loading').waitFor({ state: 'detached' });
        expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
        await expectFitsTheWindow(page);
        if (name !== 'product' || path === `/products/${products[0]!.id}`)
          await saveScreenshot(page, shot(name), page.locator('main').first());
      }
    });

    it('shows “Out of stock” and “Some options sold out” in other colours than “In stock”', async () => {
      const { page } = view;
      const products = await shopProducts(journey.store, catalog);
      const colourOf = async (productId: string) => {
        await page.goto(`/products/${productId}`);
        const stock = page.locator('.product-info .stock').first();
        await stock.waitFor();
        return { label: await stock.innerText(), colour: await stock.evaluate((e) => getComputedStyle(e).color) };
      };
      const inStock = await colourOf(products.find((p) => p.availability === 'IN_STOCK')!.id);
      expect(inStock.label).toBe('In stock');
      const partly = products.find((p) => p.availability === 'PARTIALLY_OUT_OF_STOCK')!;
      const partlyShown = await colourOf(partly.id);
      expect(partlyShown.label).toBe('Some options sold out');
      expect(partlyShown.colour).not.toBe(inStock.colour);
      await saveScreenshot(page, shot('partly-sold-out'), page.locator('.product-info .stock').first());
      const soldOut = products.find((p) => p.availability === 'OUT_OF_STOCK');
      if (soldOut) expect((await colourOf(soldOut.id)).colour).not.toBe(inStock.colour);
    });

    it('shows the description as paragraphs and the Care and Shipping texts', async () => {
      const { page } = view;
      const [product] = await shopProducts(journey.store, catalog);
      await page.goto(`/products/${product!.id}`);
      await productHeading(page).waitFor();
      expect(await page.locator('.description p').count()).toBeGreaterThan(0);
      expect(await page.locator('.description').innerText()).not.toContain('<');
      for (const title of ['Care', 'Shipping']) {
        const section = page.locator('details', { has: page.getByText(title, { exact: true }) });
        await section.locator('summary').click();
        expect((await section.locator('.rich-text').innerText()).length).toBeGreaterThan(10);
      }
    });

    it('says a missing product is not found, and leads back to the shop', async () => {
      const { page } = view;
      await page.goto('/products/no-such-product');
      await page.getByText('Page not found').waitFor();
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await page.getByRole('heading', { name: 'All products' }).waitFor();
    });

    it('keeps the page in the address for Back and reload, and makes each filter change a step of history', async () => {
      const { page } = view;
      await page.goto('/');
      const first = await cardsWhen(page, (cards) => cards.length === 12);
      await page.getByRole('button', { name: 'Next' }).click();
      const second = await cardsWhen(page, (cards) => cards[0]?.name !== first[0]?.name);
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');

      await page.locator('.product-card-link').first().click();
      await productHeading(page).waitFor();
      await page.goBack();
      await cardsWhen(page, (cards) => cards[0]?.name === second[0]?.name);
      await page.getByText('Page 2').waitFor();
      await page.reload();
      await cardsWhen(page, (cards) => cards[0]?.name === second[0]?.name);
      await page.getByText('Page 2').waitFor();

      await openFilters(page);
      await page.getByLabel('Sort by').selectOption('name-desc');
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name-desc');
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(new URL(page.url()).pathname).toBe('/');
      await cardsWhen(page, (cards) => cards[0]?.name === second[0]?.name);
    });

    it('counts one product as “1 product”', async () => {
      const { page } = view;
      const one = uniquelyPriced(await shopProducts(journey.store, catalog));
      await page.goto(`/?min=${one.price}&max=${one.price}`);
      await cardsWhen(page, (cards) => cards.length === 1 && cards[0]?.name === one.name);
      await expect.poll(() => page.locator('.result-count').innerText()).toMatch(/^1 product( on this page)?$/);
    });

    it('shows the store manager’s link to the merchant in the footer, not in the shop’s header', async () => {
      const { page } = view;
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).getByText('Store manager').count()).toBe(0);
      await page.locator('footer').getByRole('link', { name: 'Store manager' }).click();
      // The manager asks for the staff sign-in first, and returns to it after.
      await expect.poll(() => new URL(page.url()).pathname).toBe('/manage/sign-in');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/manage');
    });

    it('raises no page error', () => {
      expect(view.pageErrors).toEqual([]);
    });
  });
});
