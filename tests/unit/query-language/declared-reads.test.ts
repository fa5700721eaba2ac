import { describe, expect, it } from 'vitest';
import { declaredReadRequest, type DeclaredReadSpec } from '../../../src/query-language/declared-reads.js';

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

  it('puts the arguments and options of a POST that reads in its body, the path parameters in the path too', () => {
    const variants: DeclaredReadSpec = {
      operation: 'queryProductVariants',
      arguments: ['id'],
      path: ['id'],
      body: ['id'],
      options: ['choices', 'paging'],
    };
    expect(declaredReadRequest(variants, ['P1', { choices: { Size: 'M' }, paging: undefined }])).toEqual({
      path: { id: 'P1' },
      body: { id: 'P1', choices: { Size: 'M' } },
    });
    expect(declaredReadRequest(variants, ['P1'])).toEqual({ path: { id: 'P1' }, body: { id: 'P1' } });
  });

  it("spreads an object argument into the query's `<argument>.<member>` parameters, without its null members", () => {
    const byId: DeclaredReadSpec = {
      operation: 'getCategory',
      arguments: ['categoryId', 'treeReference'],
      path: ['categoryId'],
      query: ['categoryId'],
      options: ['fields'],
      spread: { treeReference: ['appNamespace', 'treeKey'] },
    };
    expect(
      declaredReadRequest(byId, ['C1', { appNamespace: '@wix/stores', treeKey: null }, { fields: ['URL'] }]),
    ).toEqual({
      path: { categoryId: 'C1' },
      query: { categoryId: 'C1', 'treeReference.appNamespace': '@wix/stores', fields: ['URL'] },
    });
    expect(declaredReadRequest(byId, ['C1', { appNamespace: 'app', treeKey: 'k' }]).query).toEqual({
      categoryId: 'C1',
      'treeReference.appNamespace': 'app',
      'treeReference.treeKey': 'k',
    });
    // A missing tree is left to the request check, which names the argument.
    expect(declaredReadRequest(byId, ['C1', undefined]).query).toEqual({ categoryId: 'C1' });
  });
});
