import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.js';
import { fieldFailure } from '../errors.js';

/**
 * Cursors are opaque and tamper-evident: `<payload>.<mac>`, both base64url, where the payload is JSON and the mac its
 * HMAC-SHA256 under a key of this sandbox (docs/decisions.md, "Cursors"). The key is made once and kept in the
 * `settings` table, so cursors outlive a restart on the same database file and mean nothing to another sandbox.
 */
const KEY_SETTING = 'cursorSigningKey';
const keys = new WeakMap<Database, Buffer>();

function signingKey(db: Database): Buffer {
  const known = keys.get(db);
  if (known) return known;
  // Two processes on one file both try to insert; the first key stays and both read it.
  db.run(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    KEY_SETTING,
    JSON.stringify(randomBytes(32).toString('base64url')),
  );
  const row = db.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', KEY_SETTING)!;
  const key = Buffer.from(JSON.parse(row.value) as string, 'base64url');
  keys.set(db, key);
  return key;
}

const macOf = (db: Database, payload: string) => createHmac('sha256', signingKey(db)).update(payload).digest();

/** A cursor carrying `state`, signed with this sandbox's key. */
export function signCursor(db: Database, state: unknown): string {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return `${payload}.${macOf(db, payload).toString('base64url')}`;
}

/**
 * The state inside a cursor this sandbox signed. Anything else (edited, truncated, made up, or from another sandbox)
 * is a 400 on `path`; the caller still checks the state's shape, since a cursor from another operation is signed too.
 */
export function openCursor(db: Database, cursor: string, path: string): unknown {
  const [payload, mac, ...rest] = cursor.split('.');
  if (payload && mac && rest.length === 0) {
    const expected = macOf(db, payload);
    const given = Buffer.from(mac, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      } catch {
        // a signed payload is JSON; fall through all the same
      }
    }
  }
  throw notACursor(path);
}

export const notACursor = (path: string) => fieldFailure(path, 'is not a cursor this service issued', 'FORMAT');
