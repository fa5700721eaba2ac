import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppPreview, type RunningApp } from '../../app/serve-app.js';
import { launchChromium } from '../../scripts/lib/chromium.js';
import { DEMO_STAFF } from '../../scripts/lib/demo-staff.js';
import { managerEnvironment } from './support/store-under-test.js';
import { sandboxDevClient } from '../../sandbox/client.js';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { OAuthStrategy, createSiteClient } from '../../src/index.js';
import type { CatalogName } from '../../sandbox/catalog-versioning/store-catalog.js';

// The journeys run on the dev server, which loads every module on its own; the production build splits them into
// chunks (app/vite.config.ts), and a cycle between chunks only shows there, as an error before anything renders. The
// server build lives inside the project, where it finds its dependencies.
const BUILDS = join(import.meta.dirname, '../../test-results');
describe.each<CatalogName>(['v1', 'v3'])('the production build on a catalog %s store', (catalog) => {
  let sandbox: RunningSandbox;
  let app: RunningApp;
  let browser: Browser;
  mkdirSync(BUILDS, { recursive: true });
  const outDir = mkdtempSync(join(BUILDS, `app-build-${catalog}-`));

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog });
    app = await startAppPreview({ apiUrl: sandbox.url, manager: managerEnvironment(sandbox) }, outDir);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sandbox?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('renders the shop on the server: its first products in the HTML', async () => {
    const response = await fetch(app.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    const visitor = createSiteClient({ auth: OAuthStrategy({ clientId: sandbox.clientId }), baseURL: sandbox.url });
    const products =
      catalog === 'v3'
        ? (await visitor.productsV3.searchProducts().limit(100).find()).items
        : (await visitor.products.queryProducts().limit(100).find()).items;
    const cards = [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(cards.length).toBeGreaterThan(0);
    expect(products.map((product) => product.name)).toEqual(expect.arrayContaining(cards));
  });

  it('sends the shop page compressed, its stylesheet inside it: the first paint waits for no other request', async () => {
    const response = await fetch(app.url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const head = (await response.text()).split('</head>')[0]!;
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style[^>]*>[\s\S]*?\.product-card[\s\S]*?<\/style>/);
  });

  it('renders the shop’s first frame before it loads a script, and then becomes live', async () => {
    const page = await browser.newPage();
    try {
      // The first animation frame's callbacks run as the browser renders the page's first frame; the paint timing
      // entry's own time is when that frame reached the screen, later still.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(app.url);
      await page.locator('html[data-hydrated="true"]').waitFor();
      const { firstFrameAt, scriptStarts } = await page.evaluate(() => ({
        firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt,
        scriptStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => entry.startTime),
      }));
      expect(firstFrameAt).toBeGreaterThan(0);
      expect(scriptStarts.length).toBeGreaterThan(0);
      expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstFrameAt!);
    } finally {
      await page.close();
    }
  });

  it('answers 503 for a page whose read fails, with a page that shows none of the server’s error text', async () => {
    // The product page's read of its product, by slug.
    const read = catalog === 'v3' ? '/stores/v3/products/slug/*' : '/stores-reader/v1/products/query-platformized';
    const dev = sandboxDevClient(sandbox.url);
    await dev.addFault({ path: read, status: 500, count: 10 });
    try {
      const response = await fetch(`${app.url}/products/gift-card`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      const html = await response.text();
      expect(html).toContain('This page failed');
      expect(html).toMatch(/Reference: (<!-- -->)?\d+\.\d{19}/);
      expect(html).toContain('<title>Something went wrong · Sitekit Store</title>');
      expect(html).not.toMatch(/\bat async\b|node_modules|\.ts:\d+/);
    } finally {
      await dev.clearFaults();
    }
  });

  it('shows the storefront and the store manager without an error', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(app.url);
    await expect
      .poll(() => page.locator('ul[aria-label="Products"] li').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.goto(`${app.url}/manage`);
    await page.getByLabel('Email').fill(DEMO_STAFF.email);
    await page.getByLabel('Password').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('table').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
