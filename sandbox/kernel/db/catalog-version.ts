import type { Database } from './database.js';

const versions = new WeakMap<Database, number>();

/**
 * A counter that every catalog write bumps. Derived data (query counts) is cached per version, so a cache entry is
 * never used after a write; other processes' writes are seen through `othersDataVersion`.
 */
export function catalogVersion(db: Database): number {
  return versions.get(db) ?? 0;
}

export function bumpCatalogVersion(db: Database): void {
  versions.set(db, catalogVersion(db) + 1);
}
