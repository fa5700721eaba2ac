import { randomBytes, randomUUID } from 'node:crypto';
import { LOCAL_ORIGIN_PATTERNS } from './config.js';
import type { Database } from './db/database.js';
import { readSetting, writeSetting } from './db/settings-store.js';

export interface Credentials {
  clientId: string;
  apiKey: string;
  siteId: string;
}

/**
 * The development OAuth client and the admin API key. Given values win; otherwise the ones stored by an earlier
 * start are kept, so a restart on the same file prints the same credentials.
 */
export function ensureCredentials(
  db: Database,
  given: Partial<Credentials>,
  extraRedirectUris: string[] = [],
): Credentials {
  const stored = readSetting<Credentials>(db, 'credentials');
  const credentials: Credentials = {
    clientId: given.clientId ?? stored?.clientId ?? randomUUID(),
    apiKey: given.apiKey ?? stored?.apiKey ?? `IST.${randomBytes(32).toString('base64url')}`,
    siteId: given.siteId ?? stored?.siteId ?? randomUUID(),
  };
  writeSetting(db, 'credentials', credentials);
  db.run(
    `INSERT INTO oauth_clients (id, name, redirect_uri_patterns, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET redirect_uri_patterns = excluded.redirect_uri_patterns`,
    credentials.clientId,
    'Development client',
    JSON.stringify([...LOCAL_ORIGIN_PATTERNS, ...extraRedirectUris]),
    Date.now(),
  );
  return credentials;
}

export function redirectPatternsOf(db: Database, clientId: string): string[] | undefined {
  const row = db.get<{ redirect_uri_patterns: string }>(
    'SELECT redirect_uri_patterns FROM oauth_clients WHERE id = ?',
    clientId,
  );
  return row ? (JSON.parse(row.redirect_uri_patterns) as string[]) : undefined;
}
