/**
 * Per-call cost of `site.products.getProduct(id)` with default options (request check, interceptors, token check,
 * error mapping; answers not checked) against a bare axios GET of the same URL. Both read the same answer: the demo
 * store's largest product, taken from a sandbox seeded with the demo store and then served as a fixed body by a
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
import { ApiKeyStrategy, createSiteClient, OAuthStrategy } from '../src/index.js';
import { validateResponses } from '../src/validation/index.js';

const CALLS = Number(process.env.CALLS ?? 4000);
const WARMUP = 300;
const BLOCK = 200;
const TARGET_RATIO = 1.15;

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

/** The demo store's product with the longest JSON answer to getProduct, as a visitor reads it. */
async function largestDemoProduct(): Promise<{ id: string; answer: string }> {
  const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  try {
    const admin = createSiteClient({
      auth: ApiKeyStrategy({ apiKey: sandbox.apiKey, siteId: sandbox.siteId }),
      baseURL: sandbox.url,
    });
    const visitor = createSiteClient({ auth: OAuthStrategy({ clientId: sandbox.clientId }), baseURL: sandbox.url });
    const { products = [] } = await admin.products.queryProducts({ paging: { limit: 100 } });
    let largest = { id: '', answer: '' };
    for (const { id, visible } of products) {
      if (visible === false) continue; // a visitor cannot read it
      const answer = JSON.stringify(await visitor.products.getProduct(id!));
      if (answer.length > largest.answer.length) largest = { id: id!, answer };
    }
    return largest;
  } finally {
    await sandbox.close();
  }
}

async function main(): Promise<void> {
  const product = await largestDemoProduct();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth2/token') {
        response.end(JSON.stringify({ access_token: 'A', refresh_token: 'R', expires_in: 3600 }));
      } else response.end(product.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const site = createSiteClient({ auth: OAuthStrategy({ clientId: 'bench-client' }), baseURL });
  const checking = createSiteClient({
    auth: OAuthStrategy({ clientId: 'bench-client' }),
    baseURL,
    responseValidation: validateResponses({ onMismatch: () => undefined }),
  });
  const bare = axios.create({ baseURL });
  const calls = {
    bare: () =>
      bare.get(`/stores-reader/v1/products/${encodeURIComponent(product.id)}`, {
        params: { id: product.id },
        headers: { Authorization: 'A' },
      }),
    sitekit: () => site.products.getProduct(product.id),
    checking: () => checking.products.getProduct(product.id),
  };

  for (let i = 0; i < WARMUP; i++) for (const call of Object.values(calls)) await call();
  const samples = { bare: [] as number[], sitekit: [] as number[], checking: [] as number[] };
  for (let done = 0; done < CALLS; done += BLOCK) {
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < BLOCK; i++) samples[name as keyof typeof calls].push(await timed(call));
    }
  }
  server.close();

  const medians = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]));
  console.log(`answer: product ${product.id}, ${product.answer.length} bytes of JSON`);
  console.table([
    { stack: 'bare axios GET', calls: samples.bare.length, medianMicroseconds: Math.round(medians.bare!) },
    {
      stack: 'sitekit getProduct (default)',
      calls: samples.sitekit.length,
      medianMicroseconds: Math.round(medians.sitekit!),
    },
    {
      stack: 'sitekit + validateResponses()',
      calls: samples.checking.length,
      medianMicroseconds: Math.round(medians.checking!),
    },
  ]);
  const ratio = medians.sitekit! / medians.bare!;
  console.log(
    `ratio sitekit/bare: ${ratio.toFixed(3)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); ` +
      `with tolerant response checking ${(medians.checking! / medians.bare!).toFixed(3)}x; node ${process.version}`,
  );
}

await main();
