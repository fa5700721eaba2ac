import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import type { ApiError } from '../errors.js';
import type { DomainEventKind } from '../events/domain-events.js';
import type { EntityRows } from './entity-rows.js';
import { assertRevision } from './product-service-v3.js';
import { assertUpdateTarget } from './update-target.js';

/** A v3 entity row that carries its revision and its own creation and update times. */
export interface RevisionedRow {
  id: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

/** What the shared read, create, update and delete steps need to know of one v3 entity kind. */
export interface RevisionedEntity<Row extends RevisionedRow> {
  /** How messages name the entity, e.g. `Info section`. */
  title: string;
  rows: EntityRows<Row>;
  notFound(id: string): ApiError;
  announce(context: SandboxContext, row: Row, kind: DomainEventKind): void;
  /** Brings what products copy of the entity in step with a stored update. */
  afterUpdate?(db: Database, row: Row, previous: Row): void;
}

export function entityOrFail<Row extends RevisionedRow>(
  context: SandboxContext,
  entity: RevisionedEntity<Row>,
  id: string,
): Row {
  const row = entity.rows.find(context.db, id);
  if (!row) throw entity.notFound(id);
  return row;
}

/** The revision and times of an entity created now. */
export function firstRevision(context: SandboxContext): Omit<RevisionedRow, 'id'> {
  const now = context.clock.nowIso();
  return { revision: 1, created_date: now, updated_date: now };
}

/** Stores and announces a new row. */
export function insertEntity<Row extends RevisionedRow>(
  context: SandboxContext,
  entity: RevisionedEntity<Row>,
  row: Row,
): Row {
  entity.rows.write(context.db, row, true);
  entity.announce(context, row, 'created');
  return row;
}

/** Stores a change with the next revision, brings products in step and announces it. */
export function commitChange<Row extends RevisionedRow>(
  context: SandboxContext,
  entity: RevisionedEntity<Row>,
  current: Row,
  change: Partial<Row>,
): Row {
  const row: Row = { ...current, ...change, revision: current.revision + 1, updated_date: context.clock.nowIso() };
  entity.rows.write(context.db, row, false);
  entity.afterUpdate?.(context.db, row, current);
  entity.announce(context, row, 'updated');
  return row;
}

/**
 * An update request: the body names the entity of the path and the revision it was read at; `change` checks the
 * request against the current row and answers the columns to store, all in one transaction.
 */
export function updateEntity<Row extends RevisionedRow, Changes extends { id?: string; revision?: string }>(
  context: SandboxContext,
  entity: RevisionedEntity<Row>,
  request: { id: string; changes: Changes; path: string },
  change: (current: Row) => Partial<Row>,
): Row {
  const { id, changes, path } = request;
  assertUpdateTarget(changes, id, path);
  return context.db.transaction(() => {
    const current = entityOrFail(context, entity, id);
    assertRevision(entity.title, id, changes.revision, current.revision);
    return commitChange(context, entity, current, change(current));
  });
}

/** Deletes and announces the row; `detach` first takes it off the products that use it, or refuses. */
export function deleteEntity<Row extends RevisionedRow>(
  context: SandboxContext,
  entity: RevisionedEntity<Row>,
  id: string,
  detach: (row: Row) => void,
): void {
  context.db.transaction(() => {
    const row = entityOrFail(context, entity, id);
    detach(row);
    entity.rows.remove(context.db, id);
    entity.announce(context, row, 'deleted');
  });
}
