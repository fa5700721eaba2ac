import { describe, expect, it } from 'vitest';
import { relabelForArguments } from '../../../src/catalog/catalog-errors.js';
import { SiteRequestValidationError, type SiteValidationError } from '../../../src/errors/validation-error.js';
import { checkedTable } from '../../../src/http/whole-table.js';

const { getProduct } = await checkedTable();

const violation = (field: string) =>
  new SiteRequestValidationError({ fieldViolations: [{ field, description: 'Invalid input' }] });

describe('relabelForArguments', () => {
  it("renames field violations with the row's argument paths", () => {
    const error = relabelForArguments(
      violation('includeMerchantSpecificData'),
      getProduct.argumentPaths,
    ) as SiteValidationError;
    expect(error.fieldViolations.map((entry) => entry.field)).toEqual(['options.includeMerchantSpecificData']);
  });

  it('keeps the wire names of a call without argument paths', () => {
    const error = relabelForArguments(violation('email'), []) as SiteValidationError;
    expect(error.fieldViolations.map((entry) => entry.field)).toEqual(['email']);
  });

  it('passes any other failure unchanged', () => {
    const failure = new TypeError('boom');
    expect(relabelForArguments(failure, getProduct.argumentPaths)).toBe(failure);
  });
});
