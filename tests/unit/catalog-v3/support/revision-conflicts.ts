import { HttpResponse } from 'msw';
import { isSiteApplicationError, isSiteRevisionConflictError } from '../../../../src/errors/guards.js';

/** A stale revision in the platform's error envelope: 409 REVISION_MISMATCH, with the current revision when known. */
export function revisionMismatch(message: string, description: string, currentRevision?: string): Response {
  const data = currentRevision === undefined ? {} : { currentRevision };
  return HttpResponse.json(
    { message, details: { applicationError: { code: 'REVISION_MISMATCH', description, data } } },
    { status: 409 },
  );
}

/**
 * What a revision conflict error tells (the entity, its id, the current revision, the status, and whether it is an
 * application error too); `undefined` for any other failure.
 */
export function conflictOf(failure: unknown) {
  if (!isSiteRevisionConflictError(failure)) return undefined;
  const { entity, entityId, currentRevision, status } = failure;
  return { entity, entityId, currentRevision, status, application: isSiteApplicationError(failure) };
}
