import type { FastifyInstance } from 'fastify';
import type { CatalogVersion } from '../generated/types.gen.js';
import { createClock } from './kernel/clock.js';
import { DEFAULT_PORT, defaultSettings, type SandboxOptions } from './kernel/config.js';
import { loadSettings, saveSettings, type SandboxContext } from './kernel/context.js';
import { ensureCredentials, type Credentials } from './kernel/credentials.js';
import { openDatabase } from './kernel/db/database.js';
import { registerFuzzyTerms } from './products-v3/fuzzy-terms.js';
import { ftsQueryOf } from './products-v3/product-text-search.js';
import { ensureAllProductsCollection } from './collections/collections-repo.js';
import { readSetting } from './kernel/db/settings-store.js';
import { loadSigningKey } from './kernel/events/signing-key.js';
import { FaultRegistry } from './kernel/faults.js';
import { RequestLog } from './kernel/http/request-log.js';
import { seedIfEmpty } from './lifecycle.js';
import { loadServer } from './server-loader.js';
import { establishCatalog } from './catalog-versioning/store-catalog.js';
import { failInterruptedJobs } from './kernel/entities-v3/jobs.js';

export type { SandboxOptions, SandboxSettings, SeedName } from './kernel/config.js';
export { DEMO_MEMBER, demoCollections } from './seed/demo-catalog.js';
export * from './client.js';

export interface RunningSandbox extends Credentials {
  /** The store's catalog (`V1_CATALOG` or `V3_CATALOG`). */
  catalogVersion: CatalogVersion;
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the sandbox platform on 127.0.0.1: opens (and migrates) the database, seeds the demo store into an empty
 * one when asked, and serves the platform API, the hosted pages and the `/_sandbox` development endpoints.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const db = openDatabase(options.db ?? ':memory:');
  try {
    registerFuzzyTerms(db.raw, (expression, mode, wordsNear) => ftsQueryOf(expression, mode, wordsNear) ?? null);
    const context = await createContext(db, options);
    if (options.seed === 'demo') await seedIfEmpty(context);
    const { buildServer } = await loadServer();
    const app = await buildServer(context, options.logger ?? false);
    const url = await listen(app, options.port ?? DEFAULT_PORT);
    context.origin = url;
    return {
      ...context.credentials,
      catalogVersion: context.catalogVersion,
      url,
      close: async () => {
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

async function createContext(db: ReturnType<typeof openDatabase>, options: SandboxOptions): Promise<SandboxContext> {
  const clock = createClock(options.now, readSetting<number>(db, 'clockOffsetMs') ?? 0);
  const credentials = ensureCredentials(db, options, options.redirectUris);
  const startSettings = {
    ...options.settings,
    ...(options.refreshReuse !== undefined && { refreshReuse: options.refreshReuse }),
  };
  const context: SandboxContext = {
    db,
    clock,
    credentials,
    faults: new FaultRegistry(),
    corsOrigins: options.corsOrigins ?? [],
    allowedHosts: options.allowedHosts ?? [],
    origin: `http://127.0.0.1:${options.port ?? DEFAULT_PORT}`,
    settings: loadSettings(db, defaultSettings, startSettings),
    startSettings,
    signingKey: memoize(() => loadSigningKey(db)),
    deliveries: [],
    requests: new RequestLog(),
    catalogVersion: establishCatalog(db, options.catalog),
  };
  saveSettings(context);
  ensureAllProductsCollection(db, clock.nowIso());
  failInterruptedJobs(context);
  return context;
}

async function listen(app: FastifyInstance, port: number): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return `http://127.0.0.1:${actualPort}`;
}

function memoize<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
}
