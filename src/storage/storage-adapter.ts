type MaybePromise<T> = T | Promise<T>;

/**
 * Where a site client keeps its tokens. Anything with `get`, `set` and `remove` works, sync or async (a Redis client
 * wrapper, a framework's cookie API, `localStorage`). Keys are already namespaced by client id.
 */
export interface StorageAdapter {
  get(key: string): MaybePromise<string | null | undefined>;
  set(key: string, value: string): MaybePromise<void>;
  remove(key: string): MaybePromise<void>;
}

/** The key under which a client's tokens are stored. */
export function tokenStorageKey(clientId: string): string {
  return `sitekit.${clientId}.tokens`;
}
