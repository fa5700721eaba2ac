import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsStaff } from './support/staff-sign-in.js';
import { storeJourney } from './support/store-under-test.js';

const journey = storeJourney('v3');

/** Everything the browser received: each answer's address, kind and its headers and body as text. */
interface Received {
  url: string;
  kind: string;
  text: string;
}

/**
 * Records every answer the page's browser gets, from any host: each request goes out through the test, which reads
 * the whole answer (headers and body) before handing it to the browser unchanged, redirects included.
 */
async function recordResponses(page: Page): Promise<Received[]> {
  const received: Received[] = [];
  await page.route('**/*', async (route: Route) => {
    const response = await fetchAgainIfReset(route);
    const text = JSON.stringify(response.headers()) + (await response.body()).toString('utf8');
    received.push({ url: route.request().url(), kind: route.request().resourceType(), text });
    await route.fulfill({ response });
  });
  return received;
}

/**
 * The request sent on for the browser. A kept-alive connection that the dev server closes as the test reuses it is
 * reset before any answer; the browser sends such a request again on a new connection, and so does the test.
 */
async function fetchAgainIfReset(route: Route) {
  try {
    return await route.fetch({ maxRedirects: 0 });
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return route.fetch({ maxRedirects: 0 });
  }
}

describe("the site's API key", () => {
  it('reaches no browser: not in any page, script, page data or answer on the shop, a product, the member area or the manager', async () => {
    const { page, problems, store } = journey;
    const { apiKey } = store.sandbox;
    const responses = await recordResponses(page);
    const appUrl = (path: string) => `${store.app.url}${path}`;
    const settle = () => page.waitForLoadState('networkidle');

    await page.goto('/');
    await settle();
    // A product opened from the shop comes as page data (`.data`); one opened by its address, as a whole page.
    const productLink = page.locator('main a[href^="/products/"]').first();
    const productPath = (await productLink.getAttribute('href'))!;
    await productLink.click();
    await page.waitForURL(appUrl(productPath));
    await settle();
    await page.goto(productPath);
    await settle();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(appUrl('/account/login'));
    await settle();
    await page.goto('/account/register');
    await settle();

    await page.getByRole('link', { name: 'Store manager' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/sign-in');
    await signInAsStaff(page);
    await settle();
    await page.locator('main a[href^="/manage/products/"]:not([href$="/new"])').first().click();
    await page.waitForURL((url) => /^\/manage\/products\/.+/.test(url.pathname));
    await page.getByRole('button', { name: 'Save details' }).waitFor();
    await settle();
    await page.getByRole('link', { name: 'Brands' }).click();
    await settle();
    await page.goto('/manage/categories');
    await settle();
    // Requests still on their way (React Router's route manifest, asked when links appear) finish before the count.
    await page.unrouteAll({ behavior: 'wait' });

    const fromApp = responses.filter(({ url }) => url.startsWith(store.app.url));
    // The crawl saw what a browser gets from the app: whole pages, scripts, page data and the manager's calls.
    expect(fromApp.filter(({ kind }) => kind === 'document').length).toBeGreaterThanOrEqual(5);
    expect(fromApp.filter(({ kind }) => kind === 'script').length).toBeGreaterThan(20);
    expect(fromApp.filter(({ url }) => new URL(url).pathname.endsWith('.data')).length).toBeGreaterThanOrEqual(3);
    expect(fromApp.filter(({ url }) => url.includes('/manage/api/')).length).toBeGreaterThan(0);
    expect(responses.filter(({ text }) => text.includes(apiKey)).map(({ url }) => url)).toEqual([]);
    // What the pages are told of the platform: where it is and the site's OAuth client, nothing more.
    const shop = fromApp.find(({ kind }) => kind === 'document')!;
    expect(shop.text).toContain(store.sandbox.clientId);
    // Pages answered through the test lose the dev server's hot-reload socket (Chromium's local-network checks): the
    // dev tool's own messages, not the app's.
    expect(problems.filter((problem) => !problem.includes('/@vite/client'))).toEqual([]);
  });
});
