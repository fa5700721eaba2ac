import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogName } from '../../sandbox/catalog-versioning/store-catalog.js';
import { STORES_CATEGORY_TREE } from '../../src/index.js';
import { expectImagesLoaded, expectNoSidewaysScroll } from './support/page-checks.js';
import { shopProducts } from './support/shop-products.js';
import { saveScreenshot, startStoreUnderTest, visitorClient, type StoreUnderTest } from './support/store-under-test.js';
import { WIDTHS } from './support/viewport.js';

// The shop's pages come from the server with their data (docs/decisions.md#19): the browser shows them at once,
// hydrates without a mismatch and asks the platform again for nothing the server sent.

/** Every request the page makes from now on, as `METHOD path?query` of the platform's origin. */
function platformRequests(page: Page, apiUrl: string): string[] {
  const origin = new URL(apiUrl).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** Console errors, warnings about hydration and uncaught errors, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const hydration = /hydrat/i.test(message.text());
    if (message.type() === 'error' || (message.type() === 'warning' && hydration))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Goes to `path` and waits until React has hydrated the server's HTML and the page's requests have settled. */
async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path, { timeout: 90_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
  await page.waitForLoadState('networkidle');
}

/** The session cookie's `Set-Cookie` of a response, if it has one. */
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('sitekit-session='));

describe.each<CatalogName>(['v1', 'v3'])('the shop rendered on the server (catalog %s)', (catalog) => {
  let store: StoreUnderTest;
  /** A shop page of each kind: the shop, one category (a v1 store's collection filter) and one product. */
  let pages: Array<readonly [kind: string, path: string]>;

  beforeAll(async () => {
    store = await startStoreUnderTest({}, catalog);
    const [first] = await shopProducts(store, catalog);
    // The first category a visitor sees; a v1 store's first collection.
    const visitor = visitorClient(store);
    const category =
      catalog === 'v3'
        ? `/categories/${(await visitor.categories.queryCategories({ treeReference: STORES_CATEGORY_TREE }).find()).items[0]!.slug}`
        : `/?collection=${(await visitor.collections.queryCollections().find()).items[0]!.slug}`;
    pages = [
      ['shop', '/'],
      ['category', category],
      ['product', `/products/${first!.id}`],
    ];
  }, 120_000);

  afterAll(async () => {
    await store?.close();
  });

  it("puts the store's first products in the HTML, and the browser does not ask the platform for them again", async () => {
    const html = await (await fetch(store.app.url)).text();
    const names = (await shopProducts(store, catalog)).map((product) => product.name);
    const cards = [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(names).toEqual(expect.arrayContaining(cards));

    const context = await store.browser.newContext({ baseURL: store.app.url });
    const page = await context.newPage();
    const requests = platformRequests(page, store.sandbox.url);
    await openLive(page, '/');
    await expect.poll(() => page.getByRole('list', { name: 'Products' }).locator('h3').allInnerTexts()).toEqual(cards);
    // The category links load after the products, in the browser (CatalogPageV3); the products are the server's.
    expect(requests.filter((request) => request.includes('/products'))).toEqual([]);
    expect(requests.filter((request) => request.includes('/_sandbox/info'))).toEqual([]);
    expect(requests.filter((request) => request.includes('/provision/version'))).toEqual([]);
    await context.close();
  });

  it("keeps the visitor's tokens in the session cookie, so a returning visitor keeps them", async () => {
    const first = await fetch(store.app.url);
    const cookie = sessionCookieOf(first);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    const again = await fetch(store.app.url, { headers: { cookie: cookie!.split(';')[0]! } });
    expect(again.status).toBe(200);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  for (const width of WIDTHS) {
    it(`hydrates each kind of shop page without an error or a mismatch at ${width} px`, async () => {
      const context = await store.browser.newContext({ baseURL: store.app.url, viewport: { width, height: 844 } });
      const page = await context.newPage();
      const problems = consoleProblems(page);
      for (const [kind, path] of pages) {
        await openLive(page, path);
        await saveScreenshot(page, `ssr-${catalog}-${kind}-${width}`, page.locator('main h1'));
        await expectImagesLoaded(page);
        await expectNoSidewaysScroll(page);
        expect(problems, `${kind} page (${path})`).toEqual([]);
      }
      await context.close();
    });
  }
});
