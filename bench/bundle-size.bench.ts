/**
 * Bundle size of browser apps built from sitekit's public exports (src/index.ts) with esbuild, minified and gzipped,
 * default options:
 *   0. axios alone (`axios.create()`), the floor: sitekit's transport is axios;
 *   0b. getProduct's row of the operation table alone: axios, the generated client, zod and its request schemas;
 *   1. visitor tokens, one getProduct and one product query, through sitekit/light (the documented path for apps
 *      that count their bundle: `createSiteCore` and one function per call);
 *   1b. the same app through `createSiteClient` (every module, so every operation);
 *   2. app 1b, plus member login and every catalogue write;
 *   3. app 1b with tolerant response checking from sitekit/validation.
 * Run: npm run bench:bundle
 */
import { build } from 'esbuild';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gzipShares, type SourceMap } from './support/gzip-attribution.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'bench', 'fixtures', 'catalog-bundle');

const APPS: Array<{ name: string; entry: string; targetGzipBytes?: number }> = [
  { name: 'axios alone', entry: 'axios-alone.ts' },
  { name: "getProduct's row alone (no sitekit code)", entry: 'get-product-row.ts' },
  {
    name: 'visitor tokens + getProduct + one product query (sitekit/light)',
    entry: 'light-visitor-product-query.ts',
    targetGzipBytes: 30 * 1024,
  },
  { name: 'the same through createSiteClient', entry: 'visitor-product-query.ts' },
  { name: '+ member login + every catalogue write', entry: 'member-catalogue-writes.ts' },
  { name: 'app 1 + validateResponses()', entry: 'visitor-with-response-checks.ts' },
];

interface Measured {
  minifiedBytes: number;
  gzipBytes: number;
  /** Gzip bytes per input file (a path relative to the repository), from bench/support/gzip-attribution.ts. */
  gzipShares: Map<string, number>;
}

const outdir = join(root, 'bench', 'bundle-output');

async function bundle(entry: string): Promise<Measured> {
  const result = await build({
    entryPoints: [join(fixtures, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    sourcemap: 'external',
    outdir, // nothing is written: the source map's paths are relative to it
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))!;
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))!;
  return {
    minifiedBytes: code.contents.byteLength,
    gzipBytes: gzipSync(code.contents, { level: 9 }).byteLength,
    gzipShares: gzipShares(code.text, fromRoot(JSON.parse(map.text) as SourceMap)),
  };
}

const fromRoot = (map: SourceMap): SourceMap => ({
  ...map,
  sources: map.sources.map((source) => relative(root, join(outdir, source))),
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const group = (path: string) =>
  path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.split('/').slice(0, 2).join('/');

/** Gzip bytes per source group (a package under node_modules, or a top folder of this repository), largest first. */
function byGroup(shares: Map<string, number>): Array<[string, number]> {
  const groups = new Map<string, number>();
  for (const [path, bytes] of shares) groups.set(group(path), (groups.get(group(path)) ?? 0) + bytes);
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}

const largest = (shares: Map<string, number>) => [...shares.entries()].sort((a, b) => b[1] - a[1]);

for (const app of APPS) {
  const measured = await bundle(app.entry);
  const verdict =
    app.targetGzipBytes === undefined
      ? ''
      : measured.gzipBytes <= app.targetGzipBytes
        ? ` (target ≤ ${kib(app.targetGzipBytes)}: met)`
        : ` (target ≤ ${kib(app.targetGzipBytes)}: NOT met)`;
  console.log(`${app.name}: ${kib(measured.minifiedBytes)} minified, ${kib(measured.gzipBytes)} gzip${verdict}`);
  for (const [name, bytes] of byGroup(measured.gzipShares).slice(0, 12)) {
    console.log(`    ${name.padEnd(40)} ${kib(bytes).padStart(10)} gzip`);
  }
  if (app.targetGzipBytes === undefined) continue;
  console.log('  its largest input files:');
  for (const [path, bytes] of largest(measured.gzipShares).slice(0, 40)) {
    console.log(`    ${path.padEnd(60)} ${kib(bytes).padStart(10)} gzip`);
  }
}
