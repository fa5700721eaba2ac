/**
 * Time from navigation until the first product name is visible in headless Chromium: the storefront rendered on the
 * server (this checkout's production build, docs/decisions.md#19) against the client-rendered storefront it replaced
 * (the production build of a checkout of its last commit, 6c94290), both against one sandbox seeded with the demo
 * store. Two pages for reference: the server-rendered page's HTML without its scripts (the most that any work on the
 * scripts could give back) and a bare page with one name (the floor). Loads go in turn in one process (the order
 * reverses every other round), each in a fresh browser context (empty cache and storage: a first-time visitor); one
 * load of each is discarded first. Two rows: Chromium
 * as it is on loopback, then a slow phone (4× CPU throttling, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up,
 * Chromium's own emulation; the app server's calls to the sandbox are not throttled, as a server's are not).
 *
 * "Visible" is the first animation frame in which a product card's name has text and is rendered (checkVisibility):
 * that frame paints it. The server-rendered page's row of its own: when it is hydrated (the app marks its document),
 * from which the app's code, not the browser, follows its links and sends its forms.
 *
 *   git worktree add /tmp/app-csr 6c94290 && ln -s "$PWD/node_modules" /tmp/app-csr/node_modules
 *   npm run bench:first-name   (RUNS, SLOW_RUNS: loads of each app per row, 15 and 9; SLOW_RUNS=0 leaves the row
 *                               out; CSR_CHECKOUT: the client-rendered checkout, /tmp/app-csr; CATALOG: v1 or v3)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startAppPreview } from '../app/serve-app.js';
import type { CatalogName } from '../sandbox/catalog-versioning/store-catalog.js';
import { startSandbox } from '../sandbox/index.js';
import { launchChromium } from '../scripts/lib/chromium.js';
import { barePage, serveOnePage, serveStaticApp, withoutScripts } from './support/static-app-server.js';

const RUNS = Number(process.env.RUNS ?? 15);
const SLOW_RUNS = Number(process.env.SLOW_RUNS ?? 9);
const CSR_CHECKOUT = process.env.CSR_CHECKOUT ?? '/tmp/app-csr';
const CATALOG = (process.env.CATALOG ?? 'v1') as CatalogName;
/** Where the server build goes: inside the project, where it finds its dependencies. */
const BUILDS = join(import.meta.dirname, '../test-results');

interface Throttling {
  name: string;
  cpuRate: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}
const LOOPBACK: Throttling = { name: 'Chromium on loopback, no throttling', cpuRate: 1 };
const SLOW_PHONE: Throttling = {
  name: 'slow phone: 4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up',
  cpuRate: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

// Runs in the page before its first byte: a frame loop that notes the first frame in which a product name is shown.
// Kept as text: tsx names the functions it compiles with a helper the page does not have.
const MARK_FIRST_NAME = `(() => {
  const check = () => {
    const name = document.querySelector('ul[aria-label="Products"] li h3');
    if (name?.textContent?.trim() && name.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      window.firstNameMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  // The server-rendered app marks its document once hydrated (app/src/root.tsx): when its own code runs the page.
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated && !('liveMs' in window)) window.liveMs = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

interface Load {
  firstName: number;
  /** When the server-rendered app was hydrated; the other pages have no such moment. */
  live?: number;
}

async function load(browser: Browser, url: string, throttling: Throttling, hydrates: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript({ content: MARK_FIRST_NAME });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttling.cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
    if (throttling.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttling.network });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'firstNameMs' in window, undefined, { timeout: 60_000, polling: 50 });
    if (hydrates) await page.waitForFunction(() => 'liveMs' in window, undefined, { timeout: 60_000, polling: 50 });
    return await page.evaluate(() => {
      const marks = window as unknown as { firstNameMs: number; liveMs?: number };
      return { firstName: marks.firstNameMs, live: marks.liveMs };
    });
  } finally {
    await context.close();
  }
}

/** The client-rendered checkout's production build, the sandbox's address baked in as that app reads it. */
async function buildClientRendered(apiUrl: string, outDir: string): Promise<string> {
  if (!existsSync(join(CSR_CHECKOUT, 'app/vite.config.ts')) || !existsSync(join(CSR_CHECKOUT, 'node_modules')))
    throw new Error(
      `No client-rendered checkout at ${CSR_CHECKOUT}: git worktree add ${CSR_CHECKOUT} 6c94290 && ln -s "$PWD/node_modules" ${CSR_CHECKOUT}/node_modules`,
    );
  const commit = execFileSync('git', ['-C', CSR_CHECKOUT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  await new Promise<void>((resolve, reject) => {
    const build = spawn(
      join(CSR_CHECKOUT, 'node_modules/.bin/vite'),
      ['build', '--config', 'app/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: CSR_CHECKOUT,
        env: { ...process.env, NODE_ENV: 'production', VITE_SITEKIT_API: apiUrl },
        stdio: 'inherit',
      },
    );
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
  return commit.trim();
}

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};

/** The pages loaded in turn, with the row each is printed as. */
const PAGES = {
  server: 'server-rendered',
  client: 'client-rendered',
  html: 'server-rendered HTML without its scripts (the most scripts can give back)',
  bare: 'bare page, one name (the floor)',
} as const;
type Page = keyof typeof PAGES;

async function compare(browser: Browser, urls: Record<Page, string>, throttling: Throttling, runs: number) {
  const pages = Object.keys(PAGES) as Page[];
  const times = Object.fromEntries(pages.map((page) => [page, [] as number[]])) as Record<Page, number[]>;
  const live: number[] = [];
  for (let run = 0; run < runs + 1; run++) {
    for (const page of run % 2 === 0 ? pages : pages.toReversed()) {
      const measured = await load(browser, urls[page], throttling, page === 'server');
      if (run === 0) continue; // the first load of each warms its server and Chromium
      times[page].push(measured.firstName);
      if (measured.live !== undefined) live.push(measured.live);
    }
  }
  const median = (page: Page) => percentile(times[page], 0.5);
  const p90 = (page: Page) => percentile(times[page], 0.9);
  console.log(`| ${throttling.name} | ${runs} each |`);
  for (const page of pages)
    console.log(`|   ${PAGES[page]} | median ${median(page).toFixed(0)} ms, p90 ${p90(page).toFixed(0)} ms |`);
  console.log(
    `|   server-rendered, hydrated (the app's own code runs the page) | median ${percentile(live, 0.5).toFixed(0)} ms, p90 ${percentile(live, 0.9).toFixed(0)} ms |`,
  );
  console.log(
    `|   client / server | median ${(median('client') / median('server')).toFixed(2)}×, p90 ${(p90('client') / p90('server')).toFixed(2)}× (goal: ≥ 3× sooner) |`,
  );
  for (const page of pages) console.log(`    ${page} ms: ${times[page].map((ms) => ms.toFixed(0)).join(' ')}`);
  console.log();
}

const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog: CATALOG });
mkdirSync(BUILDS, { recursive: true });
const serverBuild = mkdtempSync(join(BUILDS, 'first-name-ssr-'));
const clientBuild = mkdtempSync(join(tmpdir(), 'sitekit-first-name-csr-'));
const browser = await launchChromium();
try {
  const commit = await buildClientRendered(sandbox.url, clientBuild);
  const server = await startAppPreview({ apiUrl: sandbox.url }, serverBuild);
  const client = await serveStaticApp(clientBuild);
  const html = await serveOnePage(withoutScripts(await (await fetch(server.url)).text()));
  const bare = await serveOnePage(barePage('Ceramic Salt Cellar'));
  try {
    console.log(
      `First product name visible (${CATALOG} store, demo seed; server-rendered: this checkout's production build; client-rendered: ${commit}'s production build; 390×844 viewport)\n`,
    );
    const urls = { server: server.url, client: client.url, html: html.url, bare: bare.url };
    await compare(browser, urls, LOOPBACK, RUNS);
    if (SLOW_RUNS > 0) await compare(browser, urls, SLOW_PHONE, SLOW_RUNS);
  } finally {
    await bare.close();
    await html.close();
    await client.close();
    await server.close();
  }
} finally {
  await browser.close();
  await sandbox.close();
  rmSync(serverBuild, { recursive: true, force: true });
  rmSync(clientBuild, { recursive: true, force: true });
}
