import type { StorageAdapter } from './storage-adapter.js';

/** Keeps values in this process only; the default. */
export function memoryStorage(): StorageAdapter {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
