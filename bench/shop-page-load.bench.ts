/**
 * The server-rendered shop page under load (`npm run bench:shop-load`): requests per second and the p50/p99 time to
 * first byte, from autocannon in a separate process, against the app's production build on its own server (a child
 * process, `npm run serve`), over a sandbox (another child process) holding PRODUCTS generated products (5,000; the
 * catalog `npm run bench:sandbox` generates). Each request asks for another page of the shop (every page of the
 * catalog, in each of its sort orders), so no answer is repeated often enough for a cache to serve it. A warm-up
 * run first, then the measured one.
 *
 *   npm run bench:shop-load   (CONNECTIONS 10, SECONDS 20, WARMUP_SECONDS 5, PRODUCTS 5000)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app/serve-app.js';
import { populateCatalog } from './support/catalog-population.js';
import { pageLoad } from './support/page-load.js';
import { startServer } from './support/sandbox-process.js';

const PRODUCTS = Number(process.env.PRODUCTS ?? 5_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 5);
/** The shop's page size and sort orders (app/src/lib/storefront-query.ts). */
const PAGE_SIZE = 12;
const SORTS = ['', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'newest'];

const projectRoot = resolve(import.meta.dirname, '..');

/** How many products the shop shows (some generated products are hidden), as its front page says. */
async function shownProducts(origin: string): Promise<number> {
  const html = await (await fetch(origin)).text();
  const count = /<meta name="description" content="All products at [^"]*: (\d+) products/.exec(html)?.[1];
  if (!count) throw new Error(`The shop's front page does not say how many products it has:\n${html.slice(0, 2000)}`);
  return Number(count);
}

/** Every page of the shop in every sort order, interleaved so that neighbouring requests differ in both. */
function shopPaths(pages: number): string[] {
  return Array.from({ length: pages * SORTS.length }, (_, i) => {
    const params = new URLSearchParams();
    const sort = SORTS[i % SORTS.length]!;
    if (sort) params.set('sort', sort);
    const page = Math.floor(i / SORTS.length) + 1;
    if (page > 1) params.set('page', String(page));
    return params.size ? `/?${params}` : '/';
  });
}

/** `npm run serve`'s server in a child process, so that the load generator and the bench share no event loop. */
async function startAppProcess(apiUrl: string, buildDir: string): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/serve-app.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITEKIT_API_URL: apiUrl,
      SITEKIT_APP_BUILD_DIR: buildDir,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /The store \(production build\): (\S+)/.exec(text);
      if (match) resolveUrl(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the app server exited with ${code}: ${text}`)));
  });
  return { process: child, url };
}

const dir = mkdtempSync(join(tmpdir(), 'sitekit-shop-load-'));
mkdirSync(join(projectRoot, 'test-results'), { recursive: true });
const buildDir = mkdtempSync(join(projectRoot, 'test-results', 'shop-load-'));
try {
  const populateMs = populateCatalog(join(dir, 'shop.db'), PRODUCTS);
  await buildApp(buildDir);
  const sandbox = await startServer(join(dir, 'shop.db'));
  try {
    const app = await startAppProcess(sandbox.url, buildDir);
    try {
      const pages = Math.ceil((await shownProducts(app.url)) / PAGE_SIZE);
      const paths = shopPaths(pages);
      // The page must be the shop with its products, not an error page, before any figure counts.
      const last = await fetch(`${app.url}${paths.at(-1)}`);
      const html = await last.text();
      if (last.status !== 200 || !/aria-label="Products"[^>]*>\s*<li/.test(html))
        throw new Error(`${paths.at(-1)} answered ${last.status} without a product list:\n${html.slice(0, 2000)}`);
      const load = { origin: app.url, paths: [...paths].reverse(), connections: CONNECTIONS };
      if (WARMUP_SECONDS > 0) await pageLoad(load, join(dir, 'load.json'), WARMUP_SECONDS);
      const result = await pageLoad({ ...load, paths }, join(dir, 'load.json'), SECONDS);
      console.log(
        `Shop page under load: production build (\`npm run serve\`, its own process), sandbox with ${PRODUCTS.toLocaleString('en-US')} products (its own process, populated in ${(populateMs / 1000).toFixed(1)} s), autocannon -c ${CONNECTIONS} -d ${SECONDS} (its own process) after a ${WARMUP_SECONDS} s warm-up, over ${paths.length.toLocaleString('en-US')} shop pages (${pages} pages × ${SORTS.length} sort orders)\n`,
      );
      console.log(`  ${result.requestsPerSecond.toFixed(1)} requests/s (${result.total} requests)`);
      console.log(
        `  time to first byte: p50 ${result.firstByte.p50.toFixed(1)} ms, p99 ${result.firstByte.p99.toFixed(1)} ms`,
      );
      console.log(
        `  time to last byte (autocannon's latency): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
      console.log(`  non-2xx ${result.non2xx}, errors ${result.errors}`);
    } finally {
      app.process.kill('SIGTERM');
    }
  } finally {
    sandbox.process.kill('SIGTERM');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
}
