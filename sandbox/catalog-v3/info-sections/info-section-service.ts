import type {
  CursorQueryV3,
  InfoSection,
  InfoSectionReferenceV3,
  InfoSectionUpdateV3,
  NewInfoSectionV3,
} from '../../../generated/types.gen.js';
import type { SandboxContext } from '../../context.js';
import { applicationFailure, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../events/domain-events.js';
import { newId } from '../../ids.js';
import type { FieldDef } from '../../query/fields.js';
import { countRows, runCursorPage } from '../cursor-query.js';
import { checkedText } from '../entity-checks.js';
import { entityTable } from '../entity-query.js';
import { assertRevision } from '../product-service-v3.js';
import {
  assignedSectionCounts,
  findInfoSection,
  findInfoSectionByName,
  infoSectionToWire,
  type InfoSectionRow,
  type InfoSectionTexts,
  writeInfoSection,
} from './info-section-rows.js';
import { dropSectionFromProducts, refreshSectionOnProducts } from './product-info-sections.js';
import { assertUpdateTarget } from '../update-target.js';

const FQDN = 'wix.stores.catalog.v3.info_section';
const COUNT_FIELD = 'ASSIGNED_PRODUCTS_COUNT';

export const infoSectionNotFound = (id: string) =>
  notFound('INFO_SECTION_NOT_FOUND', `Info section ${id} was not found`);

const texts = (input: InfoSectionTexts): string =>
  JSON.stringify({
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.plainDescription !== undefined ? { plainDescription: input.plainDescription } : {}),
  });

function assertNameFree(context: SandboxContext, uniqueName: string, exceptId?: string): void {
  const holder = findInfoSectionByName(context.db, uniqueName);
  if (holder && holder.id !== exceptId)
    throw applicationFailure(
      409,
      'DUPLICATE_INFO_SECTION_UNIQUE_NAME',
      `An info section with the unique name ${uniqueName} already exists`,
      { existingId: holder.id },
    );
}

const announce = (context: SandboxContext, row: InfoSectionRow, kind: 'created' | 'updated' | 'deleted') =>
  emitDomainEvent(context, FQDN, kind, infoSectionToWire(row));

export function viewInfoSections(
  context: SandboxContext,
  rows: readonly InfoSectionRow[],
  fields: readonly string[] | undefined,
): InfoSection[] {
  const counts = fields?.includes(COUNT_FIELD)
    ? assignedSectionCounts(
        context.db,
        rows.map((r) => r.id),
      )
    : undefined;
  return rows.map((row) => infoSectionToWire(row, counts ? (counts.get(row.id) ?? 0) : undefined));
}

export function createInfoSection(context: SandboxContext, input: NewInfoSectionV3, path: string): InfoSectionRow {
  const uniqueName = checkedText(input.uniqueName, `${path}.uniqueName`, 100);
  const title = checkedText(input.title, `${path}.title`, 50);
  return context.db.transaction(() => {
    assertNameFree(context, uniqueName);
    const now = context.clock.nowIso();
    const row: InfoSectionRow = {
      id: newId(),
      unique_name: uniqueName,
      title,
      doc: texts(input),
      revision: 1,
      created_date: now,
      updated_date: now,
    };
    writeInfoSection(context.db, row, true);
    announce(context, row, 'created');
    return row;
  });
}

export function infoSectionOrFail(context: SandboxContext, id: string): InfoSectionRow {
  const row = findInfoSection(context.db, id);
  if (!row) throw infoSectionNotFound(id);
  return row;
}

/** Changes a section with the current revision; products that show it show the change. */
export function updateInfoSection(
  context: SandboxContext,
  id: string,
  changes: InfoSectionUpdateV3,
  path: string,
): InfoSectionRow {
  assertUpdateTarget(changes, id, path);
  return context.db.transaction(() => {
    const current = infoSectionOrFail(context, id);
    assertRevision('Info section', id, changes.revision, current.revision);
    const uniqueName =
      changes.uniqueName === undefined
        ? current.unique_name
        : checkedText(changes.uniqueName, `${path}.uniqueName`, 100);
    assertNameFree(context, uniqueName, id);
    const row: InfoSectionRow = {
      ...current,
      unique_name: uniqueName,
      title: changes.title === undefined ? current.title : checkedText(changes.title, `${path}.title`, 50),
      doc: texts({ ...(JSON.parse(current.doc) as InfoSectionTexts), ...changes }),
      revision: current.revision + 1,
      updated_date: context.clock.nowIso(),
    };
    writeInfoSection(context.db, row, false);
    refreshSectionOnProducts(context.db, row);
    announce(context, row, 'updated');
    return row;
  });
}

export function deleteInfoSection(context: SandboxContext, id: string): void {
  context.db.transaction(() => {
    const row = infoSectionOrFail(context, id);
    context.db.run('DELETE FROM v3_info_sections WHERE id = ?', id);
    dropSectionFromProducts(context.db, id);
    announce(context, row, 'deleted');
  });
}

/** A section by `id` (404 when unknown) or `uniqueName` (created when unknown, and then `title` is required). */
export function getOrCreateInfoSection(
  context: SandboxContext,
  reference: InfoSectionReferenceV3,
  path: string,
): InfoSectionRow {
  if (reference.id) return infoSectionOrFail(context, reference.id);
  const uniqueName = checkedText(reference.uniqueName, `${path}.uniqueName`, 100);
  return (
    findInfoSectionByName(context.db, uniqueName) ??
    createInfoSection(context, { ...reference, uniqueName, title: reference.title! }, path)
  );
}

const SECTION_FIELDS: Record<string, FieldDef> = {
  id: { sql: 's.id', type: 'string' },
  uniqueName: { sql: 's.unique_name', type: 'string', sortable: true },
  title: { sql: 's.title', type: 'string', sortable: true, sortSql: 's.title COLLATE NOCASE' },
  createdDate: { sql: 's.created_date', type: 'datetime', sortable: true },
  updatedDate: { sql: 's.updated_date', type: 'datetime', sortable: true },
};
const SECTIONS = entityTable('v3_info_sections s', 's.*', 's.num', SECTION_FIELDS, 100);

export function queryInfoSections(
  context: SandboxContext,
  query: CursorQueryV3 | undefined,
  fields: readonly string[] | undefined,
) {
  const page = runCursorPage<InfoSectionRow>(context.db, SECTIONS, query ?? {}, 'query');
  return { infoSections: viewInfoSections(context, page.rows, fields), pagingMetadata: page.pagingMetadata };
}

export const countInfoSections = (context: SandboxContext, filter: unknown) => ({
  count: countRows(context.db, SECTIONS, filter, undefined, ''),
});
