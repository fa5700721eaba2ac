/**
 * Bundle size of browser apps built from sitekit's public exports (src/index.ts) with esbuild, minified, with code
 * splitting, each chunk gzipped; default options. Each app reports its first load (the entry chunk and the chunks it
 * imports statically) and every chunk (the lazily imported ones too); the app with a target also lists each input
 * file's share of its first load's gzip size (bench/support/gzip-attribution.ts). The apps:
 *   0. axios alone (`axios.create()`), the floor: sitekit's transport is axios;
 *   0b. getProduct's row of the operation table alone: axios, the generated client, zod and its request schemas;
 *   1. visitor tokens, one getProduct and one product query, through sitekit/light (the documented path for apps
 *      that count their bundle: `createSiteCore` and one function per call);
 *   1b. the same app through `createSiteClient` (every module, so every operation);
 *   2. app 1b, plus member login and every catalogue write;
 *   3. app 1b with tolerant response checking from sitekit/validation.
 * Run: npm run bench:bundle
 */
import { build, type Metafile } from 'esbuild';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gzipShares as sharesOf, type SourceMap } from './support/gzip-attribution.js';

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
  /** The entry chunk and the chunks it imports statically: what the app loads before it runs. */
  firstLoad: { minifiedBytes: number; gzipBytes: number };
  /** Every chunk, the lazily imported ones (loaded on a failure, or on a rare call) included. */
  all: { minifiedBytes: number; gzipBytes: number };
  /** Gzip bytes of the first load per input file (a path relative to the repository). */
  gzipShares: Map<string, number>;
}

const outdir = join(root, 'bench', 'bundle-output');

async function bundle(entry: string): Promise<Measured> {
  const result = await build({
    entryPoints: [join(fixtures, entry)],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    sourcemap: 'external',
    outdir, // nothing is written: the chunks' and source maps' paths are relative to it
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((file) => [relative(root, file.path), file]));
  const chunks = [...files.keys()].filter((path) => path.endsWith('.js'));
  const firstLoad = loadedFirst(
    result.metafile,
    chunks.find((path) => result.metafile.outputs[path]!.entryPoint)!,
  );
  const gzipShares = new Map<string, number>();
  for (const chunk of firstLoad) {
    const map = fromRoot(JSON.parse(files.get(`${chunk}.map`)!.text) as SourceMap);
    for (const [source, bytes] of sharesOf(files.get(chunk)!.text, map)) {
      gzipShares.set(source, (gzipShares.get(source) ?? 0) + bytes);
    }
  }
  const sizes = (paths: string[]) => ({
    minifiedBytes: sum(paths.map((path) => files.get(path)!.contents.byteLength)),
    gzipBytes: sum(paths.map((path) => gzipSync(files.get(path)!.contents, { level: 9 }).byteLength)),
  });
  return { firstLoad: sizes(firstLoad), all: sizes(chunks), gzipShares };
}

/** The entry chunk and, transitively, the chunks it imports statically (dynamic imports load later, if ever). */
function loadedFirst(metafile: Metafile, entryChunk: string): string[] {
  const loaded = new Set([entryChunk]);
  for (const chunk of loaded) {
    for (const { path, kind } of metafile.outputs[chunk]!.imports) if (kind === 'import-statement') loaded.add(path);
  }
  return [...loaded];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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
      : measured.firstLoad.gzipBytes <= app.targetGzipBytes
        ? ` (target ≤ ${kib(app.targetGzipBytes)}: met)`
        : ` (target ≤ ${kib(app.targetGzipBytes)}: NOT met)`;
  const { firstLoad, all } = measured;
  console.log(
    `${app.name}: first load ${kib(firstLoad.minifiedBytes)} minified, ${kib(firstLoad.gzipBytes)} gzip${verdict}`,
  );
  console.log(`    every chunk, lazy ones included: ${kib(all.minifiedBytes)} minified, ${kib(all.gzipBytes)} gzip`);
  for (const [name, bytes] of byGroup(measured.gzipShares).slice(0, 12)) {
    console.log(`    ${name.padEnd(40)} ${kib(bytes).padStart(10)} gzip`);
  }
  if (app.targetGzipBytes === undefined) continue;
  console.log('  its largest input files:');
  for (const [path, bytes] of largest(measured.gzipShares).slice(0, 40)) {
    console.log(`    ${path.padEnd(60)} ${kib(bytes).padStart(10)} gzip`);
  }
}
