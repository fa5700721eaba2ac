import { defaultSettings, type SandboxSettings } from './kernel/config.js';
import { saveClockOffset, saveSettings, type SandboxContext } from './kernel/context.js';
import { bumpCatalogVersion } from './kernel/db/catalog-version.js';
import { ensureAllProductsCollection } from './collections/collections-repo.js';
import { DATA_TABLES } from './kernel/db/migrations.js';
import { countAllProducts } from './products/products-repo.js';
import { seedDemo, type SeedSummary } from './seed/demo.js';
import { seedDemoV3 } from './seed/demo-v3.js';
import { countProductsV3 } from './products-v3/products-v3-repo.js';

/** Empties every site table, rewinds the clock, clears faults and restores the start settings. Credentials stay. */
export function resetSandbox(
  context: SandboxContext,
  startSettings: Partial<SandboxSettings> = context.startSettings,
): void {
  context.db.transaction(() => {
    for (const table of DATA_TABLES) context.db.run(`DELETE FROM ${table}`);
  });
  bumpCatalogVersion(context.db);
  context.clock.setOffsetMs(0);
  saveClockOffset(context);
  context.faults.clear();
  context.requests.clear();
  context.settings = { ...defaultSettings, ...startSettings };
  saveSettings(context);
  ensureAllProductsCollection(context.db, context.clock.nowIso());
}

/** Seeds the demo store only into an empty catalog, so a restart on the same file never duplicates it. */
export async function seedIfEmpty(context: SandboxContext): Promise<SeedSummary | undefined> {
  const count = context.catalogVersion === 'V3_CATALOG' ? countProductsV3(context.db) : countAllProducts(context.db);
  return count > 0 ? undefined : seedDemoStore(context);
}

/** The demo data of the store's own catalog (demo items already there are skipped). */
export function seedDemoStore(context: SandboxContext): Promise<SeedSummary> {
  return context.catalogVersion === 'V3_CATALOG' ? seedDemoV3(context) : seedDemo(context);
}
