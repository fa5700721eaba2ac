import { beforeAll, describe, expect, it } from 'vitest';
import { isSiteRequestValidationError } from '../../../src/errors/guards.js';
import { useEnglishZodMessages } from '../../../src/errors/zod-messages.js';
import { checkRequest, OPERATIONS } from '../../../src/http/operations.js';
import { thrownFailure as failure } from '../support/failure.js';

describe('the operation table', () => {
  // What createSiteClient does before its first request is checked.
  beforeAll(() => useEnglishZodMessages());

  it.each(Object.entries(OPERATIONS))('%s builds its request schema once, on its first use', (_name, operation) => {
    const schema = operation.requestSchema();
    expect(operation.requestSchema()).toBe(schema);
  });

  it('checks every part an operation has: path and query of getProduct', () => {
    expect(() => checkRequest(OPERATIONS.getProduct, { path: { id: 'p1' }, query: { id: 'p1' } })).not.toThrow();
    const error = failure(() => checkRequest(OPERATIONS.getProduct, { path: { id: 7 } }));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"id"');
  });

  it('refuses a part the operation does not have', () => {
    const error = failure(() => checkRequest(OPERATIONS.getProduct, { path: { id: 'p1' }, body: { id: 'p1' } }));
    expect(isSiteRequestValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('"body"');
  });

  it('names the field inside the body, in English', () => {
    const error = failure(() => checkRequest(OPERATIONS.validateEmail, { body: { email: 7 } }));
    expect((error as Error).message).toMatch(/"email" Invalid input: expected string/);
  });

  it('marks the POST reads as retryable and nothing else', () => {
    const reads = Object.entries(OPERATIONS)
      .filter(([, operation]) => operation.read)
      .map(([name]) => name);
    expect(reads.sort()).toEqual(
      [
        'getInventoryVariants',
        'getProductOptionsAvailability',
        'queryAbandonedCarts',
        'queryCollectionsByPost',
        'queryInventory',
        'queryProductVariants',
        'queryProductsByPost',
        'queryStoreVariants',
        'countInventoryItemsV3ByPost',
        'countProductsV3ByPost',
        'queryInventoryItemsV3ByPost',
        'queryProductsV3ByPost',
        'queryVariantsV3',
        'searchInventoryItemsV3ByPost',
        'searchProductsV3ByPost',
        'searchVariantsV3',
      ].sort(),
    );
  });
});
