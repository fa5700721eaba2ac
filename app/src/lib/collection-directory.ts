/*
 * The platform reads collections by slug only; it has no call that lists them. The app therefore keeps the slugs it
 * knows: those configured at start (VITE_SITEKIT_COLLECTIONS) plus those created or opened in this browser, minus
 * those deleted here.
 */
const STORAGE_KEY = 'sitekit-app.collections';

interface StoredDirectory {
  added: string[];
  removed: string[];
}

const listeners = new Set<() => void>();
let snapshot: string[] | undefined;

function configuredSlugs(): string[] {
  return (import.meta.env.VITE_SITEKIT_COLLECTIONS ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
}

function readStored(): StoredDirectory {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<StoredDirectory>;
    return { added: parsed.added ?? [], removed: parsed.removed ?? [] };
  } catch {
    return { added: [], removed: [] };
  }
}

function write(change: (stored: StoredDirectory) => StoredDirectory): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(change(readStored())));
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function knownCollectionSlugs(): string[] {
  if (!snapshot) {
    const { added, removed } = readStored();
    snapshot = [...new Set([...configuredSlugs(), ...added])].filter((slug) => !removed.includes(slug));
  }
  return snapshot;
}

export function rememberCollection(slug: string): void {
  if (knownCollectionSlugs().includes(slug)) return;
  write(({ added, removed }) => ({
    added: added.includes(slug) ? added : [...added, slug],
    removed: removed.filter((s) => s !== slug),
  }));
}

export function forgetCollection(slug: string): void {
  write(({ added, removed }) => ({
    added: added.filter((s) => s !== slug),
    removed: removed.includes(slug) ? removed : [...removed, slug],
  }));
}

export function subscribeToCollections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
