import type { Database } from '../kernel/db/database.js';
import {
  type RevisionedRow,
  revisionedRows,
  revisionHeader,
  type RevisionHeader,
} from '../kernel/entities-v3/revisioned-entity.js';
import type { BrandOrRibbonKind } from './brands-and-ribbons-kinds.js';

export interface BrandOrRibbonRow extends RevisionedRow {
  name: string;
}

/** The wire entity (brand or ribbon); the count only when the caller asked for it. */
export interface BrandOrRibbonWire extends RevisionHeader {
  name: string;
  assignedProductsCount?: number;
  assignedProductCount?: number;
}

/** Brands and ribbons share the `v3_brands_and_ribbons` table; the `kind` column says which a row is. */
const rowsOfKind = (kind: BrandOrRibbonKind['kind']) =>
  revisionedRows<BrandOrRibbonRow>('v3_brands_and_ribbons', ['name'], ['name'], { column: 'kind', value: kind });

const ROWS = { brand: rowsOfKind('brand'), ribbon: rowsOfKind('ribbon') };

export const rowsOf = (kind: BrandOrRibbonKind) => ROWS[kind.kind];

/** Whether a brand or a ribbon has this id. */
export const isBrandOrRibbonId = (db: Database, id: string): boolean =>
  db.get('SELECT 1 FROM v3_brands_and_ribbons WHERE id = ?', id) !== undefined;

/** How many products reference each of the given brands or ribbons. */
export function assignedCounts(db: Database, kind: BrandOrRibbonKind, ids: readonly string[]): Map<string, number> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{ id: string; n: number }>(
    `SELECT ${kind.productIdSql} AS id, COUNT(*) AS n FROM v3_products
     WHERE ${kind.productIdSql} IN (${ids.map(() => '?').join(', ')}) GROUP BY ${kind.productIdSql}`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function brandOrRibbonToWire(row: BrandOrRibbonRow, kind: BrandOrRibbonKind, count?: number): BrandOrRibbonWire {
  const wire: BrandOrRibbonWire = { ...revisionHeader(row), name: row.name };
  if (count !== undefined) wire[kind.countField] = count;
  return wire;
}
