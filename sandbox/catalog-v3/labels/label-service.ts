import type { CursorQueryV3 } from '../../../generated/types.gen.js';
import type { SandboxContext } from '../../context.js';
import { applicationFailure, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../events/domain-events.js';
import { newId } from '../../ids.js';
import type { FieldDef } from '../../query/fields.js';
import type { TableSpec } from '../cursor-query.js';
import { checkedText } from '../entity-checks.js';
import { countEntities, datedFields, entityPage, entityTable, withAssignedCounts } from '../entity-query.js';
import { assertRevision } from '../product-service-v3.js';
import type { LabelKind } from './label-kinds.js';
import {
  assignedCounts,
  deleteLabel,
  findLabel,
  findLabelByName,
  insertLabel,
  type LabelRow,
  labelToWire,
  type LabelWire,
  updateLabel,
} from './label-rows.js';
import { detachFromProducts, renameOnProducts } from './product-labels.js';
import { assertUpdateTarget } from '../update-target.js';

export const labelNotFound = (kind: LabelKind, id: string) =>
  notFound(`${kind.kind.toUpperCase()}_NOT_FOUND`, `${kind.title} ${id} was not found`);

/** A name as the platform accepts it: 1 to the kind's maximum characters, not only spaces. */
export const checkedName = (kind: LabelKind, name: string | undefined, path: string): string =>
  checkedText(name, path, kind.nameMaxLength);

function assertNameFree(context: SandboxContext, kind: LabelKind, name: string, exceptId?: string): void {
  const holder = findLabelByName(context.db, kind, name);
  if (holder && holder.id !== exceptId)
    throw applicationFailure(
      409,
      `DUPLICATE_${kind.kind.toUpperCase()}_NAME`,
      `A ${kind.kind} named ${name} already exists`,
      { existingId: holder.id },
    );
}

function announce(context: SandboxContext, kind: LabelKind, row: LabelRow, event: 'created' | 'updated' | 'deleted') {
  emitDomainEvent(context, kind.fqdn, event, labelToWire(row, kind));
}

/** The wire entities, with the assigned-product count when the caller asked for it. */
export function viewLabels(
  context: SandboxContext,
  kind: LabelKind,
  rows: readonly LabelRow[],
  fields: readonly string[] | undefined,
): LabelWire[] {
  return withAssignedCounts(
    rows,
    fields?.includes(kind.countRequest) ?? false,
    (ids) => assignedCounts(context.db, kind, ids),
    (row, count) => labelToWire(row, kind, count),
  );
}

export function createLabel(
  context: SandboxContext,
  kind: LabelKind,
  input: { name?: string },
  path: string,
): LabelRow {
  return insertNew(context, kind, checkedName(kind, input.name, `${path}.name`), newId());
}

/** Inserts and announces a new label; the caller has checked the name. */
export function insertNew(context: SandboxContext, kind: LabelKind, name: string, id: string): LabelRow {
  return context.db.transaction(() => {
    assertNameFree(context, kind, name);
    const now = context.clock.nowIso();
    const row: LabelRow = { id, name, revision: 1, created_date: now, updated_date: now };
    insertLabel(context.db, kind, row);
    announce(context, kind, row, 'created');
    return row;
  });
}

export function labelOrFail(context: SandboxContext, kind: LabelKind, id: string): LabelRow {
  const row = findLabel(context.db, kind, id);
  if (!row) throw labelNotFound(kind, id);
  return row;
}

/** Renames with the current revision; products that show the label show the new name. */
export function updateLabelService(
  context: SandboxContext,
  kind: LabelKind,
  id: string,
  changes: { revision?: string; name?: string; id?: string },
  path: string,
): LabelRow {
  assertUpdateTarget(changes, id, path);
  return context.db.transaction(() => {
    const current = labelOrFail(context, kind, id);
    assertRevision(kind.title, id, changes.revision, current.revision);
    const name = changes.name === undefined ? current.name : checkedName(kind, changes.name, `${path}.name`);
    assertNameFree(context, kind, name, id);
    const row = { ...current, name, revision: current.revision + 1, updated_date: context.clock.nowIso() };
    updateLabel(context.db, row);
    if (name !== current.name) renameOnProducts(context.db, kind, id, name);
    announce(context, kind, row, 'updated');
    return row;
  });
}

export function deleteLabelService(context: SandboxContext, kind: LabelKind, id: string): void {
  context.db.transaction(() => {
    const row = labelOrFail(context, kind, id);
    deleteLabel(context.db, id);
    detachFromProducts(context.db, kind, id);
    announce(context, kind, row, 'deleted');
  });
}

/** The label with exactly this name, created when there is none. */
export function getOrCreateLabel(context: SandboxContext, kind: LabelKind, name: string, path: string): LabelRow {
  const checked = checkedName(kind, name, path);
  return findLabelByName(context.db, kind, checked) ?? insertNew(context, kind, checked, newId());
}

const LABEL_FIELDS: Record<string, FieldDef> = {
  id: { sql: 'l.id', type: 'string' },
  name: { sql: 'l.name', type: 'string', sortable: true, sortSql: 'l.name COLLATE NOCASE' },
  ...datedFields('l'),
};

const tableOf = (kind: LabelKind): TableSpec =>
  entityTable(
    'v3_labels l',
    'l.id, l.name, l.revision, l.created_date, l.updated_date',
    'l.num',
    LABEL_FIELDS,
    kind.maxPageSize,
    { sql: 'l.kind = ?', params: [kind.kind] },
  );

export function queryLabels(
  context: SandboxContext,
  kind: LabelKind,
  query: CursorQueryV3 | undefined,
  fields: readonly string[] | undefined,
): { items: LabelWire[]; pagingMetadata: unknown } {
  return entityPage(context.db, tableOf(kind), query, (rows: LabelRow[]) => viewLabels(context, kind, rows, fields));
}

export function countLabels(context: SandboxContext, kind: LabelKind, filter: unknown): { count: number } {
  return countEntities(context.db, tableOf(kind), filter);
}
