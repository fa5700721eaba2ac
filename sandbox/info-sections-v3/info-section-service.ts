import type { InfoSectionReferenceV3, InfoSectionUpdateV3, NewInfoSectionV3 } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, notFound } from '../kernel/errors.js';
import { emitDomainEvent } from '../kernel/events/domain-events.js';
import { newId } from '../kernel/ids.js';
import type { FieldDef } from '../kernel/query/fields.js';
import { checkedText } from '../kernel/entities-v3/entity-checks.js';
import { countedView, datedFields, entityQueries, entityTable } from '../kernel/entities-v3/entity-query.js';
import { firstRevision, revisionedEntity } from '../kernel/entities-v3/revisioned-entity.js';
import {
  assignedSectionCounts,
  findInfoSectionByName,
  infoSectionRows,
  infoSectionToWire,
  type InfoSectionRow,
  type InfoSectionTexts,
} from './info-section-rows.js';
import { dropSectionFromProducts, refreshSectionOnProducts } from './info-sections-on-products.js';

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

/** Products keep a copy of each section they show; every update rewrites those copies. */
const INFO_SECTION = revisionedEntity<InfoSectionRow>({
  title: 'Info section',
  rows: infoSectionRows,
  notFound: infoSectionNotFound,
  announce: (context, row, kind) => emitDomainEvent(context, FQDN, kind, infoSectionToWire(row)),
  afterUpdate: refreshSectionOnProducts,
});

export const viewInfoSections = countedView(COUNT_FIELD, assignedSectionCounts, infoSectionToWire);

export function createInfoSection(context: SandboxContext, input: NewInfoSectionV3, path: string): InfoSectionRow {
  const uniqueName = checkedText(input.uniqueName, `${path}.uniqueName`, 100);
  const title = checkedText(input.title, `${path}.title`, 50);
  return context.db.transaction(() => {
    assertNameFree(context, uniqueName);
    const row = { id: newId(), unique_name: uniqueName, title, doc: texts(input), ...firstRevision(context) };
    return INFO_SECTION.insert(context, row);
  });
}

export const infoSectionOrFail = INFO_SECTION.orFail;

/** Changes a section with the current revision; products that show it show the change. */
export const updateInfoSection = INFO_SECTION.updater<InfoSectionUpdateV3>((current, changes, path, context) => {
  const uniqueName =
    changes.uniqueName === undefined ? current.unique_name : checkedText(changes.uniqueName, `${path}.uniqueName`, 100);
  assertNameFree(context, uniqueName, current.id);
  return {
    unique_name: uniqueName,
    title: changes.title === undefined ? current.title : checkedText(changes.title, `${path}.title`, 50),
    doc: texts({ ...(JSON.parse(current.doc) as InfoSectionTexts), ...changes }),
  };
});

export const deleteInfoSection = (context: SandboxContext, id: string): void =>
  INFO_SECTION.delete(context, id, () => dropSectionFromProducts(context.db, id));

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
  ...datedFields('s'),
};
const SECTION_TABLE = entityTable('v3_info_sections s', 's.*', 's.num', SECTION_FIELDS, 100);
const SECTIONS = entityQueries('infoSections', SECTION_TABLE, viewInfoSections);

export const queryInfoSections = SECTIONS.query;
export const countInfoSections = SECTIONS.count;
