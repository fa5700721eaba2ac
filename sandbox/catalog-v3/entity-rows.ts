import type { Database, SqlValue } from '../db/database.js';

/** Inserts one row whose keys are the column names (a fixed row type of the caller, never request input). */
export function insertRow(db: Database, table: string, row: Record<string, SqlValue>): void {
  const columns = Object.keys(row);
  db.run(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ...columns.map((c) => row[c]!),
  );
}
