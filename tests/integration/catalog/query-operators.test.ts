import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductsQueryBuilder, SiteClient, Product } from '../../../src/index.js';
import { DEMO } from '../support/demo-store.js';
import { oauthClient, type LoggedClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';

const sandbox = useSandboxUnderTest('demo');
let visitor: LoggedClient<unknown>;
/** Every product a visitor sees, from one unfiltered read: the expected results are computed from it. */
let all: Product[];
let summerLinen: string;
let newArrivals: string;
beforeAll(async () => {
  visitor = oauthClient(sandbox);
  all = (await visitor.site.products.queryProducts().limit(100).find()).items;
  summerLinen = (await visitor.site.collections.getCollectionBySlug('summer-linen')).collection!.id!;
  newArrivals = (await visitor.site.collections.getCollectionBySlug('new-arrivals')).collection!.id!;
});

const query = () => visitor.site.products.queryProducts();
const lower = (text: string | undefined) => (text ?? '').toLowerCase();
const price = (product: Product) => product.priceData!.price!;
const inCollection = (product: Product, id: string) => product.collectionIds?.includes(id) ?? false;

interface OperatorCase {
  name: string;
  build: () => ProductsQueryBuilder;
  expected: (product: Product) => boolean;
}

const CASES: OperatorCase[] = [
  { name: 'eq text', build: () => query().eq('brand', 'Fjell Outdoor'), expected: (p) => p.brand === 'Fjell Outdoor' },
  { name: 'eq enum', build: () => query().eq('productType', 'digital'), expected: (p) => p.productType === 'digital' },
  { name: 'eq number', build: () => query().eq('price', 38), expected: (p) => price(p) === 38 },
  {
    name: 'ne (products without the value included)',
    build: () => query().ne('ribbon', 'Sale'),
    expected: (p) => p.ribbon !== 'Sale',
  },
  { name: 'ge', build: () => query().ge('price', 59.9), expected: (p) => price(p) >= 59.9 },
  { name: 'gt', build: () => query().gt('price', 59.9), expected: (p) => price(p) > 59.9 },
  { name: 'le', build: () => query().le('price', 19), expected: (p) => price(p) <= 19 },
  { name: 'lt', build: () => query().lt('price', 19), expected: (p) => price(p) < 19 },
  {
    name: 'startsWith (case-insensitive)',
    build: () => query().startsWith('name', 'linen'),
    expected: (p) => lower(p.name).startsWith('linen'),
  },
  {
    name: 'endsWith',
    build: () => query().endsWith('name', 'Candle'),
    expected: (p) => lower(p.name).endsWith('candle'),
  },
  { name: 'contains', build: () => query().contains('name', 'WOOL'), expected: (p) => lower(p.name).includes('wool') },
  {
    name: 'contains on sku',
    build: () => query().contains('sku', 'can'),
    expected: (p) => lower(p.sku).includes('can'),
  },
  {
    name: 'hasSome',
    build: () => query().hasSome('collectionIds', summerLinen, newArrivals),
    expected: (p) => inCollection(p, summerLinen) || inCollection(p, newArrivals),
  },
  {
    name: 'hasAll',
    build: () => query().hasAll('collectionIds', [summerLinen, newArrivals]),
    expected: (p) => inCollection(p, summerLinen) && inCollection(p, newArrivals),
  },
  {
    name: 'in',
    build: () => query().in('brand', ['Maison Lumière', 'Verde Botanics']),
    expected: (p) => ['Maison Lumière', 'Verde Botanics'].includes(p.brand ?? ''),
  },
  {
    name: 'exists',
    build: () => query().exists('ribbon'),
    expected: (p) => p.ribbon !== undefined && p.ribbon !== null,
  },
  {
    name: 'exists false',
    build: () => query().exists('weight', false),
    expected: (p) => p.weight === undefined || p.weight === null,
  },
  {
    name: 'between (half-open)',
    build: () => query().between('price', 32, 46),
    expected: (p) => price(p) >= 32 && price(p) < 46,
  },
  { name: 'isEmpty', build: () => query().isEmpty('ribbon'), expected: (p) => !p.ribbon },
  { name: 'isNotEmpty', build: () => query().isNotEmpty('ribbon'), expected: (p) => Boolean(p.ribbon) },
  {
    name: 'successive conditions are ANDed',
    build: () => query().eq('brand', 'Atelier Dune').lt('price', 50),
    expected: (p) => p.brand === 'Atelier Dune' && price(p) < 50,
  },
  {
    name: 'and',
    build: () => query().eq('brand', 'Kōyō Ceramics').and(query().gt('price', 30)),
    expected: (p) => p.brand === 'Kōyō Ceramics' && price(p) > 30,
  },
  {
    name: 'or',
    build: () => query().eq('brand', 'Fjell Outdoor').or(query().eq('ribbon', 'Bestseller')),
    expected: (p) => p.brand === 'Fjell Outdoor' || p.ribbon === 'Bestseller',
  },
  {
    name: 'not keeps the conditions already built',
    build: () => query().ge('price', 30).not(query().eq('brand', 'Atelier Dune')),
    expected: (p) => price(p) >= 30 && p.brand !== 'Atelier Dune',
  },
  {
    name: 'nested or inside and',
    build: () =>
      query()
        .lt('price', 60)
        .and(query().eq('brand', 'Maison Lumière').or(query().eq('brand', 'Northwind Supply'))),
    expected: (p) => price(p) < 60 && (p.brand === 'Maison Lumière' || p.brand === 'Northwind Supply'),
  },
  {
    name: 'nested field: stock.inventoryStatus',
    build: () => query().eq('stock.inventoryStatus', 'PARTIALLY_OUT_OF_STOCK'),
    expected: (p) => p.stock?.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK',
  },
  {
    name: 'nested field: stock.inStock',
    build: () => query().eq('stock.inStock', false),
    expected: (p) => p.stock?.inStock === false,
  },
  {
    name: 'nested field: priceData.price',
    build: () => query().ge('priceData.price', 85),
    expected: (p) => price(p) >= 85,
  },
  {
    name: 'numericId compares as a number',
    build: () => query().gt('numericId', 30),
    expected: (p) => Number(p.numericId) > 30,
  },
  {
    name: 'dates compare as instants',
    build: () => query().ge('createdDate', all.map((p) => p.createdDate!).sort()[20]!),
    expected: (p) => p.createdDate! >= all.map((q) => q.createdDate!).sort()[20]!,
  },
];

const sortedIds = (products: readonly Product[]) => products.map((p) => p.id!).sort();

describe('every operator against the demo store, expected results computed from an unfiltered read', () => {
  it('the unfiltered read holds every visible demo product', () => {
    expect(all).toHaveLength(DEMO.visibleProductCount);
  });

  it.each(CASES)('$name', async ({ build, expected }) => {
    const wanted = all.filter(expected);
    expect(wanted.length, 'the case must match something').toBeGreaterThan(0);
    expect(wanted.length, 'the case must filter something out').toBeLessThan(all.length);
    const page = await build().limit(100).find();
    expect(sortedIds(page.items)).toEqual(sortedIds(wanted));
    expect(page.totalCount).toBe(wanted.length);
  });

  it('a filter that matches nothing answers an empty page with total 0', async () => {
    const page = await query().eq('brand', 'No Such Brand').find();
    expect(page.items).toEqual([]);
    expect(page.totalCount).toBe(0);
    expect(page.hasNext()).toBe(false);
  });

  it('eq(field, undefined) means "is empty", not "anything"', async () => {
    const page = await query().eq('ribbon', undefined).limit(100).find();
    expect(sortedIds(page.items)).toEqual(sortedIds(all.filter((p) => !p.ribbon)));
  });
});

describe('the typed overload', () => {
  it('runs a ready-made query and answers the raw page', async () => {
    const site: SiteClient<unknown> = visitor.site;
    const response = await site.products.queryProducts({
      filter: { brand: 'Fjell Outdoor', price: { $lt: 60 } },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 3, offset: 1 },
    });
    const wanted = all
      .filter((p) => p.brand === 'Fjell Outdoor' && price(p) < 60)
      .sort((a, b) => price(b) - price(a) || Number(b.numericId) - Number(a.numericId));
    expect(response.products?.map((p) => p.id)).toEqual(wanted.slice(1, 4).map((p) => p.id));
    expect(response.metadata).toEqual({ count: 3, offset: 1, total: wanted.length });
  });

  it('gives the same answer as the builder for the same query', async () => {
    const builder = query().contains('name', 'linen').descending('price').limit(4);
    const typed = await visitor.site.products.queryProducts(builder.toQuery());
    const built = await builder.find();
    expect(typed.products).toEqual(built.items);
    expect(typed.metadata).toEqual(built.metadata);
  });
});
