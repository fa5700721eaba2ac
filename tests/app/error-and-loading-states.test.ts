import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDevClient, type FaultSpec } from '../../sandbox/client.js';
import { DEFAULT_RETRY } from '../../src/index.js';
import { cardsWhen, productCards } from './support/catalogue-reader.js';
import { openApp, saveScreenshot, startStoreUnderTest, type StoreUnderTest } from './support/store-under-test.js';

let store: StoreUnderTest;
let page: Page;
let problems: string[];

/** Where both the storefront grid and the manager's table read their products (GET, or POST for long queries). */
const PRODUCT_QUERY_PATH = '/stores-reader/v1/products/query-platformized';
/** The client's first attempt plus its retries of a failed read (the app keeps the default retry policy). */
const ATTEMPTS = 1 + DEFAULT_RETRY.retries;
/** More failures than one load uses up, so the fault outlasts the client's retries and is still there to clear. */
const FAULT_COUNT = ATTEMPTS + 7;
/** Long enough for the loading state to be seen, short enough to keep the journey quick. */
const LATENCY_MS = 1_500;

beforeAll(async () => {
  store = await startStoreUnderTest();
  ({ page, problems } = await openApp(store));
});

afterEach(async () => {
  await clearFaults();
});

afterAll(async () => {
  await store?.close();
});

/** The sandbox's development endpoints: faults to inject, and the ones still armed with their remaining count. */
const dev = () => sandboxDevClient(store.sandbox.url);
const addFault = (fault: FaultSpec) => dev().addFault(fault);
const armedFaults = () => dev().faults();
const clearFaults = () => dev().clearFaults();

/**
 * Each failed attempt of a request the journey makes fail on purpose shows as one browser console error. This checks
 * there are exactly `count` of them for the path and status, and takes them off the list of problems (the support
 * helper `takeExpectedFailure` does the same for exactly one).
 */
function takeExpectedFailures(path: string, status: number, count: number): void {
  const matches = problems.filter((problem) => problem.includes(`status of ${status}`) && problem.includes(path));
  expect(matches).toHaveLength(count);
  for (const match of matches) problems.splice(problems.indexOf(match), 1);
}

/** Records the failed answers to the product query; the last one's request id is the one the app shows. */
function collectFailedQueries(): { responses: Response[]; stop: () => void } {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (new URL(response.url()).pathname === PRODUCT_QUERY_PATH && response.status() === 500) responses.push(response);
  };
  page.on('response', listener);
  return { responses, stop: () => page.off('response', listener) };
}

const alert = () => page.getByRole('alert');
const loading = (label: string) => page.getByRole('status').filter({ hasText: label });

describe('the storefront catalogue', () => {
  it('shows its loading state until the slow product query answers', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    const started = Date.now();
    await page.goto('/');
    await loading('Loading products…').waitFor();
    expect(await page.locator('.catalogue-results').getAttribute('aria-busy')).toBe('true');
    expect(await productCards(page)).toEqual([]);

    await cardsWhen(page, (cards) => cards.length === 12);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATENCY_MS);
    expect(await loading('Loading products…').count()).toBe(0);
    expect(await armedFaults()).toEqual([]);
  });

  it('shows the SiteError message when the product query keeps failing, and recovers with Try again once fixed', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, status: 500, count: FAULT_COUNT });
    const failed = collectFailedQueries();
    await page.goto('/');

    const error = alert().filter({ hasText: 'The products cannot be shown' });
    await error.waitFor();
    failed.stop();
    // The client retried the read before giving up, and no more than that.
    expect(failed.responses).toHaveLength(ATTEMPTS);
    expect(await armedFaults()).toMatchObject([{ path: PRODUCT_QUERY_PATH, remaining: FAULT_COUNT - ATTEMPTS }]);
    const requestId = await failed.responses.at(-1)!.headerValue('x-wix-request-id');
    expect(requestId).toMatch(/^\d+\.\d{19}$/);
    expect(await error.locator('p').innerText()).toBe(`System error occurred, request-id: ${requestId}`);
    expect(await productCards(page)).toEqual([]);
    expect(await loading('Loading products…').count()).toBe(0);
    takeExpectedFailures(PRODUCT_QUERY_PATH, 500, ATTEMPTS);
    await saveScreenshot(page, 'storefront-catalogue-error', error);

    await clearFaults();
    await error.getByRole('button', { name: 'Try again' }).click();
    await cardsWhen(page, (cards) => cards.length === 12);
    expect(await alert().count()).toBe(0);
  });
});

describe('a product page', () => {
  it('shows its loading state, then the product', async () => {
    await page.goto('/?q=Linen+Shirt');
    await cardsWhen(page, (cards) => cards.length === 1);
    const link = page.getByRole('link', { name: /Linen Shirt/ });
    const productPath = new URL((await link.getAttribute('href'))!, store.app.url).pathname;
    const productId = productPath.split('/').at(-1)!;

    await addFault({ path: `/stores-reader/v1/products/${productId}`, latencyMs: LATENCY_MS, count: 1 });
    await page.goto(productPath);
    await loading('Loading the product…').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Linen Shirt' }).waitFor();
    expect(await loading('Loading the product…').count()).toBe(0);
  });

  it('says the product was not found for an unknown id', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/products/${unknownId}`);
    const error = alert().filter({ hasText: 'This product cannot be shown' });
    await error.waitFor();
    expect(await error.locator('p').innerText()).toBe(`Product ${unknownId} was not found`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    // A 404 is not retried: one failed request.
    takeExpectedFailures(`/stores-reader/v1/products/${unknownId}`, 404, 1);
    await saveScreenshot(page, 'storefront-product-not-found', error);
  });
});

describe('the store manager’s products table', () => {
  const table = () => page.getByRole('table', { name: 'Products' });

  it('shows its loading state until the slow product query answers', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, latencyMs: LATENCY_MS, count: 1 });
    await page.goto('/manage/products');
    await loading('Loading products…').waitFor();
    expect(await table().count()).toBe(0);
    await table().waitFor();
    expect(await loading('Loading products…').count()).toBe(0);
  });

  it('shows the SiteError message when the product query keeps failing, and recovers on reload', async () => {
    await addFault({ path: PRODUCT_QUERY_PATH, status: 500, count: FAULT_COUNT });
    const failed = collectFailedQueries();
    await page.goto('/manage/products');

    const error = alert().filter({ hasText: 'The products cannot be shown' });
    await error.waitFor();
    failed.stop();
    expect(failed.responses).toHaveLength(ATTEMPTS);
    const requestId = await failed.responses.at(-1)!.headerValue('x-wix-request-id');
    expect(await error.locator('p').innerText()).toBe(`System error occurred, request-id: ${requestId}`);
    expect(await table().count()).toBe(0);
    // The page around the table stays usable.
    await page.getByRole('link', { name: 'New product' }).first().waitFor();
    takeExpectedFailures(PRODUCT_QUERY_PATH, 500, ATTEMPTS);
    await saveScreenshot(page, 'manager-products-error', error);

    await clearFaults();
    await page.reload();
    await table().waitFor();
    expect(await table().locator('tbody tr').count()).toBe(10);
    expect(await alert().count()).toBe(0);
  });
});

describe('the whole journey', () => {
  it('logged no console errors and no page errors beyond the provoked failures', () => {
    expect(problems).toEqual([]);
  });
});
