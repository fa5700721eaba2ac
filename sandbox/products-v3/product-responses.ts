import type { ProductRequestedField } from '../../generated/types.gen.js';
import type { Caller } from '../kernel/http/caller.js';
import type { SandboxContext } from '../kernel/context.js';
import { othersDataVersion } from '../kernel/db/data-version.js';
import type { Database } from '../kernel/db/database.js';
import { viewProductsV3 } from './products-v3-service.js';
import { PRODUCT_ROW_COLUMNS, type ProductRecordV3, recordFromRow } from './products-v3-repo.js';

/**
 * Ready-made JSON of products as query and search return them (no variants), per product and per kind of response
 * (requested fields, merchant data). A response depends on more than the product row (its stock, and whatever other
 * entity a view may show), so entries belong to one state of the whole database: SQLite's `total_changes()` counts
 * every row this connection has written and `PRAGMA data_version` moves when another connection (another sandbox on
 * the same file) commits; once either moves the cache starts afresh. Nothing is kept while a
 * transaction is open, because a rollback would leave responses built from data that never existed.
 */
interface ResponseCache {
  generation: string;
  entries: Map<string, Buffer>;
}

/** Enough for every product of a large test catalog in a couple of field sets; the oldest entries go first. */
const MAX_ENTRIES = 20_000;

const caches = new WeakMap<Database, ResponseCache>();

function cacheOf(db: Database): ResponseCache {
  const own = db.get<{ n: number }>('SELECT total_changes() AS n')!.n;
  const generation = `${own}:${othersDataVersion(db)}`;
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The JSON of each product, in the order of `ids`; built (and kept) only for the ones not already cached. */
export function productResponsesV3(
  context: SandboxContext,
  ids: readonly string[],
  fields: readonly ProductRequestedField[] | undefined,
  caller: Caller,
): Buffer[] {
  const cache = cacheOf(context.db);
  const prefix = `${responseKind(fields, caller)}\u0000`;
  const responses = ids.map((id) => cache.entries.get(prefix + id));
  const missing = ids.filter((_, i) => responses[i] === undefined);
  if (missing.length === 0) return responses as Buffer[];
  const built = new Map<string, Buffer>();
  const records = loadRecords(context.db, missing);
  viewProductsV3(context, records, fields, caller, false).forEach((view, i) =>
    built.set(records[i]!.product.id, Buffer.from(JSON.stringify(view), 'utf8')),
  );
  if (!context.db.raw.isTransaction) for (const [id, json] of built) remember(cache, prefix + id, json);
  return ids.map((id, i) => responses[i] ?? built.get(id)!);
}

/** What besides the product a response depends on: merchant data or not, and the requested fields as a set. */
function responseKind(fields: readonly ProductRequestedField[] | undefined, caller: Caller): string {
  const audience = caller.kind === 'admin' ? 'merchant' : 'public';
  return fields?.length ? `${audience}:${[...new Set(fields)].sort().join(',')}` : `${audience}:`;
}

function remember(cache: ResponseCache, key: string, json: Buffer): void {
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
  cache.entries.set(key, json);
}

function loadRecords(db: Database, ids: readonly string[]): ProductRecordV3[] {
  if (ids.length === 0) return [];
  return db
    .all<Parameters<typeof recordFromRow>[0]>(
      `SELECT ${PRODUCT_ROW_COLUMNS} FROM v3_products p WHERE p.id IN (SELECT value FROM json_each(?))`,
      JSON.stringify(ids),
    )
    .map(recordFromRow);
}

/** `{"<key>":[<items>],…rest}` as bytes, with the items' JSON copied in as it is. */
export function jsonWithList(key: string, items: readonly Buffer[], rest: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [Buffer.from(`{${JSON.stringify(key)}:[`)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  const tail = JSON.stringify(rest);
  parts.push(Buffer.from(tail === '{}' ? ']}' : `],${tail.slice(1)}`));
  return Buffer.concat(parts);
}

const COMMA = Buffer.from(',');
