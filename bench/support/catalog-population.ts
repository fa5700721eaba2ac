import { addMembers, ensureAllProductsCollection, saveCollection } from '../../sandbox/collections/collections-repo.js';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { materializeProduct } from '../../sandbox/products/materialize.js';
import type { OptionSource, ProductSource } from '../../sandbox/products/product-source.js';
import { insertProductRow } from '../../sandbox/products/products-repo.js';
import { mulberry32 } from './sandbox-process.js';

/**
 * A catalog of `products` generated products (names, brands, prices, options, one picture each) in ten collections,
 * written straight through the repository into a sandbox database file, 5,000 per transaction; returns the time it
 * took in ms.
 */
export function populateCatalog(path: string, products: number): number {
  const started = performance.now();
  const database = openDatabase(path);
  const now = new Date().toISOString();
  ensureAllProductsCollection(database, now);
  for (let c = 0; c < 10; c++) {
    saveCollection(database, {
      id: collectionId(c),
      name: `Collection ${c}`,
      slug: `collection-${c}`,
      visible: true,
      isAllProducts: false,
      lastUpdated: now,
    });
  }
  const random = mulberry32(42);
  for (let batch = 0; batch < products; batch += 5_000) {
    database.transaction(() => {
      for (let i = batch; i < Math.min(products, batch + 5_000); i++) {
        const source = benchProduct(i, random);
        insertProductRow(database, source, materializeProduct(source));
        addMembers(database, collectionId(i % 10), [source.id]);
      }
    });
  }
  database.raw.exec('PRAGMA wal_checkpoint(TRUNCATE); ANALYZE;');
  database.close();
  return performance.now() - started;
}

const BRANDS = ['Atelier Dune', 'Kiln & Co', 'Northwind', 'Fjell', 'Maison Lumière', 'Verde'];
const NOUNS = ['Shirt', 'Mug', 'Candle', 'Bowl', 'Tote', 'Blanket', 'Planter', 'Apron', 'Beanie', 'Skillet'];
const ADJECTIVES = ['Linen', 'Stoneware', 'Merino', 'Waxed', 'Olive', 'Cedar', 'Copper', 'Canvas', 'Woven', 'Glazed'];

function benchProduct(i: number, random: () => number): ProductSource {
  const name = `${ADJECTIVES[i % 10]} ${NOUNS[Math.floor(i / 10) % 10]} ${i}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const id = `bench-${String(i).padStart(8, '0')}-0000-4000-a000-000000000000`;
  const price = Math.round((5 + random() * 495) * 100) / 100;
  const options: OptionSource[] =
    i % 3 === 0
      ? []
      : [
          {
            optionType: 'drop_down',
            name: 'Size',
            choices: ['S', 'M', 'L'].map((d) => ({ value: d, description: d, mediaIds: [] })),
          },
        ];
  if (i % 3 === 2)
    options.push({
      optionType: 'color',
      name: 'Color',
      choices: [
        ['Sand', '#C8B69A'],
        ['Olive', '#7D7B4F'],
      ].map(([d, v]) => ({ value: v!, description: d!, mediaIds: [] })),
    });
  const date = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  const url = `/_sandbox/media/${slug}.svg`;
  return {
    id,
    numericId: String(i + 1),
    inventoryItemId: id.replace('bench', 'inv00'),
    name,
    slug,
    visible: i % 20 !== 0,
    productType: 'physical',
    description: `<p>${name}: a benchmark product with a short description.</p>`,
    sku: `B-${i}`,
    weight: Math.round(random() * 300) / 100,
    price,
    cost: Math.round(price * 0.4 * 100) / 100,
    ...(i % 7 === 0 && { discount: { type: 'PERCENT' as const, value: 10 } }),
    stock: { trackInventory: true, quantity: Math.floor(random() * 20), inStock: true },
    media: [
      {
        id: `${slug}.svg`,
        mediaType: 'image',
        title: name,
        image: { url, width: 1000, height: 1000 },
        thumbnail: { url, width: 50, height: 50 },
      },
    ],
    options,
    manageVariants: false,
    variantOverrides: {},
    brand: BRANDS[i % BRANDS.length]!,
    ...(i % 11 === 0 && { ribbon: 'Sale' }),
    createdDate: date,
    lastUpdated: date,
  };
}

export function collectionId(n: number): string {
  return `c0000000-0000-4000-a000-00000000000${n}`;
}
