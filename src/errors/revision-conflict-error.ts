import { SiteApplicationError, type ApplicationErrorInit } from './application-error.js';

/** The application code of a stale `revision` (openapi/common-v3.yaml `RevisionConflict`). */
export const REVISION_MISMATCH = 'REVISION_MISMATCH';

/** Registered, so that the guard also recognises an error made by another copy of sitekit. */
export const REVISION_CONFLICT_BRAND: unique symbol = Symbol.for('sitekit.SiteRevisionConflictError') as never;

/** Which entity an update was about. */
export interface ConflictingEntity {
  /** The entity kind, as the call names it: `product`, `inventoryItem`. */
  entity: string;
  entityId: string;
}

/**
 * An update carried a `revision` that is no longer the current one (409 `REVISION_MISMATCH`): someone changed the
 * entity since it was read. Read it again and reapply the change. Still a `SiteApplicationError`.
 */
export class SiteRevisionConflictError extends SiteApplicationError {
  readonly [REVISION_CONFLICT_BRAND] = true as const;
  readonly entity: string;
  readonly entityId: string;
  /** The revision the platform holds, when its answer says so. */
  readonly currentRevision: string | undefined;

  constructor(init: ApplicationErrorInit & ConflictingEntity) {
    const { entity, entityId, ...rest } = init;
    super(rest);
    this.name = 'SiteRevisionConflictError';
    this.entity = entity;
    this.entityId = entityId;
    const current = init.applicationError.data.currentRevision;
    this.currentRevision = typeof current === 'string' || typeof current === 'number' ? String(current) : undefined;
  }
}
