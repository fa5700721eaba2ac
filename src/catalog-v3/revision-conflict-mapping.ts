import { isSiteApplicationError } from '../errors/guards.js';
import {
  REVISION_MISMATCH,
  SiteRevisionConflictError,
  type ConflictingEntity,
} from '../errors/revision-conflict-error.js';

/** The envelope's `message`, which the application error's message starts with. */
function serverMessageOf(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** A single-entity update's 409 `REVISION_MISMATCH` as a typed conflict naming the entity; anything else unchanged. */
export function asRevisionConflict(error: unknown, conflicting: ConflictingEntity): unknown {
  if (!isSiteApplicationError(error) || error.code !== REVISION_MISMATCH) return error;
  return new SiteRevisionConflictError({
    ...conflicting,
    status: error.status,
    statusText: error.statusText,
    requestId: error.requestId,
    details: error.details,
    body: error.body,
    cause: error.cause,
    serverMessage: serverMessageOf(error.body),
    applicationError: error.applicationError,
  });
}
