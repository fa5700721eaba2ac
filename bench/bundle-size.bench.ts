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
import { build, type Metafile } from 'esbuild';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
  metafile: Metafile;
}

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
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    minifiedBytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
    metafile: result.metafile,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Minified bytes per source group (a package under node_modules, or a top folder of this repository). */
function breakdown(metafile: Metafile): Array<[string, number]> {
  const groups = new Map<string, number>();
  const output = Object.values(metafile.outputs)[0]!;
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const packageMatch = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const group = packageMatch ? packageMatch[1]! : relative(root, join(root, path)).split('/').slice(0, 2).join('/');
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
  }
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}

for (const app of APPS) {
  const measured = await bundle(app.entry);
  const verdict =
    app.targetGzipBytes === undefined
      ? ''
      : measured.gzipBytes <= app.targetGzipBytes
        ? ` (target ≤ ${kib(app.targetGzipBytes)}: met)`
        : ` (target ≤ ${kib(app.targetGzipBytes)}: NOT met)`;
  console.log(`${app.name}: ${kib(measured.minifiedBytes)} minified, ${kib(measured.gzipBytes)} gzip${verdict}`);
  for (const [group, bytes] of breakdown(measured.metafile).slice(0, 10)) {
    console.log(`    ${group.padEnd(28)} ${kib(bytes).padStart(10)} minified`);
  }
}
