import type { ConflictingEntity } from '../errors/revision-conflict-error.js';

/**
 * Runs an update and turns a stale revision into a `SiteRevisionConflictError` about `conflicting`. The mapping is
 * imported on the first failure, with the error classes only it builds (docs/decisions.md#18).
 */
export async function withRevisionConflicts<T>(conflicting: ConflictingEntity, update: () => Promise<T>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    const { asRevisionConflict } = await import('./revision-conflict-mapping.js');
    throw asRevisionConflict(error, conflicting);
  }
}

/** `withRevisionConflicts` for one kind of entity: `guarded(entityId, run)` names the entity a stale revision hit. */
export function entityConflictGuard(entity: string) {
  return <T>(entityId: string, run: () => Promise<T>) => withRevisionConflicts({ entity, entityId }, run);
}
