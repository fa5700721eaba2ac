/**
 * The React app's first load, on a v1 and on a v3 store, each a local sandbox seeded with the demo store:
 *   1. the storefront's first-load JavaScript: every script the browser fetches from the production build before the
 *      first product list is on screen (index.html's entry and preloads, the store's catalogue modules, the catalogue
 *      page), minified and gzipped, with the chunks sitekit loads on its first call (the SDK functions and request
 *      schemas) counted apart; beside it, the scripts index.html alone names (its entry and modulepreloads), the measure
 *      used before the catalogue pages loaded on demand;
 *   2. the time from navigation start to the first product list in headless Chromium, median of RUNS page loads,
 *      each in a fresh browser context (empty cache and storage: a first-time visitor, who also needs tokens).
 *
 * The app resolves `sitekit` to its sources by default (app/vite.config.ts: its chunk groups name sitekit's modules).
 * SITEKIT=packed builds it against the packed package instead (`npm pack` installed into a scratch app; dist/ must be
 * built): what an app gets from node_modules, where those groups no longer apply to sitekit's code.
 *
 *   npm run bench:app        (CATALOGUES=v1 or v3 measures one store only; SITEKIT=packed)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startAppPreview } from '../app/serve-app.js';
import type { CatalogName } from '../sandbox/catalog-v3/store-catalog.js';
import { launchChromium } from '../scripts/lib/chromium.js';
import { startSandbox } from '../sandbox/index.js';
import { installPackedPackage } from './support/packed-package.js';

const RUNS = Number(process.env.RUNS ?? 15);
const CATALOGUES = (process.env.CATALOGUES ?? 'v1,v3').split(',') as CatalogName[];
const FROM_PACKAGE = process.env.SITEKIT === 'packed';
/** The chunk of sitekit's operation table: the SDK functions, zod and the request schemas, loaded on the first call. */
const OPERATION_TABLE = /\/assets\/(operations|zod-lazy\.gen)-[^/]+\.js$/;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

const sizeOf = (outDir: string, src: string): ScriptSize => {
  const code = readFileSync(join(outDir, src));
  return { src, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength };
};
const total = (files: ScriptSize[], key: 'bytes' | 'gzipBytes') => files.reduce((sum, file) => sum + file[key], 0);

/** The scripts index.html starts with: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
function indexHtmlScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)];
}

// Records, from the page itself, when the first product card is in the document.
const MARK_FIRST_PRODUCT_LIST = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('ul[aria-label="Products"] li')) {
      (window as unknown as { firstProductListMs: number }).firstProductListMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * One cold load: the time to the first product list, and the app's scripts whose fetch began before that list was in
 * the document (the page's own resource timing, so a script asked for just after it is not counted by a late poll).
 */
async function coldLoad(browser: Browser, url: string): Promise<{ ms: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(MARK_FIRST_PRODUCT_LIST);
  const page: Page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'firstProductListMs' in window, undefined, { timeout: 30_000 });
  const load = await page.evaluate(() => {
    const shownAt = (window as unknown as { firstProductListMs: number }).firstProductListMs;
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(
        ({ url, startTime }) => url.origin === location.origin && url.pathname.endsWith('.js') && startTime <= shownAt,
      )
      .map(({ url }) => url.pathname);
    return { ms: shownAt, scripts };
  });
  await context.close();
  return { ms: load.ms, scripts: [...new Set(load.scripts)] };
}

const scratchApp = FROM_PACKAGE ? installPackedPackage() : undefined;

/** `sitekit`'s entries from the packed package; React and TanStack Query stay the app's own single copies. */
function packedSitekit(dir: string) {
  const dist = join(dir, 'node_modules/sitekit/dist/src');
  return {
    alias: [
      { find: /^sitekit$/, replacement: join(dist, 'index.js') },
      { find: /^sitekit\/react$/, replacement: join(dist, 'react/index.js') },
      { find: /^sitekit\/server$/, replacement: join(dist, 'server/index.js') },
      { find: /^sitekit\/schemas$/, replacement: join(dist, 'schemas/index.js') },
    ],
    dedupe: ['react', 'react-dom', '@tanstack/react-query'],
  };
}

async function measure(browser: Browser, catalog: CatalogName) {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog });
  const outDir = mkdtempSync(join(tmpdir(), `sitekit-app-bench-${catalog}-`));
  const app = await startAppPreview({ apiUrl: sandbox.url }, outDir, 0, scratchApp && packedSitekit(scratchApp.dir));
  try {
    const timings: number[] = [];
    let scripts: string[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const load = await coldLoad(browser, app.url);
      if (run === 0) scripts = load.scripts;
      else timings.push(load.ms); // the first load also warms the preview server and Chromium itself
    }
    const files = scripts.map((src) => sizeOf(outDir, src));
    return {
      catalog,
      app: files.filter((file) => !OPERATION_TABLE.test(file.src)),
      operations: files.filter((file) => OPERATION_TABLE.test(file.src)),
      indexHtml: indexHtmlScripts(outDir).map((src) => sizeOf(outDir, src)),
      timings,
    };
  } finally {
    await app.close();
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const browser = await launchChromium();
try {
  console.log(
    `App first load (production build, vite preview, local sandbox, headless Chromium; sitekit from ${FROM_PACKAGE ? 'the packed package' : 'its sources'})\n`,
  );
  for (const catalog of CATALOGUES) {
    const { app, operations, indexHtml, timings } = await measure(browser, catalog);
    console.log(`### Catalogue ${catalog} store\n`);
    console.log('| script fetched before the first product list | minified | gzip |');
    console.log('|---|---:|---:|');
    for (const file of app) console.log(`| \`${file.src}\` | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
    console.log(
      `| **first-load JavaScript** | **${kib(total(app, 'bytes'))}** | **${kib(total(app, 'gzipBytes'))}** |`,
    );
    for (const file of operations)
      console.log(`| \`${file.src}\` (sitekit's first call) | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
    console.log(
      `\nindex.html's own scripts (${indexHtml.length} files): ${kib(total(indexHtml, 'bytes'))} minified, ${kib(total(indexHtml, 'gzipBytes'))} gzip`,
    );
    console.log(`\nTime to the first product list over ${RUNS} cold page loads:`);
    console.log(
      `  median ${median(timings).toFixed(0)} ms, min ${Math.min(...timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms\n`,
    );
  }
} finally {
  await browser.close();
  if (scratchApp) rmSync(scratchApp.dir, { recursive: true, force: true });
}
