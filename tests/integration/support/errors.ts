import { expect } from 'vitest';
import { isSiteError, isSiteRevisionConflictError, type SiteError } from '../../../src/index.js';

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

/** A revision conflict as `[status, entity, entityId, currentRevision]`; `false` for any other error. */
export function conflictOf(error: SiteError) {
  return isSiteRevisionConflictError(error) && [error.status, error.entity, error.entityId, error.currentRevision];
}
