import type { InfoSection, RichContent } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { type RevisionedRow, revisionedRows, revisionHeader } from '../kernel/entities-v3/revisioned-entity.js';
import type { Writable } from '../products-v3/products-v3-view.js';

export interface InfoSectionRow extends RevisionedRow {
  unique_name: string;
  title: string;
  /** `{ description?, plainDescription? }` as sent. */
  doc: string;
}

export interface InfoSectionTexts {
  description?: RichContent;
  plainDescription?: string;
}

const OWN = ['unique_name', 'title', 'doc'] as const;
export const infoSectionRows = revisionedRows<InfoSectionRow>('v3_info_sections', OWN, OWN);

export const findInfoSectionByName = (db: Database, uniqueName: string) =>
  infoSectionRows.findBy(db, 'unique_name', uniqueName);

/** The products that show a section: the `json_each` join that counting and rewriting share. */
export const PRODUCTS_WITH_SECTION = `FROM v3_products p, json_each(p.doc, '$.infoSections') s
  WHERE json_extract(s.value, '$.id')`;

export function assignedSectionCounts(db: Database, ids: readonly string[]): Map<string, number> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{ id: string; n: number }>(
    `SELECT json_extract(s.value, '$.id') AS id, COUNT(DISTINCT p.id) AS n ${PRODUCTS_WITH_SECTION}
     IN (${ids.map(() => '?').join(', ')}) GROUP BY json_extract(s.value, '$.id')`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function infoSectionToWire(row: InfoSectionRow, count?: number): InfoSection {
  const texts = JSON.parse(row.doc) as InfoSectionTexts;
  const wire: Writable<InfoSection> = {
    ...revisionHeader(row),
    uniqueName: row.unique_name,
    title: row.title,
    ...texts,
  };
  if (count !== undefined) wire.assignedProductsCount = count;
  return wire;
}
