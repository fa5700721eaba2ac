/**
 * Which of the project's files one storefront search on catalog v3 runs code in, from the shop page's loader to the
 * sandbox's SQL and back: the app on Vite's dev server (one module per source file) and the sandbox, in this process.
 * A first search loads every module; V8's precise coverage then counts the functions the second one calls, and a file
 * is crossed when any of its functions ran. Module bodies do not count (they ran at the first search).
 *
 *   npm run measure:search-path   (PART: `page`, the shop page rendered on the server, or `client`, the same search
 *                                  on a sitekit client; QUERY: the page's address, default /?q=linen&sort=price-asc)
 */
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppDevServer } from '../app/serve-app.js';
import { fetchSandboxInfo } from '../app/src/lib/server/sandbox-info.js';
import { createSiteClient, OAuthStrategy } from '../src/index.js';
import { startSandbox } from '../sandbox/index.js';

const QUERY = process.env.QUERY ?? '/?q=linen&sort=price-asc';
/** `page`: the whole shop page rendered on the server; `client`: the same search called on a sitekit client. */
const PART = process.env.PART ?? 'page';
const root = fileURLToPath(new URL('..', import.meta.url));

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { count: number }[] }[];
}

/** The project file a script's URL names (`file://` for Node's modules, a plain path for Vite's), or none. */
function projectFile(url: string): string | undefined {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url.split('?')[0]!;
  if (!path.startsWith(root) || path.includes('/node_modules/') || path === fileURLToPath(import.meta.url))
    return undefined;
  return relative(root, path);
}

/** The search to measure, with what it runs on: a sitekit client against the sandbox, or the app server's page. */
async function searchOf(sandboxUrl: string): Promise<{ search: () => Promise<void>; close: () => Promise<void> }> {
  if (PART === 'client') {
    const site = createSiteClient({
      auth: OAuthStrategy({ clientId: (await fetchSandboxInfo(sandboxUrl)).clientId }),
      baseURL: sandboxUrl,
    });
    const search = async () => {
      const found = await site.productsV3
        .searchProducts()
        .eq('visible', true)
        .limit(12)
        .search('linen', { fuzzy: true })
        .ascending('actualPriceRange.minValue.amount')
        .find();
      if (found.items.length === 0) throw new Error('the search found nothing');
    };
    return { search, close: async () => {} };
  }
  const app = await startAppDevServer({ apiUrl: sandboxUrl }, 0, { watchFiles: false });
  const search = async () => {
    const response = await fetch(new URL(QUERY, app.url));
    if (response.status !== 200) throw new Error(`${QUERY} answered ${response.status}`);
    await response.text();
  };
  return { search, close: app.close };
}

const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog: 'v3' });
const { search, close } = await searchOf(sandbox.url);
const session = new Session();
session.connect();
try {
  await search();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await session.post('Profiler.takePreciseCoverage'); // resets the counts
  await search();
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  const crossed = new Set<string>();
  for (const script of result) {
    const file = projectFile(script.url);
    if (!file) continue;
    // The first function is the module body; a file counts when one of its own functions ran.
    if (script.functions.some((fn, index) => index > 0 && fn.ranges[0]!.count > 0)) crossed.add(file);
  }
  const files = [...crossed].sort();
  const folder = (file: string) => file.split('/')[0]!;
  const byFolder = new Map<string, number>();
  for (const file of files) byFolder.set(folder(file), (byFolder.get(folder(file)) ?? 0) + 1);
  const what = PART === 'client' ? "the shop page's v3 product search, called on a sitekit client" : QUERY;
  console.log(`One search (${what}) on catalog v3 runs code in ${files.length} files of the project:`);
  for (const [name, count] of byFolder) console.log(`  ${name}/: ${count}`);
  const handWritten = files.filter((file) => folder(file) !== 'generated');
  console.log(`  hand-written: ${handWritten.length}\n`);
  for (const file of files) console.log(`  ${file}`);
} finally {
  session.disconnect();
  await close();
  await sandbox.close();
}
