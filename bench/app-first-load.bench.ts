/**
 * The React app's first load, against a local sandbox seeded with the demo store:
 *   1. the JavaScript index.html loads (its entry script and the modules it preloads), from a production build,
 *      minified and gzipped;
 *   2. the time from navigation start to the first product list in headless Chromium, median of RUNS page loads,
 *      each in a fresh browser context (empty cache and storage: a first-time visitor, who also needs tokens).
 *
 *   npm run bench:app
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startAppPreview } from '../app/serve-app.js';
import { launchChromium } from '../scripts/lib/chromium.js';
import { startSandbox } from '../sandbox/index.js';

const RUNS = Number(process.env.RUNS ?? 15);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The scripts index.html starts with: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
function firstLoadScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)];
}

function measureFirstLoadJs(outDir: string) {
  const files = firstLoadScripts(outDir).map((src) => {
    const code = readFileSync(join(outDir, src));
    return { src, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength };
  });
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
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

const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
const outDir = mkdtempSync(join(tmpdir(), 'sitekit-app-bench-'));
const app = await startAppPreview({ apiUrl: sandbox.url }, outDir);
const browser = await launchChromium();
try {
  const js = measureFirstLoadJs(outDir);
  const timings: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(MARK_FIRST_PRODUCT_LIST);
    const page = await context.newPage();
    await page.goto(app.url);
    await page.waitForFunction(() => 'firstProductListMs' in window, undefined, { timeout: 30_000 });
    const ms = await page.evaluate(() => (window as unknown as { firstProductListMs: number }).firstProductListMs);
    if (run > 0) timings.push(ms); // the first load also warms the preview server and Chromium itself
    await context.close();
  }

  console.log('App first load (production build, vite preview, local sandbox, headless Chromium)\n');
  console.log('| script loaded by index.html | minified | gzip |');
  console.log('|---|---:|---:|');
  for (const file of js.files) console.log(`| \`${file.src}\` | ${kib(file.bytes)} | ${kib(file.gzipBytes)} |`);
  console.log(`| **total** | **${kib(js.bytes)}** | **${kib(js.gzipBytes)}** |\n`);
  console.log(`Time to the first product list over ${RUNS} cold page loads:`);
  console.log(
    `  median ${median(timings).toFixed(0)} ms, min ${Math.min(...timings).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await app.close();
  await sandbox.close();
  rmSync(outDir, { recursive: true, force: true });
}
