import { expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/kernel/db/database.js';
import { DATA_TABLES } from '../../sandbox/kernel/db/migrations.js';

/** What a reset keeps: the migrations run, the settings, and the development client (the credentials). */
const KEPT = ['schema_migrations', 'settings', 'oauth_clients'];

it('empties on reset every table the migrations create, but the ones it keeps', () => {
  const db = openDatabase(':memory:');
  const tables = db.all<{ name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table'");
  // A virtual table's shadow tables (`v3_products_fts_data`, …) are its own: emptying it empties them.
  const virtual = tables.filter(({ sql }) => /^CREATE VIRTUAL TABLE/i.test(sql)).map(({ name }) => `${name}_`);
  const own = tables.map(({ name }) => name).filter((name) => !virtual.some((prefix) => name.startsWith(prefix)));
  expect(own.filter((name) => !KEPT.includes(name)).sort()).toEqual([...DATA_TABLES].sort());
  db.close();
});
