import type { CursorQueryV3 } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { applicationFailure, notFound } from '../kernel/errors.js';
import { emitDomainEvent } from '../kernel/events/domain-events.js';
import { newId } from '../kernel/ids.js';
import type { FieldDef } from '../kernel/query/fields.js';
import type { TableSpec } from '../kernel/query/cursor-query.js';
import { checkedText } from '../kernel/entities-v3/entity-checks.js';
import {
  countEntities,
  datedFields,
  entityPage,
  entityTable,
  withAssignedCounts,
} from '../kernel/entities-v3/entity-query.js';
import { firstRevision, revisionedEntity } from '../kernel/entities-v3/revisioned-entity.js';
import { BRAND, type BrandOrRibbonKind, RIBBON } from './brands-and-ribbons-kinds.js';
import {
  assignedCounts,
  type BrandOrRibbonRow,
  brandOrRibbonToWire,
  type BrandOrRibbonWire,
  rowsOf,
} from './brands-and-ribbons-rows.js';
import { detachFromProducts, renameOnProducts } from './brands-and-ribbons-on-products.js';

export const brandOrRibbonNotFound = (kind: BrandOrRibbonKind, id: string) =>
  notFound(`${kind.kind.toUpperCase()}_NOT_FOUND`, `${kind.title} ${id} was not found`);

/** A name as the platform accepts it: 1 to the kind's maximum characters, not only spaces. */
export const checkedName = (kind: BrandOrRibbonKind, name: string | undefined, path: string): string =>
  checkedText(name, path, kind.nameMaxLength);

/** A brand or ribbon by its exact name. */
export const findBrandOrRibbonByName = (context: SandboxContext, kind: BrandOrRibbonKind, name: string) =>
  rowsOf(kind).findBy(context.db, 'name', name);

type NameChange = { revision?: string; name?: string; id?: string };

/** The revision steps of one kind, and its rename; products show the name, so a rename rewrites it there. */
function stepsOf(kind: BrandOrRibbonKind) {
  const entity = revisionedEntity<BrandOrRibbonRow>({
    title: kind.title,
    rows: rowsOf(kind),
    notFound: (id) => brandOrRibbonNotFound(kind, id),
    announce: (context, row, event) => emitDomainEvent(context, kind.fqdn, event, brandOrRibbonToWire(row, kind)),
    afterUpdate(db, row, previous) {
      if (row.name !== previous.name) renameOnProducts(db, kind, row.id, row.name);
    },
  });
  const rename = entity.updater<NameChange>((current, changes, path, context) => {
    const name = changes.name === undefined ? current.name : checkedName(kind, changes.name, `${path}.name`);
    assertNameFree(context, kind, name, current.id);
    return { name };
  });
  return { entity, rename };
}

const STEPS = { brand: stepsOf(BRAND), ribbon: stepsOf(RIBBON) };
const entityOf = (kind: BrandOrRibbonKind) => STEPS[kind.kind].entity;

function assertNameFree(context: SandboxContext, kind: BrandOrRibbonKind, name: string, exceptId?: string): void {
  const holder = findBrandOrRibbonByName(context, kind, name);
  if (holder && holder.id !== exceptId)
    throw applicationFailure(
      409,
      `DUPLICATE_${kind.kind.toUpperCase()}_NAME`,
      `A ${kind.kind} named ${name} already exists`,
      { existingId: holder.id },
    );
}

/** The wire entities, with the assigned-product count when the caller asked for it. */
export function viewBrandsOrRibbons(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  rows: readonly BrandOrRibbonRow[],
  fields: readonly string[] | undefined,
): BrandOrRibbonWire[] {
  return withAssignedCounts(
    rows,
    fields?.includes(kind.countRequest) ?? false,
    (ids) => assignedCounts(context.db, kind, ids),
    (row, count) => brandOrRibbonToWire(row, kind, count),
  );
}

export function createBrandOrRibbon(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  input: { name?: string },
  path: string,
): BrandOrRibbonRow {
  return insertNew(context, kind, checkedName(kind, input.name, `${path}.name`), newId());
}

/** Inserts and announces a new brand or ribbon; the caller has checked the name. */
export function insertNew(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  name: string,
  id: string,
): BrandOrRibbonRow {
  return context.db.transaction(() => {
    assertNameFree(context, kind, name);
    return entityOf(kind).insert(context, { id, name, ...firstRevision(context) });
  });
}

export const brandOrRibbonOrFail = (context: SandboxContext, kind: BrandOrRibbonKind, id: string) =>
  entityOf(kind).orFail(context, id);

/** A brand or ribbon by id, or none. */
export const findBrandOrRibbon = (context: SandboxContext, kind: BrandOrRibbonKind, id: string) =>
  rowsOf(kind).find(context.db, id);

/** Renames with the current revision; products that show the brand or ribbon show the new name. */
export const updateBrandOrRibbon = (
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  id: string,
  changes: NameChange,
  path: string,
): BrandOrRibbonRow => STEPS[kind.kind].rename(context, id, changes, path);

export const deleteBrandOrRibbon = (context: SandboxContext, kind: BrandOrRibbonKind, id: string): void =>
  entityOf(kind).delete(context, id, () => detachFromProducts(context.db, kind, id));

/** The brand or ribbon with exactly this name, created when there is none. */
export function getOrCreateBrandOrRibbon(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  name: string,
  path: string,
): BrandOrRibbonRow {
  const checked = checkedName(kind, name, path);
  return findBrandOrRibbonByName(context, kind, checked) ?? insertNew(context, kind, checked, newId());
}

const BRAND_OR_RIBBON_FIELDS: Record<string, FieldDef> = {
  id: { sql: 'b.id', type: 'string' },
  name: { sql: 'b.name', type: 'string', sortable: true, sortSql: 'b.name COLLATE NOCASE' },
  ...datedFields('b'),
};

const tableOf = (kind: BrandOrRibbonKind): TableSpec =>
  entityTable(
    'v3_brands_and_ribbons b',
    rowsOf(kind)
      .columns.map((column) => `b.${column}`)
      .join(', '),
    'b.num',
    BRAND_OR_RIBBON_FIELDS,
    kind.maxPageSize,
    { sql: 'b.kind = ?', params: [kind.kind] },
  );

export function queryBrandsOrRibbons(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  query: CursorQueryV3 | undefined,
  fields: readonly string[] | undefined,
): { items: BrandOrRibbonWire[]; pagingMetadata: unknown } {
  return entityPage(context.db, tableOf(kind), query, (rows: BrandOrRibbonRow[]) =>
    viewBrandsOrRibbons(context, kind, rows, fields),
  );
}

export function countBrandsOrRibbons(
  context: SandboxContext,
  kind: BrandOrRibbonKind,
  filter: unknown,
): { count: number } {
  return countEntities(context.db, tableOf(kind), filter);
}
