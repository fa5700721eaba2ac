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

/**
 * The key under which a client's tokens are stored: per client id and per API origin, so that tokens minted by one
 * host (a local sandbox) are never sent to another (the platform) by a client with the same id. Characters other than
 * letters, digits, `.` and `-` of the origin become `_`, so the key is also a valid cookie name.
 */
export function tokenStorageKey(clientId: string, apiURL: string): string {
  return `sitekit.${clientId}.${new URL(apiURL).origin.replace(/[^A-Za-z0-9.-]/g, '_')}.tokens`;
}
