import { describe, expect, it } from 'vitest';
import type { FilterBuilder } from '../../../src/query-language/filter-builder.js';
import { adminSite as site } from '../support/admin-site.js';

type Builder = FilterBuilder<string>;

/** Every operator offset and cursor queries share, applied to builders that `make` answers. */
const OPERATORS: Record<string, (make: () => Builder) => Builder> = {
  eq: (make) => make().eq('name', 'Shirt'),
  'eq undefined': (make) => make().eq('name', undefined),
  ne: (make) => make().ne('name', undefined),
  ge: (make) => make().ge('price', 1),
  gt: (make) => make().gt('price', 1),
  le: (make) => make().le('price', 9),
  lt: (make) => make().lt('price', 9),
  startsWith: (make) => make().startsWith('name', 'Sh'),
  contains: (make) => make().contains('name', 'ir'),
  in: (make) => make().in('_id', ['A', 'B']),
  'hasSome as arguments': (make) => make().hasSome('tags', 'a', 'b'),
  'hasAll as one array': (make) => make().hasAll('tags', ['a', 'b']),
  exists: (make) => make().exists('brand'),
  between: (make) => make().between('price', 1, 9),
  'and, or, not': (make) => make().eq('a', 1).and(make().eq('b', 2)).or(make().eq('c', 3)).not(make().eq('d', 4)),
};

describe('FilterBuilder', () => {
  it.each(Object.entries(OPERATORS))('%s: offset and cursor queries write the same filter', (_name, apply) => {
    const offset = apply(() => site.products.queryProducts()).filter;
    const cursor = apply(() => site.productsV3.queryProducts()).filter;
    expect(offset).not.toEqual({});
    expect(cursor).toEqual(offset);
  });

  it('writes the conditions in the platform’s query language', () => {
    const built = site.productsV3
      .queryProducts()
      .in('_id', ['A'])
      .hasSome('tags', ['x'])
      .not(site.productsV3.queryProducts().eq('visible', false));
    expect(built.filter).toEqual({
      $and: [{ id: { $in: ['A'] } }, { tags: { $hasSome: ['x'] } }, { $not: { visible: false } }],
    });
  });
});
