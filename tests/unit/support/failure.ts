import type { SiteError } from '../../../src/errors/index.js';

/** The error a call rejected with; the test fails when the call succeeded. */
export async function failure(promise: Promise<unknown>): Promise<SiteError> {
  try {
    await promise;
  } catch (error) {
    return error as SiteError;
  }
  throw new Error('expected the call to fail');
}
