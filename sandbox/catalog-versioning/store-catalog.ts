import type { CatalogVersion } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { readSetting, writeSetting } from '../kernel/db/settings-store.js';

export type CatalogName = 'v1' | 'v3';

const SETTING = 'catalogVersion';
const VERSION_OF: Record<CatalogName, CatalogVersion> = { v1: 'V1_CATALOG', v3: 'V3_CATALOG' };

/**
 * A store runs one catalog for good. The first start of a database records the requested one (v1 by default);
 * a later start asking for the other catalog on the same database is refused rather than silently ignored.
 */
export function establishCatalog(db: Database, requested: CatalogName | undefined): CatalogVersion {
  const stored = readSetting<CatalogVersion>(db, SETTING);
  if (stored) {
    if (requested && VERSION_OF[requested] !== stored) {
      throw new Error(`This database holds a ${stored} store; a store never changes catalog. Use another --db.`);
    }
    return stored;
  }
  const version = VERSION_OF[requested ?? 'v1'];
  writeSetting(db, SETTING, version);
  return version;
}
