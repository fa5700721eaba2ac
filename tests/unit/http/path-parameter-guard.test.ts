import { describe, expect, it } from 'vitest';
import { isSiteRequestValidationError } from '../../../src/errors/index.js';
import { assertSafePathParameters } from '../../../src/http/path-parameter-guard.js';

describe('assertSafePathParameters', () => {
  it('accepts ordinary values, including ones the serializer encodes', () => {
    expect(() => assertSafePathParameters({ id: 'a/../../x?y=1#z', other: 42 })).not.toThrow();
    expect(() => assertSafePathParameters({ id: '...' })).not.toThrow();
    expect(() => assertSafePathParameters(undefined)).not.toThrow();
  });

  it('refuses empty, missing and dot-segment values, naming every parameter', () => {
    try {
      assertSafePathParameters({ id: '..', slug: '', other: '.', gone: undefined });
      throw new Error('expected a failure');
    } catch (error) {
      expect(isSiteRequestValidationError(error)).toBe(true);
      expect((error as Error).message).toBe(
        'INVALID_ARGUMENT: "gone" is required, "id" must not be ".." (it would change the request path), ' +
          '"other" must not be "." (it would change the request path), "slug" must not be empty (it would change the request path)',
      );
    }
  });
});
