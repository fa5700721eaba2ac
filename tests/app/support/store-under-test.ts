import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startAppDevServer, type RunningApp } from '../../../app/serve-app.js';
import { launchChromium } from '../../../scripts/lib/chromium.js';
import { DEMO_STAFF } from '../../../scripts/lib/demo-staff.js';
import { ApiKeyStrategy, OAuthStrategy, createSiteClient, type SiteClient } from '../../../src/index.js';
import { startSandbox, type RunningSandbox, type SandboxSettings } from '../../../sandbox/index.js';
import type { CatalogName } from '../../../sandbox/catalog-versioning/store-catalog.js';

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../../test-results/screenshots');
/** A blank or broken page compresses to a few kilobytes; a rendered screen is well above this. */
const MIN_SCREENSHOT_BYTES = 15_000;

/** The seeded sandbox, the app's dev server and a headless Chromium, all on loopback. */
export interface StoreUnderTest {
  sandbox: RunningSandbox;
  app: RunningApp;
  browser: Browser;
  close(): Promise<void>;
}

/** The demo store on catalog v1 unless `catalog` says v3, with the given sandbox settings. */
export async function startStoreUnderTest(
  settings: Partial<SandboxSettings> = {},
  catalog: CatalogName = 'v1',
): Promise<StoreUnderTest> {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', settings, catalog });
  const app = await startAppDevServer({ apiUrl: sandbox.url, manager: managerEnvironment(sandbox) }, 0, {
    watchFiles: false,
  });
  const browser = await launchChromium();
  return {
    sandbox,
    app,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
      await sandbox.close();
    },
  };
}

/** The store manager's access as `npm start` gives it: the sandbox's API key, and the demo staff account. */
export function managerEnvironment(sandbox: RunningSandbox) {
  return { apiKey: sandbox.apiKey, siteId: sandbox.siteId, staff: DEMO_STAFF };
}

/** A fresh browser context's page on the app, recording every console error and uncaught page error. */
export async function openApp(store: StoreUnderTest): Promise<{ page: Page; problems: string[] }> {
  const context = await store.browser.newContext({ baseURL: store.app.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  waitForHydration(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** How long a first page load may take on the dev server, which transforms the app's modules as they are asked for. */
const FIRST_LOAD_MS = 90_000;

/**
 * Each `goto`, `reload`, `goBack`, `goForward` and `waitForURL` (after a link to another document) returns once the
 * page is live: the server's HTML shows at once, but a click or a key typed before the app has hydrated reaches no
 * React handler, and what hydration re-renders can undo it. A navigation that stays in the same document finds the
 * mark already set; one to a page the app did not render (the sandbox's hosted checkout) has no app to wait for.
 */
export function waitForHydration(page: Page): void {
  const hydrated = () => untilHydrated(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, { timeout: FIRST_LOAD_MS, ...options });
    await hydrated();
    return response;
  };
  for (const name of ['reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page);
    page[name] = async (options) => {
      const response = await navigate(options);
      await hydrated();
      return response;
    };
  }
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await hydrated();
  };
}

/**
 * Resolves once the page's app has hydrated, or at once on a page the app did not render. Polled rather than asked
 * once: a navigation may commit after the call that started it returned.
 */
export function untilHydrated(page: Page) {
  return page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { polling: 50, timeout: FIRST_LOAD_MS },
  );
}

/** Saves a full-page screenshot and checks it is a real render: a sizeable PNG with its key element on screen. */
export async function saveScreenshot(page: Page, name: string, keyElement: ReturnType<Page['locator']>) {
  await expect.poll(() => keyElement.isVisible()).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  expect(statSync(path).size).toBeGreaterThan(MIN_SCREENSHOT_BYTES);
}

/** The sandbox's mailbox for one address, read directly. */
export async function mailbox(sandbox: RunningSandbox, to: string) {
  const response = await fetch(`${sandbox.url}/_sandbox/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ kind: string; code?: string; link?: string }> }).messages;
}

/**
 * A request the journey makes fail on purpose (a wrong password) shows as the browser's own console error. This
 * checks there is exactly one such entry for the path and status, and takes it off the list of problems.
 */
export function takeExpectedFailure(problems: string[], path: string, status: number): void {
  const matches = problems.filter((problem) => problem.includes(`status of ${status}`) && problem.includes(path));
  expect(matches).toHaveLength(1);
  problems.splice(problems.indexOf(matches[0]!), 1);
}

/** The store read and written with the API key, without the app, to check what the app shows and wrote. */
export function merchantClient(store: StoreUnderTest): SiteClient {
  return createSiteClient({
    auth: ApiKeyStrategy({ apiKey: store.sandbox.apiKey, siteId: store.sandbox.siteId }),
    baseURL: store.sandbox.url,
  });
}

/** The store as a visitor reads it, without the app, to check what the app shows. */
export function visitorClient(store: StoreUnderTest): SiteClient {
  return createSiteClient({ auth: OAuthStrategy({ clientId: store.sandbox.clientId }), baseURL: store.sandbox.url });
}

/**
 * A journey's store, browser page and the page's problems, started before its tests and closed after them. The
 * fields are filled in `beforeAll`, so tests read them through the returned object.
 */
export function storeJourney(catalog: CatalogName, settings: Partial<SandboxSettings> = {}) {
  const journey = {} as { store: StoreUnderTest; page: Page; problems: string[] };
  beforeAll(async () => {
    journey.store = await startStoreUnderTest(settings, catalog);
    Object.assign(journey, await openApp(journey.store));
  });
  afterAll(async () => {
    await journey.store?.close();
  });
  return journey;
}
