import { describe, expect, it } from 'vitest';
import { relabelForArguments, relabelForCall } from '../../../src/catalog/catalog-errors.js';
import { SiteRequestValidationError, type SiteValidationError } from '../../../src/errors/validation-error.js';

const violation = (field: string) =>
  new SiteRequestValidationError({ fieldViolations: [{ field, description: 'Invalid input' }] });

describe('relabelForCall', () => {
  it("renames field violations with the named entry's argument paths", () => {
    const error = relabelForCall(violation('includeMerchantSpecificData'), 'getProduct') as SiteValidationError;
    expect(error.fieldViolations.map((entry) => entry.field)).toEqual(['options.includeMerchantSpecificData']);
  });

  it.each([
    ['names no entry', undefined],
    ['names a call without argument paths', 'loginV2'],
    ['names an inherited key', 'constructor'],
  ])('relabels as relabelForArguments with no paths when the row %s', (_case, argumentNames) => {
    const relabelled = relabelForCall(violation('email'), argumentNames) as SiteValidationError;
    const expected = relabelForArguments(violation('email'), []) as SiteValidationError;
    expect(relabelled.fieldViolations).toEqual(expected.fieldViolations);
    expect(relabelled.message).toBe(expected.message);
  });

  it('passes any other failure unchanged', () => {
    const failure = new TypeError('boom');
    expect(relabelForCall(failure, 'getProduct')).toBe(failure);
  });
});
