import type { Database, SqlValue } from '../db/database.js';

/** The reads and writes of one v3 entity table whose rows are keyed by `id`. */
export interface EntityRows<Row extends { id: string }> {
  /** The columns every read selects. */
  columns: readonly Column<Row>[];
  find(db: Database, id: string): Row | undefined;
  /** The row whose `column` (one of the table's unique columns) holds `value`. */
  findBy(db: Database, column: keyof Row & string, value: SqlValue): Row | undefined;
  /** Inserts a new row, or stores the changeable columns of an existing one. */
  write(db: Database, row: Row, isNew: boolean): void;
  remove(db: Database, id: string): void;
}

export type Column<Row> = keyof Row & string;

/**
 * The part of a table one kind of entity owns when kinds share it: rows whose `column` holds `value`. Reads see
 * only those rows and inserts fill the column; ids are unique across the table, so updates and deletes go by id.
 */
export interface RowScope {
  column: string;
  value: SqlValue;
}

/**
 * The rows of `table` as `Row`: every read selects `columns`, an update sets `changeable`. Both lists are fixed by
 * the caller's row type, never taken from a request.
 */
export function entityRows<Row extends { id: string }>(
  table: string,
  columns: readonly Column<Row>[],
  changeable: readonly Column<Row>[],
  scope?: RowScope,
): EntityRows<Row> {
  const inScope = scope ? ` ${scope.column} = ? AND` : '';
  const scoped = scope ? [scope.value] : [];
  const inserted = [...(scope ? [scope.column] : []), ...columns];
  const select = `SELECT ${columns.join(', ')} FROM ${table} WHERE${inScope}`;
  const selectById = `${select} id = ?`;
  const insert = `INSERT INTO ${table} (${inserted.join(', ')}) VALUES (${inserted.map(() => '?').join(', ')})`;
  const update = `UPDATE ${table} SET ${changeable.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`;
  const remove = `DELETE FROM ${table} WHERE id = ?`;
  const valuesOf = (row: Row, names: readonly Column<Row>[]) => names.map((c) => row[c] as SqlValue);
  return {
    columns,
    find: (db, id) => db.get<Row>(selectById, ...scoped, id),
    findBy: (db, column, value) => db.get<Row>(`${select} ${column} = ?`, ...scoped, value),
    write(db, row, isNew) {
      if (isNew) db.run(insert, ...scoped, ...valuesOf(row, columns));
      else db.run(update, ...valuesOf(row, changeable), row.id);
    },
    remove: (db, id) => db.run(remove, id),
  };
}
