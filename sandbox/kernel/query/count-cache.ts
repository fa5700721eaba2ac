import { catalogVersion } from '../db/catalog-version.js';
import { othersDataVersion } from '../db/data-version.js';
import type { Database, SqlValue } from '../db/database.js';

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Database, Map<string, number>>();

/**
 * Counts matching rows, stopping at `cap`. The count of a filter is cached until the next catalog write (of this process or another on the same file), because
 * paging through one query asks for the same count on every page.
 */
export function cachedCount(db: Database, select: string, params: SqlValue[], cap: number): number {
  const key = `${catalogVersion(db)}:${othersDataVersion(db)}\u0000${cap}\u0000${select}\u0000${JSON.stringify(params)}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const count = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${select} LIMIT ?)`, ...params, cap)?.n ?? 0;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, count);
  return count;
}
