/**
 * The React app's first load, on a v1 and on a v3 store, each a local sandbox seeded with the demo store, from the
 * production build on its own server (the shop's page rendered on the server, docs/decisions.md#19):
 *   1. the storefront's first-load JavaScript: every script the browser fetches from the build before the page is
 *      live (hydrated: the entry, the routes' modules, the catalog page), minified and gzipped, with the chunks
 *      sitekit loads on its first call (the SDK functions and request schemas) counted apart; beside it, the scripts
 *      the server's HTML names itself (its modulepreloads and the entry it imports);
 *   2. the time from navigation start to the first product list (in the server's HTML) and to the page being live, in
 *      headless Chromium, median of RUNS page loads, each in a fresh browser context (empty cache and storage: a
 *      first-time visitor).
 *
 * The app resolves `sitekit` to its sources by default (app/vite.config.ts: its chunk groups name sitekit's modules).
 * SITEKIT=packed builds it against the packed package instead (`npm pack` installed into a scratch app; dist/ must be
 * built): what an app gets from node_modules, where those groups no longer apply to sitekit's code.
 *
 *   npm run bench:app        (CATALOGS=v1 or v3 measures one store only; SITEKIT=packed)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { startAppPreview } from '../app/serve-app.js';
import type { CatalogName } from '../sandbox/catalog-versioning/store-catalog.js';
import { launchChromium } from '../scripts/lib/chromium.js';
import { startSandbox } from '../sandbox/index.js';
import { installPackedPackage } from './support/packed-package.js';

const RUNS = Number(process.env.RUNS ?? 15);
const CATALOGS = (process.env.CATALOGS ?? 'v1,v3').split(',') as CatalogName[];
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

/** Where the builds go: inside the project, where the server build finds its dependencies. */
const BUILDS = join(import.meta.dirname, '../test-results');

const sizeOf = (outDir: string, src: string): ScriptSize => {
  const code = readFileSync(join(outDir, 'client', src));
  return { src, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength };
};
const total = (files: ScriptSize[], key: 'bytes' | 'gzipBytes') => files.reduce((sum, file) => sum + file[key], 0);

/** The scripts the server's HTML of the shop names: its `<link rel="modulepreload">` and the modules it imports. */
async function documentScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const sources = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)];
}

interface LoadMarks {
  firstProductListMs?: number;
  liveMs?: number;
}

// Records, from the page itself, when the first product card is in the document and when the app has hydrated it
// (root.tsx marks the document `data-hydrated`).
const MARK_LOAD = () => {
  const marks = window as unknown as LoadMarks;
  const observer = new MutationObserver(() => {
    if (marks.firstProductListMs === undefined && document.querySelector('ul[aria-label="Products"] li'))
      marks.firstProductListMs = performance.now();
    if (marks.liveMs === undefined && document.documentElement.dataset.hydrated) marks.liveMs = performance.now();
    if (marks.firstProductListMs !== undefined && marks.liveMs !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
};

interface ColdLoad {
  firstProductListMs: number;
  liveMs: number;
  scripts: string[];
}

/**
 * One cold load: the times to the first product list and to a live page, and the app's scripts whose fetch began
 * before the page was live (the page's own resource timing, so a script asked for just after is not counted).
 */
async function coldLoad(browser: Browser, url: string): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(MARK_LOAD);
  const page: Page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const marks = window as unknown as LoadMarks;
      return marks.firstProductListMs !== undefined && marks.liveMs !== undefined;
    },
    undefined,
    { timeout: 30_000 },
  );
  const load = await page.evaluate(() => {
    const { firstProductListMs, liveMs } = window as unknown as Required<LoadMarks>;
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), startTime: entry.startTime }))
      .filter(
        ({ url, startTime }) => url.origin === location.origin && url.pathname.endsWith('.js') && startTime <= liveMs,
      )
      .map(({ url }) => url.pathname);
    return { firstProductListMs, liveMs, scripts };
  });
  await context.close();
  return { ...load, scripts: [...new Set(load.scripts)] };
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
      { find: /^sitekit\/server$/, replacement: join(dist, 'server/index.js') },
    ],
    dedupe: ['react', 'react-dom', '@tanstack/react-query'],
  };
}

async function measure(browser: Browser, catalog: CatalogName) {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog });
  mkdirSync(BUILDS, { recursive: true });
  const outDir = mkdtempSync(join(BUILDS, `app-bench-${catalog}-`));
  const app = await startAppPreview({ apiUrl: sandbox.url }, outDir, 0, scratchApp && packedSitekit(scratchApp.dir));
  try {
    const listTimes: number[] = [];
    const liveTimes: number[] = [];
    let scripts: string[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const load = await coldLoad(browser, app.url);
      if (run === 0) {
        scripts = load.scripts; // the first load also warms the server and Chromium itself
        continue;
      }
      listTimes.push(load.firstProductListMs);
      liveTimes.push(load.liveMs);
    }
    const files = scripts.map((src) => sizeOf(outDir, src));
    return {
      catalog,
      app: files.filter((file) => !OPERATION_TABLE.test(file.src)),
      operations: files.filter((file) => OPERATION_TABLE.test(file.src)),
      documentNamed: (await documentScripts(app.url)).map((src) => sizeOf(outDir, src)),
      listTimes,
      liveTimes,
    };
  } finally {
    await app.close();
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const spread = (times: number[]) =>
  `median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;

const browser = await launchChromium();
try {
  console.log(
    `App first load (production build on its own server, the shop rendered on the server, local sandbox, headless Chromium; sitekit from ${FROM_PACKAGE ? 'the packed package' : 'its sources'})\n`,
  );
  for (const catalog of CATALOGS) {
    const { app, operations, documentNamed, listTimes, liveTimes } = await measure(browser, catalog);
    console.log(`### Catalog ${catalog} store\n`);
    console.log('| script fetched before the page is live | minified | gzip |');
    console.log('|---|---:|---:|');
    for (const file of app) console.log(`| \`${file.src}\` | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
    console.log(
      `| **first-load JavaScript** | **${kib(total(app, 'bytes'))}** | **${kib(total(app, 'gzipBytes'))}** |`,
    );
    for (const file of operations)
      console.log(`| \`${file.src}\` (sitekit's first call) | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
    console.log(
      `\nThe scripts the server's HTML names (${documentNamed.length} files): ${kib(total(documentNamed, 'bytes'))} minified, ${kib(total(documentNamed, 'gzipBytes'))} gzip`,
    );
    console.log(`\nOver ${RUNS} cold page loads:`);
    console.log(`  the first product list on screen: ${spread(listTimes)}`);
    console.log(`  the page live (hydrated):         ${spread(liveTimes)}\n`);
  }
} finally {
  await browser.close();
  if (scratchApp) rmSync(scratchApp.dir, { recursive: true, force: true });
}
