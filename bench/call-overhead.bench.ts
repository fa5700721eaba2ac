/**
 * Per-call cost of `site.products.getProduct(id)` (catalog v1) and `site.productsV3.getProduct(id)` (v3) with
 * default options (request check, interceptors, token check, error mapping; answers not checked) against a bare axios
 * GET of the same URL. Both read the same answer: each catalog's demo store's largest product, taken from a sandbox seeded with the demo store and then served as a fixed body by a
 * plain node:http server on 127.0.0.1, so that only the clients differ. Median over CALLS calls each, measured in
 * alternating blocks so that drift affects both alike; reported as a ratio. The same with `validateResponses()` from
 * sitekit/validation (tolerant) is printed for reference.
 *
 *   npm run bench:overhead
 */
import axios from 'axios';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../sandbox/index.js';
import type { CatalogName } from '../sandbox/catalog-versioning/store-catalog.js';
import { createSiteClient, OAuthStrategy, type SiteClient } from '../src/index.js';
import { validateResponses } from '../src/validation/index.js';

const CALLS = Number(process.env.CALLS ?? 4000);
const WARMUP = 300;
const BLOCK = 200;
const TARGET_RATIO = 1.1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await call();
  return Number(process.hrtime.bigint() - start) / 1000;
}

/** One catalog's getProduct: the largest demo answer, the path a bare GET reads, and sitekit's call of it. */
interface ProductRead {
  catalog: CatalogName;
  id: string;
  json: string;
  path: string;
  params?: Record<string, string>;
  call: (site: SiteClient) => Promise<unknown>;
}

const READS: Record<CatalogName, { path: (id: string) => string; params?: (id: string) => Record<string, string> }> = {
  v1: { path: (id) => `/stores-reader/v1/products/${encodeURIComponent(id)}`, params: (id) => ({ id }) },
  v3: { path: (id) => `/stores/v3/products/${encodeURIComponent(id)}` },
};

const readWith = (catalog: CatalogName, site: SiteClient, id: string) =>
  catalog === 'v1' ? site.products.getProduct(id) : site.productsV3.getProduct(id);

/** The demo store's visible product with the longest JSON answer to getProduct, on a sandbox of that catalog. */
async function largestDemoProduct(catalog: CatalogName): Promise<ProductRead> {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', catalog });
  try {
    const visitor = createSiteClient({ auth: OAuthStrategy({ clientId: sandbox.clientId }), baseURL: sandbox.url });
    const ids =
      catalog === 'v1'
        ? ((await visitor.products.queryProducts({ paging: { limit: 100 } })).products ?? []).map(({ id }) => id!)
        : ((await visitor.productsV3.queryProducts().limit(100).find()).items ?? []).map(({ id }) => id!);
    let largest = { id: '', json: '' };
    for (const id of ids) {
      const json = JSON.stringify(await readWith(catalog, visitor, id));
      if (json.length > largest.json.length) largest = { id, json };
    }
    const { path, params } = READS[catalog];
    return {
      catalog,
      ...largest,
      path: path(largest.id),
      params: params?.(largest.id),
      call: (site) => readWith(catalog, site, largest.id),
    };
  } finally {
    await sandbox.close();
  }
}

/** A plain node:http server answering each product path with its fixed body, and the token endpoint. */
async function fixedResponses(reads: ProductRead[]): Promise<{ baseURL: string; close: () => void }> {
  const jsonByPath = new Map(reads.map((read) => [read.path, read.json]));
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth2/token') {
        response.end(JSON.stringify({ access_token: 'A', refresh_token: 'R', expires_in: 3600 }));
      } else response.end(jsonByPath.get(new URL(request.url ?? '/', 'http://x').pathname) ?? '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Medians of the three stacks for one read, sampled in alternating blocks. */
async function measure(read: ProductRead, baseURL: string): Promise<Record<'bare' | 'sitekit' | 'checking', number>> {
  const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'bench-client' }), baseURL });
  const checking = createSiteClient({
    auth: OAuthStrategy({ clientId: 'bench-client' }),
    baseURL,
    responseValidation: validateResponses({ onMismatch: () => undefined }),
  });
  const bare = axios.create({ baseURL });
  const calls = {
    bare: () => bare.get(read.path, { params: read.params, headers: { Authorization: 'A' } }),
    sitekit: () => read.call(site),
    checking: () => read.call(checking),
  };
  for (let i = 0; i < WARMUP; i++) for (const call of Object.values(calls)) await call();
  const samples = { bare: [] as number[], sitekit: [] as number[], checking: [] as number[] };
  for (let done = 0; done < CALLS; done += BLOCK) {
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < BLOCK; i++) samples[name as keyof typeof calls].push(await timed(call));
    }
  }
  return { bare: median(samples.bare), sitekit: median(samples.sitekit), checking: median(samples.checking) };
}

async function main(): Promise<void> {
  const reads = [await largestDemoProduct('v1'), await largestDemoProduct('v3')];
  const server = await fixedResponses(reads);
  try {
    for (const read of reads) {
      const medians = await measure(read, server.baseURL);
      const ratio = medians.sitekit / medians.bare;
      console.log(
        `\ncatalog ${read.catalog}: product ${read.id}, ${read.json.length} bytes of JSON, ${CALLS} calls each`,
      );
      console.table([
        { stack: 'bare axios GET', medianMicroseconds: Math.round(medians.bare) },
        { stack: 'sitekit getProduct (default)', medianMicroseconds: Math.round(medians.sitekit) },
        { stack: 'sitekit + validateResponses()', medianMicroseconds: Math.round(medians.checking) },
      ]);
      console.log(
        `ratio sitekit/bare: ${ratio.toFixed(3)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); ` +
          `with tolerant response checking ${(medians.checking / medians.bare).toFixed(3)}x; node ${process.version}`,
      );
    }
  } finally {
    server.close();
  }
}

await main();
