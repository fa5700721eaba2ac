import type { Database, SqlValue } from '../db/database.js';

/** Inserts one row whose keys are the column names (a fixed row type of the caller, never request input). */
export function insertRow(db: Database, table: string, row: Record<string, SqlValue>): void {
  const columns = Object.keys(row);
  db.run(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ...columns.map((c) => row[c]!),
  );
}

/** The reads and writes of one v3 entity table whose rows are keyed by `id`. */
export interface EntityRows<Row extends { id: string }> {
  find(db: Database, id: string): Row | undefined;
  /** The row whose `column` (one of the table's unique columns) holds `value`. */
  findBy(db: Database, column: keyof Row & string, value: SqlValue): Row | undefined;
  /** Inserts a new row, or stores the changeable columns of an existing one. */
  write(db: Database, row: Row, isNew: boolean): void;
  remove(db: Database, id: string): void;
}

type Column<Row> = keyof Row & string;

/**
 * The rows of `table` as `Row`: every read selects `columns`, an update sets `changeable`. Both lists are fixed by
 * the caller's row type, never taken from a request.
 */
export function entityRows<Row extends { id: string }>(
  table: string,
  columns: readonly Column<Row>[],
  changeable: readonly Column<Row>[],
): EntityRows<Row> {
  const select = `SELECT ${columns.join(', ')} FROM ${table} WHERE`;
  const update = `UPDATE ${table} SET ${changeable.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`;
  const valuesOf = (row: Row, names: readonly Column<Row>[]) => names.map((c) => row[c] as SqlValue);
  const findBy = (db: Database, column: Column<Row>, value: SqlValue) => db.get<Row>(`${select} ${column} = ?`, value);
  return {
    find: (db, id) => findBy(db, 'id', id),
    findBy,
    write(db, row, isNew) {
      if (isNew) insertRow(db, table, Object.fromEntries(columns.map((c) => [c, row[c] as SqlValue])));
      else db.run(update, ...valuesOf(row, changeable), row.id);
    },
    remove: (db, id) => db.run(`DELETE FROM ${table} WHERE id = ?`, id),
  };
}
