import { expect } from 'vitest';
import type { SiteError } from '../../../src/errors/index.js';

/**
 * The error `promise` rejects with; the test fails when it resolves, or when `guard` does not recognise the error.
 */
export async function failure<E = SiteError>(
  promise: Promise<unknown>,
  guard?: (error: unknown) => boolean,
): Promise<E> {
  const error = await promise.then(
    () => expect.unreachable('expected a failure'),
    (rejection: unknown) => rejection,
  );
  if (guard) expect(guard(error)).toBe(true);
  return error as E;
}

/** The error `action` throws; the test fails when it returns, or when `guard` does not recognise the error. */
export function thrownFailure<E = SiteError>(action: () => unknown, guard?: (error: unknown) => boolean): E {
  try {
    action();
  } catch (error) {
    if (guard) expect(guard(error)).toBe(true);
    return error as E;
  }
  return expect.unreachable('expected a failure');
}
