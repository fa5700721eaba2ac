import type { Database, SqlValue } from '../db/database.js';

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
  const selectById = `${select} id = ?`;
  const insert = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const update = `UPDATE ${table} SET ${changeable.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`;
  const remove = `DELETE FROM ${table} WHERE id = ?`;
  const valuesOf = (row: Row, names: readonly Column<Row>[]) => names.map((c) => row[c] as SqlValue);
  return {
    find: (db, id) => db.get<Row>(selectById, id),
    findBy: (db, column, value) => db.get<Row>(`${select} ${column} = ?`, value),
    write(db, row, isNew) {
      if (isNew) db.run(insert, ...valuesOf(row, columns));
      else db.run(update, ...valuesOf(row, changeable), row.id);
    },
    remove: (db, id) => db.run(remove, id),
  };
}
