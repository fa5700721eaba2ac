import { expect } from 'vitest';
import { isSiteError, type SiteError } from '../../../src/index.js';

/** Runs `call`, expects it to reject with a SiteError, and answers that error for further assertions. */
export async function siteErrorOf(call: Promise<unknown>): Promise<SiteError> {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the call should have failed').toBeDefined();
  if (!isSiteError(caught)) throw caught;
  return caught;
}
