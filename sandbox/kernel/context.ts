import type { CatalogVersion } from '../../generated/types.gen.js';
import type { Clock } from './clock.js';
import type { SandboxSettings } from './config.js';
import type { Credentials } from './credentials.js';
import type { Database } from './db/database.js';
import { readSetting, writeSetting } from './db/settings-store.js';
import type { SigningKey } from './events/signing-key.js';
import type { Delivery } from './events/webhooks.js';
import type { FaultRegistry } from './faults.js';
import type { RequestLog } from './http/request-log.js';

/** Everything a route needs: the database, the clock, the credentials and the live settings. */
export interface SandboxContext {
  db: Database;
  clock: Clock;
  credentials: Credentials;
  faults: FaultRegistry;
  corsOrigins: string[];
  /** Host names the development endpoints answer besides the loopback ones. */
  allowedHosts: string[];
  /** The sandbox's own origin, `http://127.0.0.1:<port>`, known once it listens. */
  origin: string;
  settings: SandboxSettings;
  /** The settings given at start; reset returns to them. */
  startSettings: Partial<SandboxSettings>;
  /** Signs webhook events; made or loaded on first use. */
  signingKey: () => Promise<SigningKey>;
  /** The latest webhook deliveries, newest last (kept in memory). */
  deliveries: Delivery[];
  /** The latest API requests and who made them (`GET /_sandbox/requests`). */
  requests: RequestLog;
  /** The store's catalog, fixed when the database was first opened. */
  catalogVersion: CatalogVersion;
}

export function saveSettings(context: SandboxContext): void {
  writeSetting(context.db, 'settings', context.settings);
}

export function loadSettings(
  db: Database,
  defaults: SandboxSettings,
  overrides: Partial<SandboxSettings>,
): SandboxSettings {
  const stored = readSetting<Partial<SandboxSettings>>(db, 'settings') ?? {};
  return { ...defaults, ...stored, ...overrides };
}

export function saveClockOffset(context: SandboxContext): void {
  writeSetting(context.db, 'clockOffsetMs', context.clock.offsetMs());
}
