import { describe, expect, it } from 'vitest';
import { declaredReadRequest, type DeclaredReadSpec } from '../../../src/http/declared-reads.js';

const bySlug: DeclaredReadSpec = {
  operation: 'getProductBySlugV3',
  arguments: ['slug'],
  path: ['slug'],
  query: ['slug'],
  options: ['fields'],
};

describe('declaredReadRequest', () => {
  it('puts each argument where the contract has it, the path and the query, and the options in the query', () => {
    expect(declaredReadRequest(bySlug, ['linen', { fields: ['URL'] }])).toEqual({
      path: { slug: 'linen' },
      query: { slug: 'linen', fields: ['URL'] },
    });
  });

  it('leaves out an option not given, and options the read does not take', () => {
    expect(declaredReadRequest(bySlug, ['linen', { fields: undefined, returnEntity: true }])).toEqual({
      path: { slug: 'linen' },
      query: { slug: 'linen' },
    });
  });

  it('sends a query-only argument in the query alone, and no path for a read without path parameters', () => {
    const byName = { ...bySlug, arguments: ['name'], path: [], query: ['name'], options: [] } as DeclaredReadSpec;
    expect(declaredReadRequest(byName, ['Linen'])).toEqual({ query: { name: 'Linen' } });
  });
});
