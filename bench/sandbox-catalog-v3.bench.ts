/**
 * Sandbox catalogue V3 benchmark (`npm run bench:sandbox-v3`). With 100,000 V3 products in a file database (a third
 * without options, the rest with 3 sizes; one inventory item per variant), a filtered, sorted 50-item product search
 * sent as `GET /stores/v3/products/search?.r=…` by a visitor: median latency of sequential requests, the server's CPU
 * time per request, and requests/s under load from autocannon in a separate process. The server runs in its own
 * child process.
 */
import { statSync } from 'node:fs';
import type { ProductV3 } from '../generated/types.gen.js';
import { syncInventory } from '../sandbox/catalog-v3/inventory-sync.js';
import { normaliseNewProduct } from '../sandbox/catalog-v3/product-input-v3.js';
import { insertProductV3 } from '../sandbox/catalog-v3/products-repo-v3.js';
import { establishCatalogue } from '../sandbox/catalog-v3/store-catalogue.js';
import { openDatabase } from '../sandbox/db/database.js';
import {
  autocannon,
  dotR,
  inTemporaryDatabase,
  LATENCY_SAMPLES,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  mulberry32,
  sequentialLatency,
  serverCpuPerRequest,
  visitorToken,
  withServer,
} from './support/sandbox-process.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BRANDS = ['Atelier Dune', 'Kiln & Co', 'Northwind', 'Fjell', 'Maison Lumière', 'Verde'];

export const SEARCH = {
  search: {
    filter: {
      $and: [
        { 'actualPriceRange.minValue.amount': { $gte: 20 } },
        { 'actualPriceRange.minValue.amount': { $lt: 200 } },
        { 'brand.name': { $ne: 'Verde' } },
      ],
    },
    sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
    cursorPaging: { limit: 50 },
  },
};

async function main(): Promise<void> {
  await inTemporaryDatabase('sitekit-bench-v3-', async (db) => {
    const populateMs = populate(db);
    const sizeMb = (statSync(db).size / 1024 / 1024).toFixed(0);
    await withServer(db, ['--catalog', 'v3', '--seed', 'none'], async (server) => {
      const token = await visitorToken(server.url, server.clientId);
      const url = `${server.url}/stores/v3/products/search?.r=${dotR(SEARCH)}`;
      const sample = await fetch(url, { headers: { authorization: token } });
      const text = await sample.text();
      if (sample.status !== 200) throw new Error(`search failed: ${sample.status} ${text}`);
      const body = JSON.parse(text) as { products: unknown[]; pagingMetadata: { hasNext: boolean } };
      const latency = await sequentialLatency(url, token);
      const cpu = await serverCpuPerRequest(server, url, token);
      const load = await autocannon(url, token);
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      console.log(
        [
          `Products: ${PRODUCTS.toLocaleString('en-US')} V3 (database ${sizeMb} MB, populated in ${(populateMs / 1000).toFixed(1)} s)`,
          `Search ${JSON.stringify(SEARCH)}: ${body.products.length} items, ${(text.length / 1024).toFixed(0)} KiB, hasNext ${body.pagingMetadata.hasNext}`,
          `  sequential (${LATENCY_SAMPLES} requests): median ${ms(latency.median)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}`,
          `  server CPU per request (2,000 sequential requests, user + system): ${ms(cpu)}`,
          `  under load (autocannon -c ${LOAD_CONNECTIONS} -d ${LOAD_SECONDS}, separate process): ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.total} requests, non-2xx ${load.non2xx}, errors ${load.errors}`,
        ].join('\n'),
      );
    });
  });
}

/** Writes the products straight through the repository, 5,000 per transaction. */
function populate(path: string): number {
  const started = performance.now();
  const database = openDatabase(path);
  establishCatalogue(database, 'v3');
  const random = mulberry32(7);
  for (let batch = 0; batch < PRODUCTS; batch += 5_000) {
    database.transaction(() => {
      for (let i = batch; i < Math.min(PRODUCTS, batch + 5_000); i++) {
        const product = normaliseNewProduct(benchProduct(i, random));
        const date = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
        insertProductV3(database, { product, revision: 1, createdDate: date, updatedDate: date });
        syncInventory(database, product, date);
      }
    });
  }
  database.raw.exec('PRAGMA wal_checkpoint(TRUNCATE); ANALYZE;');
  database.close();
  return performance.now() - started;
}

function benchProduct(i: number, random: () => number): ProductV3 {
  const price = (5 + random() * 495).toFixed(2);
  const sizes = i % 3 === 0 ? [] : ['S', 'M', 'L'];
  return {
    name: `Bench Product ${i}`,
    slug: `bench-product-${i}`,
    productType: 'PHYSICAL',
    physicalProperties: {},
    visible: i % 20 !== 0,
    brand: { name: BRANDS[i % BRANDS.length]! },
    plainDescription: `<p>Bench product ${i}: a benchmark product with a short description.</p>`,
    media: { itemsInfo: { items: [{ url: `/_sandbox/media/bench-${i}.svg`, altText: `Bench ${i}` }] } },
    options: sizes.length
      ? [
          {
            name: 'Size',
            optionRenderType: 'TEXT_CHOICES',
            choicesSettings: { choices: sizes.map((name) => ({ name })) },
          },
        ]
      : [],
    variantsInfo: {
      variants: (sizes.length ? sizes : [undefined]).map((size) => ({
        sku: `B-${i}${size ? `-${size}` : ''}`,
        choices: size
          ? [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }]
          : [],
        price: { actualPrice: { amount: price } },
        physicalProperties: { weight: Math.round(random() * 300) / 100 },
      })),
    },
  };
}

await main();
