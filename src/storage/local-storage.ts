import type { StorageAdapter } from './storage-adapter.js';

/**
 * Browser `localStorage` (or any Web Storage object, e.g. `sessionStorage`). Keys carry the client id, so several
 * clients on one origin do not overwrite each other.
 */
export function localStorageAdapter(storage: Storage | undefined = globalThis.localStorage): StorageAdapter {
  if (!storage) throw new TypeError('localStorage is not available here; pass a Storage object or use memoryStorage()');
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}
