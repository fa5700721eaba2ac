/**
 * `for await` over every product of a query: 10,000 products served in pages of 100 by a loopback node:http server
 * that speaks the product query's GET `.r` form, through a real site client (API key, all interceptors, zod
 * validation of every page). Reports products per second (median of the timed runs).
 * Run: npm run bench:iteration
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiKeyStrategy, createSiteClient } from '../src/index.js';

const PRODUCT_COUNT = 10_000;
const PAGE_SIZE = 100;
const WARM_UP_RUNS = 1;
const TIMED_RUNS = 5;

function product(index: number) {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const price = 10 + (index % 90);
  return {
    id,
    name: `Linen Shirt ${index}`,
    slug: `linen-shirt-${index}`,
    visible: true,
    productType: 'physical',
    sku: `LS-${index}`,
    weight: 0.28,
    stock: { trackInventory: true, quantity: index % 40, inStock: index % 40 > 0, inventoryStatus: 'IN_STOCK' },
    priceData: { currency: 'USD', price, discountedPrice: price, formatted: { price: `$${price}.00` } },
    media: {
      mainMedia: {
        id: `3c76e2_${index}~mv2.jpg`,
        mediaType: 'image',
        image: { url: `https://static.wixstatic.com/media/3c76e2_${index}~mv2.jpg`, width: 1600, height: 2000 },
      },
    },
    collectionIds: ['00000000-000000-000000-000000000001'],
    lastUpdated: '2026-03-14T09:42:17.512Z',
    createdDate: '2026-01-05T08:40:52.117Z',
  };
}

const STORE = Array.from({ length: PRODUCT_COUNT }, (_, index) => product(index));

function requestedPaging(request: IncomingMessage): { offset: number; limit: number } {
  const encoded = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('.r') ?? '';
  const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
    query?: { paging?: { offset?: number; limit?: number } };
  };
  return { offset: payload.query?.paging?.offset ?? 0, limit: payload.query?.paging?.limit ?? 50 };
}

function respond(request: IncomingMessage, response: ServerResponse): void {
  const { offset, limit } = requestedPaging(request);
  const products = STORE.slice(offset, offset + limit);
  const body = JSON.stringify({ products, metadata: { count: products.length, offset, total: PRODUCT_COUNT } });
  response.writeHead(200, { 'content-type': 'application/json', 'x-wix-request-id': `bench-${offset}` });
  response.end(body);
}

async function listen(): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = createServer(respond);
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function iterateAll(baseURL: string): Promise<{ products: number; ms: number }> {
  const site = createSiteClient({ auth: ApiKeyStrategy({ apiKey: 'bench-key', siteId: 'bench-site' }), baseURL });
  const started = performance.now();
  let products = 0;
  for await (const item of await site.products.queryProducts().eq('visible', true).limit(PAGE_SIZE).find()) {
    if (item.id) products += 1;
  }
  return { products, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await listen();
try {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await iterateAll(server.baseURL);
  const rates: number[] = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const { products, ms } = await iterateAll(server.baseURL);
    if (products !== PRODUCT_COUNT) throw new Error(`iterated ${products} products, expected ${PRODUCT_COUNT}`);
    rates.push((products / ms) * 1000);
    console.log(
      `run ${run + 1}: ${products} products in ${ms.toFixed(0)} ms (${((products / ms) * 1000).toFixed(0)}/s)`,
    );
  }
  console.log(
    `for await over ${PRODUCT_COUNT} products, pages of ${PAGE_SIZE}: median ${median(rates).toFixed(0)} products/s ` +
      `(min ${Math.min(...rates).toFixed(0)}, max ${Math.max(...rates).toFixed(0)}; Node ${process.version})`,
  );
} finally {
  await server.close();
}
