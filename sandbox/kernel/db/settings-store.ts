import type { Database } from './database.js';

/** Small JSON values kept in the `settings` table: credentials, behaviour settings, the clock offset. */
export function readSetting<T>(db: Database, key: string): T | undefined {
  const row = db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', key);
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function writeSetting(db: Database, key: string, value: unknown): void {
  db.run(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    key,
    JSON.stringify(value),
  );
}
