import type { SandboxContext } from '../context.js';
import type { Database } from '../db/database.js';
import { type ApiError, applicationFailure, fieldFailure } from '../errors.js';
import type { DomainEventKind } from '../events/domain-events.js';
import { type Column, type EntityRows, entityRows, type RowScope } from './entity-rows.js';

/** The header every v3 entity row carries: its id, its revision and its own creation and update times. */
export interface RevisionedRow {
  id: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

/** The header as the wire shows it: the revision is a string. */
export interface RevisionHeader {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
}

export const revisionHeader = (row: RevisionedRow): RevisionHeader => ({
  id: row.id,
  revision: String(row.revision),
  createdDate: row.created_date,
  updatedDate: row.updated_date,
});

/**
 * The rows of a v3 entity table: `own` and `changeable` name the entity's columns besides the header, which every
 * read selects and every update sets (revision and update time).
 */
export const revisionedRows = <Row extends RevisionedRow>(
  table: string,
  own: readonly Column<Row>[],
  changeable: readonly Column<Row>[],
  scope?: RowScope,
): EntityRows<Row> =>
  entityRows<Row>(
    table,
    ['id', ...own, 'revision', 'created_date', 'updated_date'],
    [...changeable, 'revision', 'updated_date'],
    scope,
  );

/** A v3 update carries the revision it was read at; `path` is where the entity sits in the request body. */
export function assertRevisionGiven<Changes extends { revision?: string }>(
  changes: Changes,
  path: string,
): asserts changes is Changes & { revision: string } {
  if (!changes.revision) throw fieldFailure(`${path}.revision`, 'must not be empty', 'REQUIRED_FIELD');
}

/** A v3 update names its entity by the path id: a copy in the body must equal it. */
export function assertUpdateTarget<Changes extends { id?: string; revision?: string }>(
  changes: Changes,
  id: string,
  path: string,
): asserts changes is Changes & { revision: string } {
  if (changes.id !== undefined && changes.id !== id) throw fieldFailure(`${path}.id`, 'must equal the id in the path');
  assertRevisionGiven(changes, path);
}

/** A stale revision is a 409 naming the entity and its current revision. */
export function assertRevision(entity: string, id: string, given: string, current: number): void {
  if (given !== String(current))
    throw applicationFailure(409, 'REVISION_MISMATCH', `${entity} ${id} is at revision ${current}, not ${given}`, {
      currentRevision: String(current),
    });
}

/** The revision and times of an entity created now. */
export function firstRevision(context: SandboxContext): Omit<RevisionedRow, 'id'> {
  const now = context.clock.nowIso();
  return { revision: 1, created_date: now, updated_date: now };
}

/** A row with a change applied, at the next revision, updated now. */
export const nextRevision = <Row extends RevisionedRow>(context: SandboxContext, current: Row, change: Partial<Row>) =>
  ({ ...current, ...change, revision: current.revision + 1, updated_date: context.clock.nowIso() }) as Row;

/** An update as announced: the row before it, and what the request said about it (e.g. an inventory reason). */
export interface RevisionedUpdate<Row, Note> {
  before: Row;
  note?: Note;
}

/** What the shared read, create, update and delete steps need to know of one v3 entity kind. */
export interface RevisionedEntitySpec<Row extends RevisionedRow, Note = never> {
  /** How messages name the entity, e.g. `Info section`. */
  title: string;
  rows: EntityRows<Row>;
  notFound(id: string): ApiError;
  /** Announces a write as a domain event; left out for an entity the platform announces no events of. */
  announce?(context: SandboxContext, row: Row, kind: DomainEventKind, update?: RevisionedUpdate<Row, Note>): void;
  /** Brings what products copy of the entity in step with a stored update. */
  afterUpdate?(db: Database, row: Row, previous: Row): void;
}

export interface RevisionedEntity<Row extends RevisionedRow, Note = never> {
  orFail(context: SandboxContext, id: string): Row;
  /** The current row, checked against the revision the request read when it gives one. */
  atRevision(context: SandboxContext, id: string, revision: string | undefined): Row;
  /** Stores and announces a new row. */
  insert(context: SandboxContext, row: Row): Row;
  /** Stores a change with the next revision, brings products in step and announces it. */
  commit(context: SandboxContext, current: Row, change: Partial<Row>, note?: Note): Row;
  /**
   * The update service of the entity: it checks the request's target and revision, then stores what `change`
   * answers for the current row (`change` may refuse with an error), all in one transaction.
   */
  updater<Changes extends { id?: string; revision?: string }>(
    change: (current: Row, changes: Changes, path: string, context: SandboxContext) => Partial<Row>,
  ): (context: SandboxContext, id: string, changes: Changes, path: string) => Row;
  /** Deletes and announces the row; `detach` first takes it off the products that use it, or refuses. */
  delete(context: SandboxContext, id: string, detach?: (row: Row) => void): void;
}

export function revisionedEntity<Row extends RevisionedRow, Note = never>(
  spec: RevisionedEntitySpec<Row, Note>,
): RevisionedEntity<Row, Note> {
  const entity: RevisionedEntity<Row, Note> = {
    orFail(context, id) {
      const row = spec.rows.find(context.db, id);
      if (!row) throw spec.notFound(id);
      return row;
    },
    atRevision(context, id, revision) {
      const current = entity.orFail(context, id);
      if (revision !== undefined) assertRevision(spec.title, id, revision, current.revision);
      return current;
    },
    insert(context, row) {
      spec.rows.write(context.db, row, true);
      spec.announce?.(context, row, 'created');
      return row;
    },
    commit(context, current, change, note) {
      const row = nextRevision(context, current, change);
      spec.rows.write(context.db, row, false);
      spec.afterUpdate?.(context.db, row, current);
      spec.announce?.(context, row, 'updated', { before: current, ...(note !== undefined ? { note } : {}) });
      return row;
    },
    updater: (change) => (context, id, changes, path) => {
      assertUpdateTarget(changes, id, path);
      return context.db.transaction(() => {
        const current = entity.atRevision(context, id, changes.revision);
        return entity.commit(context, current, change(current, changes, path, context));
      });
    },
    delete(context, id, detach) {
      context.db.transaction(() => {
        const row = entity.orFail(context, id);
        detach?.(row);
        spec.rows.remove(context.db, id);
        spec.announce?.(context, row, 'deleted');
      });
    },
  };
  return entity;
}
