import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogName } from '../../sandbox/catalog-versioning/store-catalog.js';
import { sandboxDevClient } from '../../sandbox/client.js';
import { STORES_CATEGORY_TREE } from '../../src/index.js';
import { expectImagesLoaded, expectNoSidewaysScroll } from './support/page-checks.js';
import { servedPage } from './support/served-html.js';
import { shopProducts } from './support/shop-products.js';
import {
  saveScreenshot,
  startStoreUnderTest,
  untilHydrated,
  visitorClient,
  type StoreUnderTest,
} from './support/store-under-test.js';
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
  await untilHydrated(page);
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
    if (catalog === 'v3') {
      // The category links' code loads on its own once the page is live; they show the server's answer.
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The products and a v3 store's category links are the server's.
    expect(requests.filter((request) => request.includes('/products'))).toEqual([]);
    expect(requests.filter((request) => request.includes('/categories'))).toEqual([]);
    expect(requests.filter((request) => request.includes('/_sandbox/info'))).toEqual([]);
    expect(requests.filter((request) => request.includes('/provision/version'))).toEqual([]);
    await context.close();
  });

  it('offers every category a visitor sees in the shop’s HTML: a v3 store’s as links, a v1 store’s collections as choices', async () => {
    const visitor = visitorClient(store);
    const shop = (await servedPage(store.app.url, '/')).document;
    if (catalog === 'v3') {
      const { items } = await visitor.categories.queryCategories({ treeReference: STORES_CATEGORY_TREE }).find();
      const visible = items.filter((category) => category.visible !== false);
      expect(visible.length).toBeGreaterThan(1);
      const links = [...shop.querySelectorAll('nav[aria-label="Categories"] a')].map((link) => ({
        name: link.textContent,
        href: link.getAttribute('href'),
      }));
      const expected = visible.map(({ name, slug }) => ({ name, href: `/categories/${slug}` }));
      const byName = (a: { name?: string | null }, b: { name?: string | null }) => a.name!.localeCompare(b.name!);
      expect(links.toSorted(byName)).toEqual(expected.toSorted(byName));
    } else {
      const { items } = await visitor.collections.queryCollections().find();
      const choices = [...shop.querySelectorAll('select[name="collection"] option')].map((option) =>
        option.getAttribute('value'),
      );
      expect(choices.toSorted()).toEqual(['', ...items.map((collection) => collection.slug)].toSorted());
    }
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

  it("makes the browser's shop calls with the session's visitor, and refuses another site's writes and other paths", async () => {
    const api = (path: string) => new URL(`/shop/api${path}`, store.app.url);
    const cookie = sessionCookieOf(await fetch(store.app.url))!.split(';')[0]!;
    const read = await fetch(api('/stores/v3/provision/version'), { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ catalogVersion: catalog === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG' });
    // The session's own visitor made it: no new tokens to keep.
    expect(sessionCookieOf(read)).toBeUndefined();
    // A browser without a session becomes a visitor of its own, kept in the cookie.
    expect(sessionCookieOf(await fetch(api('/stores/v3/provision/version')))).toMatch(/HttpOnly/i);
    // A token the platform refuses before it expires is renewed once, and the call made again.
    await sandboxDevClient(store.sandbox.url).addFault({ path: '/stores/v3/provision/version', status: 401 });
    const renewed = await fetch(api('/stores/v3/provision/version'), { headers: { cookie } });
    expect(renewed.status).toBe(200);
    expect(sessionCookieOf(renewed)).toMatch(/HttpOnly/i);

    const foreign = await fetch(api('/ecom/v1/checkouts'), {
      method: 'POST',
      headers: { cookie, origin: 'http://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [], channelType: 'WEB' }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ details: { applicationError: { code: 'PERMISSION_DENIED' } } });
    const other = await fetch(api('/_sandbox/info'), { headers: { cookie } });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
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
