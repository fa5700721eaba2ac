import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shirtV3, v3Sandbox } from './support/catalog-v3-sample.js';
import {
  expectEnvelope,
  type Harness,
  type Json,
  type Reply,
  startHarness,
  violationFields,
} from './support/harness.js';

const APP = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const treeReference = { appNamespace: '@wix/stores' };
const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function expectBadCursor(reply: Reply, field: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expectEnvelope(reply, 400);
  expect(violationFields(reply)).toEqual([field]);
}

/** Calls with the API key of the sandbox `h` (a body makes it a POST). */
const adminCall = (h: Harness) => (path: string, body?: unknown, method?: string) =>
  h.call(path, {
    token: h.sandbox.apiKey,
    ...(body === undefined ? {} : { body }),
    ...(method ? { method } : {}),
  });

async function createProducts(h: Harness, names: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const reply = await adminCall(h)('/stores/v3/products', { product: shirtV3(name) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids.push(reply.body.product.id as string);
  }
  return ids;
}

const queryPage = (h: Harness, query: Json) => adminCall(h)('/stores/v3/products/query', { query });
const idsOf = (reply: Reply): string[] => reply.body.products.map((p: Json) => p.id as string);

describe('v3 cursors are opaque and tamper-evident', () => {
  const v3 = v3Sandbox();
  const call = (path: string, body?: unknown) => adminCall(v3.h)(path, body);

  it('refuses forged, edited and foreign cursors with 400 in the envelope', async () => {
    await createProducts(v3.h, ['Forged A', 'Forged B', 'Forged C']);
    const forged = [
      base64Json({ sort: 'createdDate', offset: 0 }),
      base64Json({ offset: 1e300 }),
      base64Json({ search: { expression: 5 }, offset: 0 }),
      base64Json({ filter: {}, offset: 2 }),
    ];
    for (const cursor of forged) {
      expectBadCursor(await queryPage(v3.h, { cursorPaging: { cursor } }), 'query.cursorPaging.cursor');
      expectBadCursor(
        await call('/stores/v3/products/search', { search: { cursorPaging: { cursor } } }),
        'search.cursorPaging.cursor',
      );
    }
    const first = await queryPage(v3.h, { cursorPaging: { limit: 1 } });
    const next = first.body.pagingMetadata.cursors.next as string;
    const [payload, mac] = next.split('.') as [string, string];
    const edited = Buffer.from(payload, 'base64url').toString('utf8').replace('"next"', '"prev"');
    expectBadCursor(
      await queryPage(v3.h, { cursorPaging: { cursor: `${Buffer.from(edited).toString('base64url')}.${mac}` } }),
      'query.cursorPaging.cursor',
    );
    // A genuine cursor of another table (brands) is refused by products.
    await call('/stores/v3/brands', { brand: { name: 'Cursor Brand A' } });
    await call('/stores/v3/brands', { brand: { name: 'Cursor Brand B' } });
    const brands = await call('/stores/v3/brands/query', { query: { cursorPaging: { limit: 1 } } });
    const brandCursor = brands.body.pagingMetadata.cursors.next as string;
    expect(brandCursor).toBeTruthy();
    expectBadCursor(await queryPage(v3.h, { cursorPaging: { cursor: brandCursor } }), 'query.cursorPaging.cursor');
    expectBadCursor(
      await call('/stores/v3/ribbons/query', { query: { cursorPaging: { cursor: brandCursor } } }),
      'query.cursorPaging.cursor',
    );
    // A query's cursor does not continue a search.
    expectBadCursor(
      await call('/stores/v3/products/search', { search: { cursorPaging: { cursor: next } } }),
      'search.cursorPaging.cursor',
    );
  });

  it('refuses a forged list-items cursor and one of another listing', async () => {
    const category = (await call('/categories/v1/categories', { category: { name: 'Cursor Cat' }, treeReference })).body
      .category;
    const ids = await createProducts(v3.h, ['Listed A', 'Listed B']);
    await call(`/categories/v1/bulk/categories/${category.id}/add-items`, {
      categoryId: category.id,
      items: ids.map((id) => ({ catalogItemId: id, appId: APP })),
      treeReference,
    });
    const listing = `/categories/v1/categories/${category.id}/list-items?treeReference.appNamespace=@wix/stores`;
    for (const cursor of [Buffer.from('1e300').toString('base64url'), Buffer.from('1').toString('base64url')])
      expectBadCursor(await call(`${listing}&cursorPaging.cursor=${cursor}`), 'cursorPaging.cursor');
    const first = await call(`${listing}&cursorPaging.limit=1`);
    expect(first.body.items).toHaveLength(1);
    const next = first.body.pagingMetadata.cursors.next as string;
    const second = await call(`${listing}&cursorPaging.limit=1&cursorPaging.cursor=${next}`);
    expect(second.status).toBe(200);
    expect(second.body.items.map((i: Json) => i.catalogItemId)).toEqual(
      ids.filter((id) => id !== first.body.items[0].catalogItemId),
    );
    expectBadCursor(
      await call(`${listing}&useCategoryArrangement=true&cursorPaging.cursor=${next}`),
      'cursorPaging.cursor',
    );
  });

  it('refuses page sizes below 1 and above the cap, on queries and list-items', async () => {
    for (const limit of [0, -2]) {
      const reply = await queryPage(v3.h, { cursorPaging: { limit } });
      expectEnvelope(reply, 400);
      expect(violationFields(reply)).toEqual(['query.cursorPaging.limit']);
    }
    const category = (await call('/categories/v1/categories', { category: { name: 'Limits Cat' }, treeReference })).body
      .category;
    const listing = `/categories/v1/categories/${category.id}/list-items`;
    for (const limit of [-2, 0, 101]) {
      expectEnvelope(await call(`${listing}?treeReference.appNamespace=@wix/stores&cursorPaging.limit=${limit}`), 400);
      expectEnvelope(await call(listing, { treeReference, cursorPaging: { limit } }), 400);
    }
  });

  it('goes back with the prev cursor', async () => {
    await createProducts(v3.h, ['Back A', 'Back B', 'Back C', 'Back D', 'Back E']);
    const sort = [{ fieldName: 'name', order: 'ASC' }];
    const first = await queryPage(v3.h, {
      filter: { name: { $startsWith: 'Back' } },
      sort,
      cursorPaging: { limit: 2 },
    });
    expect(first.body.pagingMetadata.cursors.prev).toBeUndefined();
    const second = await queryPage(v3.h, {
      cursorPaging: { limit: 2, cursor: first.body.pagingMetadata.cursors.next },
    });
    expect(second.body.products.map((p: Json) => p.name)).toEqual(['Back C', 'Back D']);
    const back = await queryPage(v3.h, { cursorPaging: { limit: 2, cursor: second.body.pagingMetadata.cursors.prev } });
    expect(back.body.products.map((p: Json) => p.name)).toEqual(['Back A', 'Back B']);
    expect(back.body.pagingMetadata.cursors.prev).toBeUndefined();
    expect(back.body.pagingMetadata.hasNext).toBe(true);
  });
});

describe('v3 cursors outlive a restart on the same database file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-cursors-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('continues after a restart, and another sandbox refuses the cursor', async () => {
    const db = join(dir, 'site.db');
    const first = await startHarness({ catalog: 'v3', db });
    const ids = await createProducts(first, ['Kept A', 'Kept B', 'Kept C']);
    const page = await queryPage(first, { sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: 2 } });
    const cursor = page.body.pagingMetadata.cursors.next as string;
    await first.close();

    const second = await startHarness({ db });
    try {
      const rest = await queryPage(second, { cursorPaging: { limit: 2, cursor } });
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      expect(idsOf(rest)).toEqual([ids[2]]);
    } finally {
      await second.close();
    }
    const other = await startHarness({ catalog: 'v3' });
    try {
      expectBadCursor(await queryPage(other, { cursorPaging: { cursor } }), 'query.cursorPaging.cursor');
    } finally {
      await other.close();
    }
  });
});

describe('v3 pages follow a keyset, so writes between pages neither repeat nor skip', () => {
  const v3 = v3Sandbox();
  const remove = (id: string) => adminCall(v3.h)(`/stores/v3/products/${id}`, undefined, 'DELETE');

  /** Pages `query` to the end, calling `between` after each page; answers every id returned, in order. */
  async function walk(query: Json, between: (page: number) => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let reply = await queryPage(v3.h, query);
    for (let page = 0; ; page++) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      seen.push(...idsOf(reply));
      const cursor = reply.body.pagingMetadata.cursors.next as string | undefined;
      if (!cursor) return seen;
      await between(page);
      reply = await queryPage(v3.h, { cursorPaging: { limit: 7, cursor } });
    }
  }

  for (const sort of [undefined, [{ fieldName: 'name', order: 'ASC' }]]) {
    it(`returns each untouched product once with two creates and one delete between pages (sort ${JSON.stringify(sort)})`, async () => {
      const tag = `Keyset ${sort ? 'named' : 'newest'}`;
      const initial = await createProducts(
        v3.h,
        Array.from({ length: 35 }, (_, i) => `${tag} ${String(i).padStart(2, '0')}`),
      );
      const deleted = new Set<string>();
      let made = 0;
      const seen = await walk(
        { filter: { name: { $startsWith: tag } }, ...(sort ? { sort } : {}), cursorPaging: { limit: 7 } },
        async (page) => {
          // New names land anywhere in the name order; the deleted one is an already returned product.
          await createProducts(v3.h, [`${tag} ${String(made++ * 7).padStart(2, '0')}b`, `${tag} 00a${made++}`]);
          const victim = initial[page * 3]!;
          deleted.add(victim);
          expect((await remove(victim)).status).toBe(200);
        },
      );
      expect(seen.length).toBe(new Set(seen).size);
      for (const id of initial.filter((id) => !deleted.has(id)))
        expect(
          seen.filter((s) => s === id),
          id,
        ).toHaveLength(1);
    });
  }

  it('returns each untouched product once while a writer creates and deletes in the background', async () => {
    const tag = 'Background';
    const initial = await createProducts(
      v3.h,
      Array.from({ length: 40 }, (_, i) => `${tag} ${String(i).padStart(2, '0')}`),
    );
    const victims = new Set(initial.filter((_, i) => i % 5 === 0));
    let writing = true;
    const writer = (async () => {
      const pending = [...victims];
      for (let i = 0; writing; i++) {
        await createProducts(v3.h, [`${tag} ${String(i % 40).padStart(2, '0')} new`]);
        const victim = pending.shift();
        if (victim) await remove(victim);
      }
    })();
    const seen = await walk(
      {
        filter: { name: { $startsWith: tag } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        cursorPaging: { limit: 7 },
      },
      () => new Promise((resolve) => setTimeout(resolve, 5)),
    );
    writing = false;
    await writer;
    expect(seen.length).toBe(new Set(seen).size);
    for (const id of initial.filter((id) => !victims.has(id)))
      expect(
        seen.filter((s) => s === id),
        id,
      ).toHaveLength(1);
  });
});
