/**
 * Sandbox catalog V3 benchmark (`npm run bench:sandbox-v3`). With 100,000 V3 products in a file database (names,
 * descriptions and brands drawn from a small vocabulary; a third without options, the rest with sizes and colours;
 * one inventory item per variant), a mix of the product searches a storefront sends, by a visitor as
 * `GET /stores/v3/products/search?.r=…`: free text ranked by relevance, filters (price, brand, choice) with a sort,
 * the storefront's five facet aggregations over a filtered list, and later pages through cursors. Thousands of
 * different requests are taken in turn, so no answer or product is served from a cache often. Measured: median
 * latency of sequential requests (overall and per kind), the server's CPU time per request, and requests/s under
 * load from autocannon in a separate process. The server runs in its own child process.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductV3 } from '../generated/types.gen.js';
import { syncInventory } from '../sandbox/inventory-items-v3/inventory-sync.js';
import { normaliseNewProduct } from '../sandbox/products-v3/products-v3-input.js';
import { insertProductV3 } from '../sandbox/products-v3/products-v3-repo.js';
import { establishCatalog } from '../sandbox/catalog-versioning/store-catalog.js';
import { openDatabase } from '../sandbox/kernel/db/database.js';
import { STOREFRONT_AGGREGATIONS } from '../tests/support/storefront-aggregations.js';
import { mixUnderLoad, sequentialMixLatency, serverCpuPerMixRequest } from './support/load-mix.js';
import {
  dotR,
  inTemporaryDatabase,
  LATENCY_SAMPLES,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  mulberry32,
  visitorToken,
  withServer,
} from './support/sandbox-process.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Requests of each kind in the mix (later pages: one per first page followed). */
const PER_KIND = 1_000;
const BRANDS = ['Atelier Dune', 'Kiln & Co', 'Northwind', 'Fjell', 'Maison Lumière', 'Verde'];
const ADJECTIVES = ['amber', 'linen', 'woollen', 'copper', 'oak', 'glazed', 'striped', 'quilted', 'indigo', 'matte'];
const NOUNS = ['lamp', 'shirt', 'bowl', 'scarf', 'chair', 'vase', 'throw', 'mug', 'jacket', 'basket', 'rug', 'tote'];
const MATERIALS = ['cotton', 'stoneware', 'walnut', 'brass', 'merino', 'rattan', 'porcelain', 'hemp'];
const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Sand', 'Moss', 'Slate', 'Rust'];
const PAGE = 24;

type Search = Record<string, unknown>;
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const searchPath = (search: Search, kind: string) => `/stores/v3/products/search?.r=${dotR({ search })}#${kind}`;

/** A random filter of a storefront's list: a price window, one or two brands, maybe a size. */
function randomFilter(random: () => number): Search {
  const from = Math.floor(random() * 400);
  const conditions: Search[] = [
    { 'actualPriceRange.minValue.amount': { $gte: from, $lt: from + 20 + Math.floor(random() * 200) } },
    { 'brand.name': { $in: [pick(random, BRANDS), pick(random, BRANDS)] } },
  ];
  if (random() < 0.5) conditions.push({ 'options.choicesSettings.choices.name': { $hasSome: [pick(random, SIZES)] } });
  return { $and: conditions };
}

const randomSort = (random: () => number) => [
  { fieldName: random() < 0.5 ? 'actualPriceRange.minValue.amount' : 'name', order: random() < 0.5 ? 'ASC' : 'DESC' },
];

/** First pages of the mix: free text, filtered and sorted lists, facets over a filtered list. */
function firstPages(random: () => number): { paths: string[]; toFollow: Search[] } {
  const paths: string[] = [];
  const toFollow: Search[] = [];
  for (let i = 0; i < PER_KIND; i++) {
    const words = [
      pick(random, ADJECTIVES),
      pick(random, [...NOUNS, ...MATERIALS, ...BRANDS.map((b) => b.split(' ')[0]!)]),
    ];
    const expression = random() < 0.3 ? words[1]! : words.join(' ');
    paths.push(searchPath({ search: { expression }, cursorPaging: { limit: PAGE } }, 'free text'));
    paths.push(
      searchPath({ filter: randomFilter(random), sort: randomSort(random), cursorPaging: { limit: PAGE } }, 'filter'),
    );
    paths.push(
      searchPath(
        { filter: randomFilter(random), aggregations: STOREFRONT_AGGREGATIONS, cursorPaging: { limit: PAGE } },
        'facets',
      ),
    );
    toFollow.push({
      ...(random() < 0.5 ? { search: { expression: pick(random, NOUNS) } } : { sort: randomSort(random) }),
      filter: { 'actualPriceRange.minValue.amount': { $gte: Math.floor(random() * 450) } },
      cursorPaging: { limit: PAGE },
    });
  }
  return { paths, toFollow };
}

/** Later pages (the second to the fourth) of some first pages, reached by their `next` cursors. */
async function laterPages(origin: string, token: string, random: () => number, searches: Search[]): Promise<string[]> {
  const paths: string[] = [];
  for (const search of searches) {
    let cursor: string | undefined;
    let body: Search = search;
    const depth = 1 + Math.floor(random() * 3);
    for (let page = 0; page < depth; page++) {
      const reply = await fetch(`${origin}${searchPath(body, '')}`, { headers: { authorization: token } });
      const json = (await reply.json()) as { pagingMetadata?: { cursors?: { next?: string } } };
      cursor = json.pagingMetadata?.cursors?.next;
      if (!cursor) break;
      body = { cursorPaging: { cursor, limit: PAGE } };
    }
    if (cursor) paths.push(searchPath(body, 'later page'));
  }
  return paths;
}

/** The kinds interleaved, shuffled with a fixed seed, so that any run of requests holds all of them. */
function interleave(random: () => number, paths: string[]): string[] {
  const shuffled = [...paths];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

async function main(): Promise<void> {
  await inTemporaryDatabase('sitekit-bench-v3-', async (db) => {
    const populateMs = populate(db);
    const sizeMb = (statSync(db).size / 1024 / 1024).toFixed(0);
    await withServer(db, ['--catalog', 'v3', '--seed', 'none'], async (server) => {
      const token = await visitorToken(server.url, server.clientId);
      const random = mulberry32(11);
      const first = firstPages(random);
      const later = await laterPages(server.url, token, random, first.toFollow);
      const paths = interleave(random, [...first.paths, ...later]);
      const latency = await sequentialMixLatency(server.url, paths, token);
      const cpu = await serverCpuPerMixRequest(server, paths.slice(LATENCY_SAMPLES + 50), token);
      const load = await mixUnderLoad(server.url, paths, token, join(db, '..', 'mix.json'));
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      const kinds = [...latency.byKind].map(([kind, median]) => `${kind} ${ms(median)}`).join(', ');
      console.log(
        [
          `Products: ${PRODUCTS.toLocaleString('en-US')} V3 (database ${sizeMb} MB, populated in ${(populateMs / 1000).toFixed(1)} s)`,
          `Mix: ${paths.length} different searches (${first.paths.length} first pages: free text, filter + sort, facets; ${later.length} later pages), ${PAGE} products a page`,
          `  sequential (${LATENCY_SAMPLES} requests): median ${ms(latency.median)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)}`,
          `  median by kind: ${kinds}`,
          `  server CPU per request (2,000 sequential requests of the mix, user + system): ${ms(cpu)}`,
          `  under load (autocannon -c ${LOAD_CONNECTIONS} -d ${LOAD_SECONDS} over the mix, separate process): ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.total} requests, non-2xx ${load.non2xx}, errors ${load.errors}`,
        ].join('\n'),
      );
    });
  });
}

/** Writes the products straight through the repository, 5,000 per transaction. */
function populate(path: string): number {
  const started = performance.now();
  const database = openDatabase(path);
  establishCatalog(database, 'v3');
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
  const sizes = i % 3 === 0 ? [] : SIZES;
  const colours = i % 3 === 2 ? COLOURS.slice(0, 2 + (i % 2)) : [];
  const options = [
    ...(sizes.length ? [{ name: 'Size', choices: sizes }] : []),
    ...(colours.length ? [{ name: 'Colour', choices: colours }] : []),
  ];
  const combinations = options.reduce<string[][]>(
    (found, option) => found.flatMap((picked) => option.choices.map((choice) => [...picked, choice])),
    [[]],
  );
  const brand = BRANDS[i % BRANDS.length]!;
  const noun = pick(random, NOUNS);
  return {
    name: `${pick(random, ADJECTIVES)} ${noun} ${i}`,
    slug: `bench-product-${i}`,
    productType: 'PHYSICAL',
    physicalProperties: {},
    visible: i % 20 !== 0,
    brand: { name: brand },
    plainDescription: `<p>A ${pick(random, ADJECTIVES)} ${noun} in ${pick(random, MATERIALS)}, made by ${brand}.</p>`,
    media: { itemsInfo: { items: [{ url: `/_sandbox/media/bench-${i}.svg`, altText: `Bench ${i}` }] } },
    options: options.map((option) => ({
      name: option.name,
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: { choices: option.choices.map((name) => ({ name })) },
    })),
    variantsInfo: {
      variants: combinations.map((picked) => ({
        sku: ['B', i, ...picked].join('-'),
        choices: picked.map((choiceName, n) => ({
          optionChoiceNames: { optionName: options[n]!.name, choiceName, renderType: 'TEXT_CHOICES' },
        })),
        price: { actualPrice: { amount: price } },
        physicalProperties: { weight: Math.round(random() * 300) / 100 },
      })),
    },
  };
}

await main();
