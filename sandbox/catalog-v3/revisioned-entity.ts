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
export interface RevisionedEntitySpec<Row extends RevisionedRow> {
  /** How messages name the entity, e.g. `Info section`. */
  title: string;
  rows: EntityRows<Row>;
  notFound(id: string): ApiError;
  announce(context: SandboxContext, row: Row, kind: DomainEventKind): void;
  /** Brings what products copy of the entity in step with a stored update. */
  afterUpdate?(db: Database, row: Row, previous: Row): void;
}

export interface RevisionedEntity<Row extends RevisionedRow> {
  orFail(context: SandboxContext, id: string): Row;
  /** Stores and announces a new row. */
  insert(context: SandboxContext, row: Row): Row;
  /** Stores a change with the next revision, brings products in step and announces it. */
  commit(context: SandboxContext, current: Row, change: Partial<Row>): Row;
  /**
   * The update service of the entity: it checks the request's target and revision, then stores what `change`
   * answers for the current row (`change` may refuse with an error), all in one transaction.
   */
  updater<Changes extends { id?: string; revision?: string }>(
    change: (current: Row, changes: Changes, path: string, context: SandboxContext) => Partial<Row>,
  ): (context: SandboxContext, id: string, changes: Changes, path: string) => Row;
  /** Deletes and announces the row; `detach` first takes it off the products that use it, or refuses. */
  delete(context: SandboxContext, id: string, detach: (row: Row) => void): void;
}

/** The revision and times of an entity created now. */
export function firstRevision(context: SandboxContext): Omit<RevisionedRow, 'id'> {
  const now = context.clock.nowIso();
  return { revision: 1, created_date: now, updated_date: now };
}

/** A row with a change applied, at the next revision, updated now. */
export const nextRevision = <Row extends RevisionedRow>(context: SandboxContext, current: Row, change: Partial<Row>) =>
  ({ ...current, ...change, revision: current.revision + 1, updated_date: context.clock.nowIso() }) as Row;

export function revisionedEntity<Row extends RevisionedRow>(spec: RevisionedEntitySpec<Row>): RevisionedEntity<Row> {
  const entity: RevisionedEntity<Row> = {
    orFail(context, id) {
      const row = spec.rows.find(context.db, id);
      if (!row) throw spec.notFound(id);
      return row;
    },
    insert(context, row) {
      spec.rows.write(context.db, row, true);
      spec.announce(context, row, 'created');
      return row;
    },
    commit(context, current, change) {
      const row = nextRevision(context, current, change);
      spec.rows.write(context.db, row, false);
      spec.afterUpdate?.(context.db, row, current);
      spec.announce(context, row, 'updated');
      return row;
    },
    updater: (change) => (context, id, changes, path) => {
      assertUpdateTarget(changes, id, path);
      return context.db.transaction(() => {
        const current = entity.orFail(context, id);
        assertRevision(spec.title, id, changes.revision, current.revision);
        return entity.commit(context, current, change(current, changes, path, context));
      });
    },
    delete(context, id, detach) {
      context.db.transaction(() => {
        const row = entity.orFail(context, id);
        detach(row);
        spec.rows.remove(context.db, id);
        spec.announce(context, row, 'deleted');
      });
    },
  };
  return entity;
}
