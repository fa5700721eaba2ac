import { describe, expect, it } from 'vitest';
import type { CursorSearchV3 } from '../../../src/wire-types.js';
import { CursorQueryBuilder, CursorSearchBuilder } from '../../../src/catalog-v3/cursor-query-builder.js';
import type { CursorPage } from '../../../src/catalog-v3/cursor-result.js';

type Item = { id: string };

/** A page source that records every request and answers from a script of pages keyed by cursor. */
function scriptedSource(pages: Record<string, CursorPage<Item>>) {
  const sent: CursorSearchV3[] = [];
  const source = async (request: CursorSearchV3): Promise<CursorPage<Item>> => {
    sent.push(request);
    const page = pages[request.cursorPaging?.cursor ?? 'first'];
    if (!page) throw new Error(`no page for ${JSON.stringify(request)}`);
    return page;
  };
  return { sent, source };
}

const page = (ids: string[], next?: string, extra: Partial<CursorPage<Item>> = {}): CursorPage<Item> => ({
  items: ids.map((id) => ({ id })),
  pagingMetadata: { count: ids.length, cursors: next ? { next } : {}, hasNext: Boolean(next) },
  ...extra,
});

describe('CursorQueryBuilder', () => {
  it('writes filters and sort in the query language and asks for the page size', () => {
    const { source } = scriptedSource({});
    const request = new CursorQueryBuilder<string, Item>(source)
      .eq('visible', true)
      .ge('actualPriceRange.minValue.amount', '20')
      .hasSome('options.id', 'O1', 'O2')
      .in('_id', ['P1'])
      .descending('_createdDate')
      .ascending('name')
      .limit(10)
      .toRequest();
    expect(request).toEqual({
      filter: {
        $and: [
          { visible: true },
          { 'actualPriceRange.minValue.amount': { $gte: '20' } },
          { 'options.id': { $hasSome: ['O1', 'O2'] } },
          { id: { $in: ['P1'] } },
        ],
      },
      sort: [
        { fieldName: 'createdDate', order: 'DESC' },
        { fieldName: 'name', order: 'ASC' },
      ],
      cursorPaging: { limit: 10 },
    });
  });

  it('combines builders with or and not, and keeps each builder unchanged', () => {
    const { source } = scriptedSource({});
    const base = new CursorQueryBuilder<string, Item>(source);
    const visible = base.eq('visible', true);
    const combined = visible.or(base.startsWith('slug', 'linen')).not(base.exists('ribbon.name'));
    expect(combined.filter).toEqual({
      $and: [
        { $or: [{ visible: true }, { slug: { $startsWith: 'linen' } }] },
        { $not: { 'ribbon.name': { $exists: true } } },
      ],
    });
    expect(base.toRequest()).toEqual({ cursorPaging: { limit: 50 } });
    expect(visible.filter).toEqual({ visible: true });
  });

  it('skipTo sends only the cursor and the page size', () => {
    const { source } = scriptedSource({});
    expect(new CursorQueryBuilder<string, Item>(source).eq('visible', true).limit(5).skipTo('c9').toRequest()).toEqual({
      cursorPaging: { cursor: 'c9', limit: 5 },
    });
  });

  it('find, then next sends only cursorPaging; hasNext follows the cursor, not the server flag', async () => {
    const { sent, source } = scriptedSource({
      first: page(['P1', 'P2'], 'c2'),
      c1: page(['P1', 'P2'], 'c2'),
      c2: { items: [{ id: 'P3' }], pagingMetadata: { count: 1, cursors: { prev: 'c1' }, hasNext: true } },
    });
    const first = await new CursorQueryBuilder<string, Item>(source).eq('visible', true).limit(2).find();
    expect(first.items.map((each) => each.id)).toEqual(['P1', 'P2']);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(sent[1]).toEqual({ cursorPaging: { cursor: 'c2', limit: 2 } });
    expect(second.cursor).toBe('c2');
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
    await expect(second.next()).rejects.toThrow('No next page to fetch');
    const back = await second.prev();
    expect(sent[2]).toEqual({ cursorPaging: { cursor: 'c1', limit: 2 } });
    expect(back.items.map((each) => each.id)).toEqual(['P1', 'P2']);
  });

  it('for await yields every item of every page, in order', async () => {
    const { sent, source } = scriptedSource({
      first: page(['P1', 'P2'], 'c2'),
      c2: page([], 'c3'),
      c3: page(['P3']),
    });
    const ids: string[] = [];
    for await (const item of await new CursorQueryBuilder<string, Item>(source).limit(2).find()) ids.push(item.id);
    expect(ids).toEqual(['P1', 'P2', 'P3']);
    expect(sent.map((request) => request.cursorPaging?.cursor)).toEqual([undefined, 'c2', 'c3']);
  });

  it('for await stops with an error when the server hands out a cursor it already answered', async () => {
    const { sent, source } = scriptedSource({
      first: page(['P1'], 'c2'),
      c2: page(['P2'], 'c3'),
      c3: page(['P3'], 'c2'),
    });
    const ids: string[] = [];
    const loop = async () => {
      for await (const item of await new CursorQueryBuilder<string, Item>(source).find()) ids.push(item.id);
    };
    await expect(loop()).rejects.toMatchObject({
      kind: 'response-validation',
      code: 'REPEATED_CURSOR',
      message: expect.stringMatching(/cursor "c2" again/),
    });
    expect(ids).toEqual(['P1', 'P2', 'P3']);
    expect(sent).toHaveLength(3);
  });

  it('for await stops when the next cursor is the one the page came from', async () => {
    const { source } = scriptedSource({ first: page(['P1'], 'c2'), c2: page(['P2'], 'c2') });
    const first = await new CursorQueryBuilder<string, Item>(source).find();
    const pages: number[] = [];
    await expect(
      (async () => {
        for await (const each of first.pages()) pages.push(each.length);
      })(),
    ).rejects.toThrow(/again/);
    expect(pages).toEqual([1, 1]);
  });
});

describe('CursorSearchBuilder', () => {
  it('adds free text, aggregations and a time zone to the search and keeps them off continuations', async () => {
    const { sent, source } = scriptedSource({
      first: page(['P1'], 'c2', {
        aggregationData: {
          results: [
            {
              name: 'brands',
              type: 'VALUE',
              fieldPath: 'brand.name',
              values: { results: [{ value: 'Acme', count: 2 }] },
            },
            {
              name: 'cheapest',
              type: 'SCALAR',
              fieldPath: 'actualPriceRange.minValue.amount',
              scalar: { type: 'MIN', value: 9.5 },
            },
          ],
        },
      }),
      c2: page(['P2']),
    });
    const result = await new CursorSearchBuilder<string, Item>(source)
      .search('linen shirt', { mode: 'AND' })
      .aggregate('brands', 'VALUE', 'brand.name', { value: { limit: 5 } })
      .aggregate('cheapest', 'SCALAR', 'actualPriceRange.minValue.amount', { scalar: { type: 'MIN' } })
      .timeZone('Europe/Paris')
      .eq('visible', true)
      .find();
    expect(sent[0]).toEqual({
      filter: { visible: true },
      search: { mode: 'AND', expression: 'linen shirt' },
      aggregations: [
        { value: { limit: 5 }, name: 'brands', type: 'VALUE', fieldPath: 'brand.name' },
        { scalar: { type: 'MIN' }, name: 'cheapest', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount' },
      ],
      timeZone: 'Europe/Paris',
      cursorPaging: { limit: 50 },
    });
    expect(result.aggregations.brands?.values.results).toEqual([{ value: 'Acme', count: 2 }]);
    expect(result.aggregations.cheapest?.scalar.value).toBe(9.5);
    await result.next();
    expect(sent[1]).toEqual({ cursorPaging: { cursor: 'c2', limit: 50 } });
  });
});
