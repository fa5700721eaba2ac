/**
 * Bundle size of browser apps built from the packed package (`npm pack`, installed into a scratch app: what users
 * get), with esbuild, minified ESM for the browser, each chunk gzip -9. Each app is reported as one file (no code
 * splitting: every lazily loaded part inlined) and as its first load with code splitting (the entry chunk and the
 * chunks it imports statically), beside two references built the same way:
 *   - axios alone (`axios.create()`): sitekit's transport;
 *   - the floor of the shape (bench/fixtures/shape-floor.ts): the visitor app's three calls through the generated SDK
 *     functions with their request schemas, and no sitekit code (axios, the generated client, zod), built from the
 *     repository as it has no public entry; what an app weighs above it is sitekit's own layer, printed too.
 * The apps (bench/fixtures/package-apps/) import the package's public entries by name.
 *   npm run bench:bundle               (builds dist/ first)
 *   BREAKDOWN=1 npm run bench:bundle   (also every source file of each budgeted app's one file: its gzip share and
 *                                       its minified bytes from esbuild's metafile)
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from './support/app-bundle.js';
import { installedTree, installPackedPackage } from './support/packed-package.js';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'bench', 'fixtures', 'package-apps');
const KIB = 1024;

const APPS: Array<{ name: string; entry: string; oneFileBudget?: number; firstLoadBudget?: number }> = [
  {
    name: "visitor tokens + getProduct + one product query, the modules form (sitekit/light's createSiteClient)",
    entry: 'modules-visitor.ts',
    oneFileBudget: 42 * KIB,
    firstLoadBudget: 40 * KIB,
  },
  { name: 'the same through the functions of sitekit/light (getProduct(site, id))', entry: 'light-visitor.ts' },
  { name: 'the same through createSiteClient (every module)', entry: 'client-visitor.ts', oneFileBudget: 60 * KIB },
  { name: '+ member login + every catalog write', entry: 'client-member-catalog-writes.ts' },
  { name: 'createSiteClient app + validateResponses()', entry: 'client-visitor-response-checks.ts' },
];

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const verdict = (bytes: number, budget?: number) =>
  budget === undefined ? '' : ` (budget ≤ ${kib(budget)}: ${bytes <= budget ? 'met' : 'NOT met'})`;

const breakdown = process.env.BREAKDOWN === '1';

const group = (path: string) =>
  path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.split('/').slice(0, 2).join('/');

function byGroup(shares: Map<string, number>): Array<[string, number]> {
  const groups = new Map<string, number>();
  for (const [path, bytes] of shares) groups.set(group(path), (groups.get(group(path)) ?? 0) + bytes);
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}

/** Every source file of a one-file build, largest gzip share first, with the minified bytes esbuild gave it. */
function printBreakdown(built: BuiltApp): void {
  const files = [...built.gzipShares.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`    every source file (gzip share, minified bytes in the output):`);
  for (const [source, bytes] of files) {
    const minified = built.minifiedShares.get(source);
    const inOutput = minified === undefined ? '' : `${String(minified).padStart(8)} B minified`;
    console.log(`      ${source.padEnd(64)} ${String(bytes).padStart(6)} B gzip ${inOutput}`);
  }
  console.log(`    esbuild's metafile, the package's dist files in the output (minified bytes):`);
  const inputs = [...built.inputBytes.entries()].filter(([input]) => input.startsWith('dist/'));
  for (const [input, bytes] of inputs.sort((a, b) => b[1] - a[1])) {
    console.log(`      ${input.padEnd(64)} ${String(bytes).padStart(8)} B`);
  }
}

const app = installPackedPackage();
try {
  const tree = installedTree(app.dir);
  console.log(`npm install <packed sitekit>: ${tree.packages} packages, ${(tree.bytes / 1024 / 1024).toFixed(1)} MiB`);
  for (const file of readdirSync(fixtures)) copyFileSync(join(fixtures, file), join(app.dir, file));
  const inApp = (entry: string, splitting: boolean, attribute = false): Promise<BuiltApp> =>
    buildApp(join(app.dir, entry), { workingDir: app.dir, splitting, attribute });
  const axiosAlone = (await inApp('axios-alone.ts', false)).firstLoad.gzipBytes;
  const floorOf = async (splitting: boolean) =>
    (await buildApp(join(root, 'bench/fixtures/shape-floor.ts'), { workingDir: root, splitting })).firstLoad.gzipBytes;
  const [floor, floorFirstLoad] = [await floorOf(false), await floorOf(true)];
  const beside = `axios alone ${kib(axiosAlone)}, floor of the shape ${kib(floor)} (first load ${kib(floorFirstLoad)})`;
  console.log(`references: ${beside} (gzip)\n`);
  for (const { name, entry, oneFileBudget, firstLoadBudget } of APPS) {
    const oneFile = await inApp(entry, false, oneFileBudget !== undefined);
    const split = await inApp(entry, true);
    const whole = oneFile.firstLoad.gzipBytes;
    console.log(`${name} (${entry}):`);
    console.log(
      `    one file ${kib(oneFile.firstLoad.minifiedBytes)} minified, ${kib(whole)} gzip` +
        `${verdict(whole, oneFileBudget)}; ${(whole / axiosAlone).toFixed(2)}× axios alone; ${beside}; ` +
        `sitekit's layer above the floor ${kib(whole - floor)}`,
    );
    console.log(
      `    code splitting: first load ${kib(split.firstLoad.gzipBytes)} gzip${verdict(split.firstLoad.gzipBytes, firstLoadBudget)}, ` +
        `every chunk ${kib(split.all.gzipBytes)} gzip`,
    );
    for (const [source, bytes] of byGroup(oneFile.gzipShares).slice(0, 10)) {
      console.log(`      ${source.padEnd(40)} ${kib(bytes).padStart(10)} gzip`);
    }
    if (breakdown && oneFileBudget !== undefined) printBreakdown(oneFile);
  }
} finally {
  rmSync(app.dir, { recursive: true, force: true });
}
