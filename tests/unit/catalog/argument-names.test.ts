import { describe, expect, it } from 'vitest';
import { argumentField, violationsForArguments } from '../../../src/catalog/argument-names.js';
import { CATALOG_ARGUMENTS } from '../../../src/catalog/catalog-arguments.js';

const violation = (field: string) => ({ field, description: 'is invalid' });

describe('argumentField', () => {
  it('reports product.id of updateProduct against the id argument', () => {
    expect(argumentField('product.id', CATALOG_ARGUMENTS.updateProduct)).toBe('id');
  });

  it('keeps the rest of the path below the longest known prefix', () => {
    expect(argumentField('product.name', CATALOG_ARGUMENTS.updateProduct)).toBe('product.name');
    expect(argumentField('product.id.value', CATALOG_ARGUMENTS.updateProduct)).toBe('id.value');
    expect(argumentField('paging.limit', CATALOG_ARGUMENTS.queryProductVariants)).toBe('options.paging.limit');
    expect(argumentField('variants[2].price', CATALOG_ARGUMENTS.updateProductVariants)).toBe('variants[2].price');
    expect(argumentField('includeMerchantSpecificData', CATALOG_ARGUMENTS.getProduct)).toBe(
      'options.includeMerchantSpecificData',
    );
  });

  it('does not treat a longer name as inside a shorter one', () => {
    expect(argumentField('identifier', CATALOG_ARGUMENTS.deleteProduct)).toBe('identifier');
    expect(argumentField('products', CATALOG_ARGUMENTS.createProduct)).toBe('products');
  });

  it('leaves unknown fields as they are', () => {
    expect(argumentField('somethingElse', CATALOG_ARGUMENTS.updateProduct)).toBe('somethingElse');
  });

  it('maps the body ID of collection updates to the id argument', () => {
    expect(argumentField('collection.id', CATALOG_ARGUMENTS.updateCollection)).toBe('id');
    expect(argumentField('collection.slug', CATALOG_ARGUMENTS.updateCollection)).toBe('collection.slug');
  });
});

describe('violationsForArguments', () => {
  it('drops a violation that only contains a more specific known one', () => {
    const renamed = violationsForArguments(
      [violation('product'), violation('product.id')],
      CATALOG_ARGUMENTS.updateProduct,
    );
    expect(renamed.map((each) => each.field)).toEqual(['id']);
  });

  it('keeps unrelated violations and their other fields', () => {
    const renamed = violationsForArguments(
      [{ field: 'product.name', description: 'too long', violatedRule: 'MAX_LENGTH' }, violation('product.id')],
      CATALOG_ARGUMENTS.updateProduct,
    );
    expect(renamed).toEqual([
      { field: 'product.name', description: 'too long', violatedRule: 'MAX_LENGTH' },
      { field: 'id', description: 'is invalid' },
    ]);
  });

  it('keeps a prefix violation when the specific one is unknown to the call', () => {
    const renamed = violationsForArguments([violation('x'), violation('x.y')], CATALOG_ARGUMENTS.deleteProduct);
    expect(renamed.map((each) => each.field)).toEqual(['x', 'x.y']);
  });
});
