import type { Database } from './database.js';

/**
 * SQLite's `PRAGMA data_version`: it moves when another connection to the same file (another sandbox process) commits,
 * never for this connection's own writes. In-memory caches key on it beside their own write counter, so that a second
 * sandbox on one file is seen.
 */
export const othersDataVersion = (db: Database): number =>
  db.get<{ version: number }>('SELECT data_version AS version FROM pragma_data_version()')!.version;
