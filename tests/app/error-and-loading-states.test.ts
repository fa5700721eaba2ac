import type { Response } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDevClient, type FaultSpec } from '../../sandbox/client.js';
import { DEFAULT_RETRY } from '../../src/index.js';
import { cardsWhen, productCards } from './support/catalog-reader.js';
import { saveScreenshot } from './support/store-under-test.js';
import { managerJourney } from './support/staff-sign-in.js';

const journey = managerJourney('v1');

/** Where both the storefront grid and the manager's table read their products (GET, or POST for long queries). */
const PRODUCT_QUERY_PATH = '/stores-reader/v1/products/query-platformized';
/** The client's first attempt plus its retries of a failed read (the app keeps the default retry policy). */
const ATTEMPTS = 1 + DEFAULT_RETRY.retries;
/** More failures than one load uses up, so the fault outlasts the client's retries and is still there to clear. */
const FAULT_COUNT = ATTEMPTS + 7;
/** Long enough for the loading state to be seen, short enough to keep the journey quick. */
const LATENCY_MS = 1_500;

afterEach(async () => {
  await clearFaults();
});

// Away from the store manager the staff sign-in left open, so none of its reads meets a fault meant for the shop.
beforeAll(async () => {
  await journey.page.goto('/account/login');
});

/** The sandbox's development endpoints: faults to inject, and the ones still armed with their remaining count. */
const dev = () => sandboxDevClient(journey.store.sandbox.url);
const addFault = (fault: FaultSpec) => dev().addFault(fault);
const armedFaults = () => dev().faults();
const clearFaults = () => dev().clearFaults();

/**
 * Each failed attempt of a request the journey makes fail on purpose shows as one browser console error. This checks
 * there are exactly `count` of them for the path and status, and takes them off the list of problems (the support
 * helper `takeExpectedFailure` does the same for exactly one).
 */
function takeExpectedFailures(path: string, status: number, count: number): void {
  const matches = journey.problems.filter(
    (problem) => problem.includes(`status of ${status}`) && problem.includes(path),
  );
  expect(matches).toHaveLength(count);
  for (const match of matches) journey.problems.splice(journey.problems.indexOf(match), 1);
}

/** Records the failed answers to the product query; the last one's request id is the one the app shows. */
function collectFailedQueries(): { responses: Response[]; stop: () => void } {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    // The store manager's calls reach the platform through the app server's `/manage/api/…`.
    if (new URL(response.url()).pathname.endsWith(PRODUCT_QUERY_PATH) && response.status() === 500)
      responses.push(response);
  };
  journey.page.on('response', listener);
  return { responses, stop: () => journey.page.off('response', listener) };
}

const alert = () => journey.page.getByRole('alert');
const loading = (label: string) => journey.page.getByRole('status').filter({ hasText: label });

/**
 * Opens `path`, a page rendered in the browser, while the product query keeps failing and waits for the error the page
 * shows: the client gave up after its retries (no more), and the message names the last failed attempt's request id.
 */
async function openWithFailingProductQuery(path: string) {
  await addFault({ path: PRODUCT_QUERY_PATH, status: 500, count: FAULT_COUNT });
  const failed = collectFailedQueries();
  await journey.page.goto(path);
  const error = alert().filter({ hasText: 'The products cannot be shown' });
  await error.waitFor();
  failed.stop();
  expect(failed.responses).toHaveLength(ATTEMPTS);
  const requestId = await failed.responses.at(-1)!.headerValue('x-wix-request-id');
  expect(await error.locator('p').innerText()).toBe(`System error occurred, request-id: ${requestId}`);
  takeExpectedFailures(PRODUCT_QUERY_PATH, 500, ATTEMPTS);
  return { error };
}

/** The bar and words the shop shows while the next page's data loads on the server. */
const pageLoading = () => loading('Loading the page…');

describe('the storefront catalog', () => {
  it('arrives with its products from the server while the product query is slow, and marks a slow next page as loading', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    const started = Date.now();
    await journey.page.goto('/');
    // The server waited for the query: the page comes with its products and no loading state.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(await productCards(journey.page)).toHaveLength(12);
    expect(await loading('Loading products…').count()).toBe(0);
    expect(await armedFaults()).toEqual([]);

    const firstPage = (await productCards(journey.page)).map((card) => card.name);
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    await journey.page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await pageLoading().waitFor();
    expect(await journey.page.locator('.catalog-results').getAttribute('aria-busy')).toBe('true');
    await cardsWhen(journey.page, (cards) => cards.length > 0 && cards[0]!.name !== firstPage[0]);
    await expect.poll(() => pageLoading().count()).toBe(0);
    expect(await journey.page.locator('.catalog-results').getAttribute('aria-busy')).toBe('false');
  });

  it('answers 503 with the error page and the request id when the product query keeps failing, and shows the shop once fixed', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, status: 500, count: FAULT_COUNT });
    const response = await journey.page.goto('/');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('60');
    // The server's client tried as often as the browser's would, then gave up.
    expect(await armedFaults()).toMatchObject([{ path: PRODUCT_QUERY_PATH, remaining: FAULT_COUNT - ATTEMPTS }]);
    const error = alert().filter({ hasText: 'This page failed' });
    await error.waitFor();
    expect(await error.innerText()).toMatch(/Reference: \d+\.\d{19}$/);
    expect(await productCards(journey.page)).toEqual([]);
    await saveScreenshot(journey.page, 'storefront-catalog-error', error);
    takeExpectedFailures(journey.store.app.url + '/)', 503, 1);

    await clearFaults();
    await journey.page.getByRole('link', { name: 'Back to the shop' }).click();
    await cardsWhen(journey.page, (cards) => cards.length === 12);
    expect(await alert().count()).toBe(0);
  });
});

describe('a product page', () => {
  it('keeps the shop on screen, marked as loading, while a slow product page opens', async () => {
    await journey.page.goto('/?q=Linen+Shirt');
    await cardsWhen(journey.page, (cards) => cards.length === 1);

    // A v1 store's product page finds its product by a query on its slug.
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    await journey.page
      .getByRole('link', { name: /Linen Shirt/ })
      .first()
      .click();
    await pageLoading().waitFor();
    expect(await productCards(journey.page)).toHaveLength(1);
    await journey.page.getByRole('heading', { level: 1, name: 'Linen Shirt' }).waitFor();
    await expect.poll(() => pageLoading().count()).toBe(0);
    expect(await loading('Loading the product…').count()).toBe(0);
  });

  it('answers 404 with the not-found page for an unknown product', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const response = await journey.page.goto(`/products/${unknownId}`);
    expect(response?.status()).toBe(404);
    const notFound = journey.page.locator('.status-empty').filter({ hasText: 'Page not found' });
    await notFound.waitFor();
    await notFound.getByRole('link', { name: 'Back to the shop' }).waitFor();
    expect(await alert().count()).toBe(0);
    expect(await journey.page.getByRole('heading', { level: 1 }).count()).toBe(0);
    // The server asked the platform; the browser sees the page's own 404.
    takeExpectedFailures(`/products/${unknownId}`, 404, 1);
  });
});

describe('the store manager’s products table', () => {
  const table = () => journey.page.getByRole('table', { name: 'Products' });

  it('shows its loading state until the slow product query answers', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    await journey.page.goto('/manage/products');
    await loading('Loading products…').waitFor();
    expect(await table().count()).toBe(0);
    await table().waitFor();
    expect(await loading('Loading products…').count()).toBe(0);
  });

  it('shows the SiteError message when the product query keeps failing, and recovers on reload', async () => {
    const { error } = await openWithFailingProductQuery('/manage/products');
    expect(await armedFaults()).toMatchObject([{ path: PRODUCT_QUERY_PATH, remaining: FAULT_COUNT - ATTEMPTS }]);
    expect(await table().count()).toBe(0);
    // The page around the table stays usable.
    await journey.page.getByRole('link', { name: 'New product' }).first().waitFor();
    await saveScreenshot(journey.page, 'manager-products-error', error);

    await clearFaults();
    await journey.page.reload();
    await table().waitFor();
    expect(await table().locator('tbody tr').count()).toBe(10);
    expect(await alert().count()).toBe(0);
  });
});

describe('the whole journey', () => {
  it('logged no console errors and no page errors beyond the provoked failures', () => {
    expect(journey.problems).toEqual([]);
  });
});
