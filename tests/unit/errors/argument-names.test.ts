import { describe, expect, it } from 'vitest';
import { argumentField, relabelForArguments, violationsForArguments } from '../../../src/errors/argument-names.js';
import { SiteRequestValidationError, type SiteValidationError } from '../../../src/errors/validation-error.js';
import { checkedTable } from '../../../src/http/whole-table.js';

const OPERATIONS = await checkedTable();

const violation = (field: string) => ({ field, description: 'is invalid' });

describe('argumentField', () => {
  it('reports product.id of updateProduct against the id argument', () => {
    expect(argumentField('product.id', OPERATIONS.updateProduct.argumentPaths)).toBe('id');
  });

  it('keeps the rest of the path below the longest known prefix', () => {
    expect(argumentField('product.name', OPERATIONS.updateProduct.argumentPaths)).toBe('product.name');
    expect(argumentField('product.id.value', OPERATIONS.updateProduct.argumentPaths)).toBe('id.value');
    expect(argumentField('paging.limit', OPERATIONS.queryProductVariants.argumentPaths)).toBe('options.paging.limit');
    expect(argumentField('variants[2].price', OPERATIONS.updateProductVariants.argumentPaths)).toBe(
      'variants[2].price',
    );
    expect(argumentField('includeMerchantSpecificData', OPERATIONS.getProduct.argumentPaths)).toBe(
      'options.includeMerchantSpecificData',
    );
  });

  it('does not treat a longer name as inside a shorter one', () => {
    expect(argumentField('identifier', OPERATIONS.deleteProduct.argumentPaths)).toBe('identifier');
    expect(argumentField('products', OPERATIONS.createProduct.argumentPaths)).toBe('products');
  });

  it('leaves unknown fields as they are', () => {
    expect(argumentField('somethingElse', OPERATIONS.updateProduct.argumentPaths)).toBe('somethingElse');
  });

  it('maps the body ID of collection updates to the id argument', () => {
    expect(argumentField('collection.id', OPERATIONS.updateCollection.argumentPaths)).toBe('id');
    expect(argumentField('collection.slug', OPERATIONS.updateCollection.argumentPaths)).toBe('collection.slug');
  });
});

describe('violationsForArguments', () => {
  it('drops a violation that only contains a more specific known one', () => {
    const renamed = violationsForArguments(
      [violation('product'), violation('product.id')],
      OPERATIONS.updateProduct.argumentPaths,
    );
    expect(renamed.map((each) => each.field)).toEqual(['id']);
  });

  it('keeps unrelated violations and their other fields', () => {
    const renamed = violationsForArguments(
      [{ field: 'product.name', description: 'too long', violatedRule: 'MAX_LENGTH' }, violation('product.id')],
      OPERATIONS.updateProduct.argumentPaths,
    );
    expect(renamed).toEqual([
      { field: 'product.name', description: 'too long', violatedRule: 'MAX_LENGTH' },
      { field: 'id', description: 'is invalid' },
    ]);
  });

  it('keeps a prefix violation when the specific one is unknown to the call', () => {
    const renamed = violationsForArguments([violation('x'), violation('x.y')], OPERATIONS.deleteProduct.argumentPaths);
    expect(renamed.map((each) => each.field)).toEqual(['x', 'x.y']);
  });
});

const requestViolation = (field: string) =>
  new SiteRequestValidationError({ fieldViolations: [{ field, description: 'Invalid input' }] });

describe('relabelForArguments', () => {
  it("renames field violations with the row's argument paths", () => {
    const error = relabelForArguments(
      requestViolation('includeMerchantSpecificData'),
      OPERATIONS.getProduct.argumentPaths,
    ) as SiteValidationError;
    expect(error.fieldViolations.map((entry) => entry.field)).toEqual(['options.includeMerchantSpecificData']);
  });

  it('keeps the wire names of a call without argument paths', () => {
    const error = relabelForArguments(requestViolation('email'), []) as SiteValidationError;
    expect(error.fieldViolations.map((entry) => entry.field)).toEqual(['email']);
  });

  it('passes any other failure unchanged', () => {
    const failure = new TypeError('boom');
    expect(relabelForArguments(failure, OPERATIONS.getProduct.argumentPaths)).toBe(failure);
  });
});
