import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/index.js';
import { DEMO } from '../support/demo-store.js';
import { expectedOrder, idsOf } from '../support/expected-order.js';
import { oauthClient } from '../support/site-clients.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { useStoreClients } from '../support/store-clients.js';

const QUERY_PATH = '/stores-reader/v1/products/query-platformized';

const sandbox = useSandboxUnderTest('demo');
const clients = useStoreClients(sandbox);
let all: Product[];
beforeAll(async () => {
  all = (await clients.visitor.site.products.queryProducts().limit(100).find()).items;
});

const query = () => clients.visitor.site.products.queryProducts();
const price = (product: Product) => product.priceData!.price;

describe('sorting', () => {
  it('without sort keys: newest first', async () => {
    expect(idsOf((await query().limit(100).find()).items)).toEqual(idsOf(expectedOrder(all, [])));
  });

  it('ascending by price, ties broken stably', async () => {
    const page = await query().ascending('price').limit(100).find();
    expect(idsOf(page.items)).toEqual(idsOf(expectedOrder(all, [[price, 'ASC']])));
    expect(new Set(all.map(price)).size).toBeLessThan(all.length);
  });

  it('descending by name, case-insensitively', async () => {
    const page = await query().descending('name').limit(100).find();
    expect(idsOf(page.items)).toEqual(idsOf(expectedOrder(all, [[(p) => p.name, 'DESC']])));
  });

  it('several keys, most significant first', async () => {
    const page = await query().ascending('brand').descending('price').limit(100).find();
    expect(idsOf(page.items)).toEqual(
      idsOf(
        expectedOrder(all, [
          [(p) => p.brand, 'ASC'],
          [price, 'DESC'],
        ]),
      ),
    );
  });
});

describe('offset paging', () => {
  const byPrice = () => expectedOrder(all, [[price, 'ASC']]);

  it('walks forward with next() and back with prev(), with hasNext, hasPrev, currentPage and totalCount', async () => {
    const expected = idsOf(byPrice());
    const first = await query().ascending('price').limit(10).find();
    expect(idsOf(first.items)).toEqual(expected.slice(0, 10));
    expect([first.totalCount, first.pageSize, first.currentPage]).toEqual([DEMO.visibleProductCount, 10, 0]);
    expect([first.hasNext(), first.hasPrev()]).toEqual([true, false]);
    await expect(first.prev()).rejects.toThrow('No previous page to fetch');

    const second = await first.next();
    expect(idsOf(second.items)).toEqual(expected.slice(10, 20));
    expect([second.currentPage, second.hasPrev()]).toEqual([1, true]);
    const fourth = await (await second.next()).next();
    expect(idsOf(fourth.items)).toEqual(expected.slice(30, 35));
    expect([fourth.currentPage, fourth.hasNext(), fourth.length]).toEqual([3, false, 5]);
    await expect(fourth.next()).rejects.toThrow('No next page to fetch');

    const third = await fourth.prev();
    expect(idsOf(third.items)).toEqual(expected.slice(20, 30));
  });

  it('skip() then prev(): the page before never starts below 0 and never overlaps', async () => {
    const expected = idsOf(byPrice());
    const skipped = await query().ascending('price').skip(5).limit(10).find();
    expect(idsOf(skipped.items)).toEqual(expected.slice(5, 15));
    expect(skipped.hasPrev()).toBe(true);
    const before = await skipped.prev();
    expect(before.offset).toBe(0);
    expect(idsOf(before.items)).toEqual(expected.slice(0, 5));
    expect(before.hasPrev()).toBe(false);
    const sent = clients.visitor.log
      .to(QUERY_PATH)
      .map((request) => JSON.parse(Buffer.from(request.url.searchParams.get('.r')!, 'base64url').toString('utf8')));
    expect(sent.at(-1).query.paging).toEqual({ offset: 0, limit: 5 });
  });

  it('for await iterates every product once, in order, across pages', async () => {
    const { site, log } = oauthClient(sandbox);
    const seen: string[] = [];
    const first = await site.products.queryProducts().ascending('price').limit(8).find();
    for await (const product of first) seen.push(product.id!);
    expect(seen).toEqual(idsOf(byPrice()));
    expect(log.to(QUERY_PATH)).toHaveLength(Math.ceil(DEMO.visibleProductCount / 8));
  });

  it('pages() yields each page once, and a filtered iteration stops at its own end', async () => {
    const first = await query().contains('name', 'linen').descending('price').limit(2).find();
    const pages = [];
    for await (const page of first.pages()) pages.push(idsOf(page.items));
    const expected = idsOf(
      expectedOrder(
        all.filter((p) => p.name!.toLowerCase().includes('linen')),
        [[price, 'DESC']],
      ),
    );
    expect(pages.flat()).toEqual(expected);
    expect(pages).toHaveLength(Math.ceil(expected.length / 2));
  });

  it('keeps going when the platform answers tooManyToCount instead of a total', async () => {
    await sandbox.changeSettings({ countLimit: 5 });
    try {
      const first = await query().ascending('price').limit(10).find();
      expect(first.tooManyToCount).toBe(true);
      expect(first.totalCount).toBeUndefined();
      expect(first.hasNext()).toBe(true);
      const seen: string[] = [];
      for await (const product of first) seen.push(product.id!);
      expect(seen).toEqual(idsOf(byPrice()));
    } finally {
      await sandbox.changeSettings({ countLimit: 10_000 });
    }
  });
});
