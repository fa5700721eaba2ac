import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { runMigrations } from './migrations.js';

export type SqlValue = SQLInputValue;
export type Row = Record<string, SqlValue>;

/** The SQLite database with a cache of prepared statements and a transaction helper (nested ones are savepoints). */
export interface Database {
  readonly raw: DatabaseSync;
  run(sql: string, ...params: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get<T = Row>(sql: string, ...params: SqlValue[]): T | undefined;
  all<T = Row>(sql: string, ...params: SqlValue[]): T[];
  transaction<T>(work: () => T): T;
  close(): void;
}

/** The first row a query answers, turned into a record by `map`; undefined when there is none. */
export function getMapped<Row, T>(
  db: Database,
  map: (row: Row) => T,
  sql: string,
  ...params: SqlValue[]
): T | undefined {
  const row = db.get<Row>(sql, ...params);
  return row && map(row);
}

const STATEMENT_CACHE_SIZE = 500;

export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const raw = new DatabaseSync(path);
  applyPragmas(raw, path === ':memory:');
  runMigrations(raw);
  return wrap(raw);
}

/**
 * WAL with synchronous=FULL: a commit returns only after its WAL frames are fsynced, so an acknowledged write
 * survives SIGKILL and power loss alike.
 */
function applyPragmas(raw: DatabaseSync, inMemory: boolean): void {
  if (!inMemory) raw.exec('PRAGMA journal_mode = WAL');
  raw.exec(`
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA temp_store = MEMORY;
    PRAGMA cache_size = -65536;
    PRAGMA mmap_size = 268435456;
  `);
}

function wrap(raw: DatabaseSync): Database {
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      statement = raw.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, statement);
    return statement;
  };
  let depth = 0;
  return {
    raw,
    run: (sql, ...params) => prepare(sql).run(...params),
    get: <T>(sql: string, ...params: SqlValue[]) => prepare(sql).get(...params) as T | undefined,
    all: <T>(sql: string, ...params: SqlValue[]) => prepare(sql).all(...params) as T[],
    // A transaction inside another is a savepoint: its failure undoes its own writes and leaves the outer one going
    // (a bulk call's failed element stores nothing while the others commit together).
    transaction<T>(work: () => T): T {
      const savepoint = depth > 0 ? `nested_${depth}` : undefined;
      raw.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
      depth++;
      try {
        const result = work();
        raw.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        raw.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
    close: () => {
      statements.clear();
      raw.close();
    },
  };
}
