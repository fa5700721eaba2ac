import type { Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
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
    if (new URL(response.url()).pathname === PRODUCT_QUERY_PATH && response.status() === 500) responses.push(response);
  };
  journey.page.on('response', listener);
  return { responses, stop: () => journey.page.off('response', listener) };
}

const alert = () => journey.page.getByRole('alert');
const loading = (label: string) => journey.page.getByRole('status').filter({ hasText: label });

/**
 * Opens `path` while the product query keeps failing and waits for the error the page shows: the client gave up after
 * its retries (no more), and the message names the last failed attempt's request id. Returns the error and that id.
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
  return { error, requestId };
}

describe('the storefront catalogue', () => {
  it('shows its loading state until the slow product query answers', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    const started = Date.now();
    await journey.page.goto('/');
    await loading('Loading products…').waitFor();
    expect(await journey.page.locator('.catalog-results').getAttribute('aria-busy')).toBe('true');
    expect(await productCards(journey.page)).toEqual([]);

    await cardsWhen(journey.page, (cards) => cards.length === 12);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(await loading('Loading products…').count()).toBe(0);
    expect(await armedFaults()).toEqual([]);
  });

  it('shows the SiteError message when the product query keeps failing, and recovers with Try again once fixed', async () => {
    const { error, requestId } = await openWithFailingProductQuery('/');
    expect(await armedFaults()).toMatchObject([{ path: PRODUCT_QUERY_PATH, remaining: FAULT_COUNT - ATTEMPTS }]);
    expect(requestId).toMatch(/^\d+\.\d{19}$/);
    expect(await productCards(journey.page)).toEqual([]);
    expect(await loading('Loading products…').count()).toBe(0);
    await saveScreenshot(journey.page, 'storefront-catalogue-error', error);

    await clearFaults();
    await error.getByRole('button', { name: 'Try again' }).click();
    await cardsWhen(journey.page, (cards) => cards.length === 12);
    expect(await alert().count()).toBe(0);
  });
});

describe('a product page', () => {
  it('shows its loading state, then the product', async () => {
    await journey.page.goto('/?q=Linen+Shirt');
    await cardsWhen(journey.page, (cards) => cards.length === 1);
    const link = journey.page.getByRole('link', { name: /Linen Shirt/ });
    const productPath = new URL((await link.getAttribute('href'))!, journey.store.app.url).pathname;

    // A v1 store's product page finds its product by a query on its slug.
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    await journey.page.goto(productPath);
    await loading('Loading the product…').waitFor();
    await journey.page.getByRole('heading', { level: 1, name: 'Linen Shirt' }).waitFor();
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
