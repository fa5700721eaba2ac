import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { CursorSearchV3 } from '../../../src/wire-types.js';
import { CursorQueryBuilder } from '../../../src/catalog-v3/cursor-query-builder.js';
import type { CursorPage } from '../../../src/catalog-v3/cursor-result.js';
import { REPEATED_CURSOR } from '../../../src/catalog-v3/cursor-loop-guard.js';
import { createProductsV3 } from '../../../src/catalog-v3/products-v3.js';
import { isSiteError, isSiteResponseValidationError } from '../../../src/errors/guards.js';
import { testContext, useCatalogServer, type RecordedRequest } from '../catalog/support/catalog-server.js';
import { PRODUCT_V3 } from './support/v3-samples.js';

/** The cursor a continuation sent (in `.r` or, when long, in the POST body). */
function cursorSent(request: RecordedRequest): string | undefined {
  const payload = (request.body ??
    (request.query['.r']
      ? JSON.parse(Buffer.from(request.query['.r'] as string, 'base64url').toString('utf8'))
      : undefined)) as { query?: { cursorPaging?: { cursor?: string } } } | undefined;
  return payload?.query?.cursorPaging?.cursor;
}

/** A server whose page for cursor `c` names `nextOf(c)` as the next cursor (`undefined`: the first page). */
function pagesAnswer(nextOf: (cursor: string | undefined) => string | undefined) {
  return (request: RecordedRequest) => {
    const next = nextOf(cursorSent(request));
    return { products: [PRODUCT_V3], pagingMetadata: { count: 1, cursors: next ? { next } : {}, hasNext: !!next } };
  };
}

async function iterate(): Promise<unknown> {
  try {
    for await (const product of await createProductsV3(testContext()).queryProducts().limit(1).find()) void product;
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('iterating v3 pages stops on a cursor loop', () => {
  const server = useCatalogServer();

  it('with a SiteError of code REPEATED_CURSOR, before asking a repeated cursor again', async () => {
    server.answer(pagesAnswer((cursor) => ({ c2: 'c3', c3: 'c2' })[cursor ?? ''] ?? 'c2'));
    const failure = await iterate();
    expect(isSiteError(failure) && isSiteResponseValidationError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: REPEATED_CURSOR, details: { cursorLength: 2 } });
    expect((failure as Error).message).toMatch(/cursor "c2" again/);
    expect(server.requests.map(cursorSent)).toEqual([undefined, 'c2', 'c3']);
  });

  it('also when the loop is longer than the cursors it compares exactly', async () => {
    const loop = 100;
    server.answer(pagesAnswer((cursor) => `c${(Number(cursor?.slice(1) ?? -1) + 1) % loop}`));
    const failure = await iterate();
    expect(failure).toMatchObject({ code: REPEATED_CURSOR });
    // Found within a few rounds of the loop, without remembering every cursor.
    expect(server.requests.length).toBeGreaterThan(loop);
    expect(server.requests.length).toBeLessThan(4 * loop);
  }, 30_000);

  it('keeps a bounded digest, not the cursors: 200 pages of 256 KB cursors leave the heap as it was', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // The page source is called directly: msw would keep its own copy of every request.
    const bigCursor = (n: number) => `${n}:`.padEnd(256 * 1024, 'x');
    const source = async (request: CursorSearchV3): Promise<CursorPage<{ id: string }>> => {
      const n = Number(request.cursorPaging?.cursor?.split(':')[0] ?? 0) + 1;
      return { items: [{ id: String(n) }], pagingMetadata: { cursors: n <= 200 ? { next: bigCursor(n) } : {} } };
    };
    gc();
    const before = process.memoryUsage().heapUsed;
    let pages = 0;
    let grown = 0;
    for await (const item of await new CursorQueryBuilder<string, { id: string }>(source).limit(1).find()) {
      void item;
      if (++pages === 200) {
        gc();
        grown = process.memoryUsage().heapUsed - before;
      }
    }
    expect(pages).toBe(201);
    expect(grown).toBeLessThan(5 * 1024 * 1024);
  });
});
