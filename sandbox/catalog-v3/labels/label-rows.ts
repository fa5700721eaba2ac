import type { Database } from '../../db/database.js';
import type { LabelKind } from './label-kinds.js';

export interface LabelRow {
  id: string;
  name: string;
  revision: number;
  created_date: string;
  updated_date: string;
}

/** The wire entity (brand or ribbon); the count only when the caller asked for it. */
export interface LabelWire {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  name: string;
  assignedProductsCount?: number;
  assignedProductCount?: number;
}

const COLUMNS = 'id, name, revision, created_date, updated_date';

export function findLabel(db: Database, kind: LabelKind, id: string): LabelRow | undefined {
  return db.get<LabelRow>(`SELECT ${COLUMNS} FROM v3_labels WHERE kind = ? AND id = ?`, kind.kind, id);
}

/** Whether a brand or a ribbon has this id. */
export const isLabelId = (db: Database, id: string): boolean =>
  db.get('SELECT 1 FROM v3_labels WHERE id = ?', id) !== undefined;

export function findLabelByName(db: Database, kind: LabelKind, name: string): LabelRow | undefined {
  return db.get<LabelRow>(`SELECT ${COLUMNS} FROM v3_labels WHERE kind = ? AND name = ?`, kind.kind, name);
}

export function insertLabel(db: Database, kind: LabelKind, row: LabelRow): void {
  db.run(
    `INSERT INTO v3_labels (kind, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`,
    kind.kind,
    row.id,
    row.name,
    row.revision,
    row.created_date,
    row.updated_date,
  );
}

export function updateLabel(db: Database, row: LabelRow): void {
  db.run(
    'UPDATE v3_labels SET name = ?, revision = ?, updated_date = ? WHERE id = ?',
    row.name,
    row.revision,
    row.updated_date,
    row.id,
  );
}

export function deleteLabel(db: Database, id: string): void {
  db.run('DELETE FROM v3_labels WHERE id = ?', id);
}

/** How many products reference each of the given labels. */
export function assignedCounts(db: Database, kind: LabelKind, ids: readonly string[]): Map<string, number> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{ id: string; n: number }>(
    `SELECT ${kind.productIdSql} AS id, COUNT(*) AS n FROM v3_products
     WHERE ${kind.productIdSql} IN (${ids.map(() => '?').join(', ')}) GROUP BY ${kind.productIdSql}`,
    ...ids,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function labelToWire(row: LabelRow, kind: LabelKind, count?: number): LabelWire {
  const wire: LabelWire = {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    name: row.name,
  };
  if (count !== undefined) wire[kind.countField] = count;
  return wire;
}
